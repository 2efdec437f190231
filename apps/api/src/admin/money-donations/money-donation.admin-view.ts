import { adminNotFound } from '../admin.errors.js';
import { z } from 'zod';
import { DONATION_STATUSES, DonationEntity } from '@app/persistence';
import { iso } from '../platform/admin-replies.js';
import { maskEmail, maskPhone } from '../platform/contact-masking.js';
import type { ResourceReading } from '../platform/resource-reading.js';
import { filterFields, uuidId } from '../platform/simple-rest.js';

export const DONATION_PROVIDERS = ['paystack', 'sandbox', 'crypto'] as const;

export const adminMoneyDonationSchema = z.object({
  id: z.string(),
  reference: z.string(),
  provider: z.string(),
  status: z.enum(DONATION_STATUSES as [string, ...string[]]),
  amount: z.number(),
  currency: z.string(),
  name: z.string(),
  email: z.string().describe('masked'),
  phone_number: z.string().nullable().describe('masked'),
  crypto_coin: z.string().nullable(),
  crypto_network: z.string().nullable(),
  crypto_address: z.string().nullable(),
  crypto_amount: z.string().nullable(),
  transaction_hash: z.string().nullable(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
  can_confirm: z.boolean().describe('a pending crypto donation staff may confirm'),
});

/** Only crypto transfers are confirmed by hand; card payments are the provider's to confirm. */
export const canConfirmByHand = (donation: DonationEntity) =>
  donation.provider === 'crypto' && donation.status === 'pending';

export const adminMoneyDonationView = (donation: DonationEntity): z.output<typeof adminMoneyDonationSchema> => ({
  id: donation.id,
  reference: donation.reference,
  provider: donation.provider,
  status: donation.status,
  amount: Number(donation.amount),
  currency: donation.currency,
  name: donation.name,
  email: maskEmail(donation.email),
  phone_number: maskPhone(donation.phoneNumber),
  crypto_coin: donation.cryptoCoin,
  crypto_network: donation.cryptoNetwork,
  crypto_address: donation.cryptoAddress,
  crypto_amount: donation.cryptoAmount,
  transaction_hash: donation.cryptoTransactionHash,
  paid_at: iso(donation.paidAt),
  created_at: donation.createdAt.toISOString(),
  can_confirm: canConfirmByHand(donation),
});

export const moneyDonations: ResourceReading<DonationEntity> = {
  listing: {
    resource: 'money-donations',
    entity: DonationEntity,
    id: uuidId,
    filters: {
      provider: filterFields.oneOf('provider', DONATION_PROVIDERS),
      status: filterFields.oneOf('status', DONATION_STATUSES as [string, ...string[]]),
      currency: filterFields.equals(
        'currency',
        z
          .string()
          .trim()
          .toUpperCase()
          .regex(/^[A-Z]{3}$/, 'use a currency code like NGN'),
      ),
      created_at_gte: filterFields.from('createdAt'),
      created_at_lte: filterFields.to('createdAt'),
      amount_gte: filterFields.atLeast('amount'),
      amount_lte: filterFields.atMost('amount'),
      q: filterFields.search('reference', 'name'),
    },
    sorts: { created_at: 'createdAt', amount: 'amount', status: 'status', paid_at: 'paidAt' },
    defaultSort: ['created_at', 'DESC'],
  },
  present: (_em, rows) => rows.map(adminMoneyDonationView),
  schema: adminMoneyDonationSchema,
  notFound: adminNotFound('donation_not_found'),
};
