import { adminNotFound } from '../admin.errors.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { AIRTIME_STATUSES } from '@app/domain';
import { AirtimeCreditEntity } from '@app/persistence';
import { iso } from '../platform/admin-replies.js';
import { maskPhone } from '../platform/contact-masking.js';
import type { ResourceReading } from '../platform/resource-reading.js';
import { filterFields, uuidId } from '../platform/simple-rest.js';

export const adminAirtimeCreditSchema = z.object({
  id: z.string(),
  status: z.enum(AIRTIME_STATUSES),
  amount_ngn: z.number().int(),
  donor_id: z.string(),
  donor_name: z.string(),
  phone_number: z.string().nullable().describe('masked'),
  request_id: z.string().describe('the blood request the donation answered'),
  match_id: z.string(),
  provider_request_id: z.string().nullable().describe('the idempotency key sent to the provider'),
  provider_reference: z.string().nullable(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  decided_at: z.string(),
  sent_at: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  updated_at: z.string(),
  can_retry: z.boolean().describe('a failed credit staff may send again'),
});

/**
 * A credit is retried by hand only once the automatic tries gave up (or the provider refused it), and never once
 * its donor deleted their account (the number is gone).
 */
export const canRetryByHand = (credit: AirtimeCreditEntity) => credit.status === 'failed' && !!credit.phoneNumber;

export const adminAirtimeCreditView = (
  credit: AirtimeCreditEntity,
  donorName = credit.donor.firstName ? `${credit.donor.firstName} ${credit.donor.lastName}`.trim() : '',
): z.output<typeof adminAirtimeCreditSchema> => ({
  id: credit.id,
  status: credit.status,
  amount_ngn: credit.amountNgn,
  donor_id: credit.donor.id,
  donor_name: donorName,
  phone_number: maskPhone(credit.phoneNumber),
  request_id: credit.requestId,
  match_id: credit.matchId,
  provider_request_id: credit.providerRequestId,
  provider_reference: credit.providerReference,
  attempts: credit.attempts,
  last_error: credit.lastError,
  decided_at: credit.decidedAt.toISOString(),
  sent_at: iso(credit.sentAt),
  next_attempt_at: credit.status === 'pending' ? iso(credit.nextAttemptAt) : null,
  updated_at: credit.updatedAt.toISOString(),
  can_retry: canRetryByHand(credit),
});

/** The donors' names in one query for the whole page. */
const presentAll = async (em: EntityManager, rows: AirtimeCreditEntity[]) => {
  const donorIds = [...new Set(rows.map((row) => row.donor.id))];
  const names = await em
    .fork()
    .execute<{ id: string; name: string }[]>(
      `select id, trim(first_name || ' ' || last_name) as name from app_user where id = any(?::uuid[])`,
      [`{${donorIds.join(',')}}`],
    );
  const nameOf = new Map(names.map((donor) => [donor.id, donor.name]));
  return rows.map((row) => adminAirtimeCreditView(row, nameOf.get(row.donor.id) ?? ''));
};

export const airtimeCredits: ResourceReading<AirtimeCreditEntity> = {
  listing: {
    resource: 'airtime-credits',
    entity: AirtimeCreditEntity,
    id: uuidId,
    filters: {
      status: filterFields.oneOf('status', AIRTIME_STATUSES),
      donor_id: filterFields.equals('donor', uuidId),
      decided_at_gte: filterFields.from('decidedAt'),
      decided_at_lte: filterFields.to('decidedAt'),
      q: filterFields.search('providerRequestId', 'providerReference'),
    },
    sorts: { decided_at: 'decidedAt', updated_at: 'updatedAt', status: 'status', amount_ngn: 'amountNgn' },
    defaultSort: ['decided_at', 'DESC'],
  },
  present: presentAll,
  schema: adminAirtimeCreditSchema,
  notFound: adminNotFound('airtime_credit_not_found'),
};
