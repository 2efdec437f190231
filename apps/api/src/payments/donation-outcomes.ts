import { Logger } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DonationReceived } from '@app/contracts';
import { recordEvent } from '@app/messaging';
import { DonationEntity, DonationPaymentEntity, type DonationStatus } from '@app/persistence';
import type { ProviderTransaction } from './payment-provider.js';

const logger = new Logger('Donations');

/** The donation's amount in its currency's subunit, as providers count it. */
export const subunits = (amount: string | number): number => Math.round(Number(amount) * 100);

/**
 * A donation just marked successful: the receipt the donor was promised goes out through the outbox, in the same
 * transaction as the status.
 */
export const recordDonationReceived = (em: EntityManager, donation: DonationEntity, transaction: string | null) =>
  recordEvent(em, DonationReceived, donation.id, {
    donation_id: donation.id,
    reference: donation.reference,
    name: donation.name,
    email: donation.email,
    amount: String(donation.amount),
    currency: donation.currency,
    provider: donation.provider,
    transaction,
    paid_at: (donation.paidAt ?? new Date()).toISOString(),
  });

/**
 * Applies what the provider reported to the donation, in one transaction holding the donation's row lock:
 * success records the one payment (a repeat finds the donation already successful and changes nothing); failed and
 * abandoned only move a donation that has not succeeded. A success whose amount or currency differs is not trusted.
 */
export const recordProviderOutcome = (
  em: EntityManager,
  provider: string,
  transaction: ProviderTransaction,
): Promise<DonationStatus | null> =>
  em.fork().transactional(async (tx) => {
    const donation = await tx.findOne(
      DonationEntity,
      { reference: transaction.reference, provider },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (!donation) return null;
    if (donation.status === 'successful' || transaction.status === 'pending') return donation.status;
    if (transaction.status === 'success') {
      if (transaction.amountSubunits !== subunits(donation.amount) || transaction.currency !== donation.currency) {
        logger.warn(
          `donation ${donation.reference}: provider reported ${transaction.amountSubunits} ${transaction.currency}, expected ${subunits(donation.amount)} ${donation.currency}; not marked paid`,
        );
        return donation.status;
      }
      donation.status = 'successful';
      donation.paidAt = transaction.paidAt ?? new Date();
      tx.create(DonationPaymentEntity, {
        donation,
        provider,
        providerTransactionId: transaction.id,
        amountSubunits: String(transaction.amountSubunits),
        currency: transaction.currency,
        channel: transaction.channel,
        paidAt: donation.paidAt,
      });
      recordDonationReceived(tx, donation, transaction.id);
      return donation.status;
    }
    donation.status = transaction.status;
    return donation.status;
  });
