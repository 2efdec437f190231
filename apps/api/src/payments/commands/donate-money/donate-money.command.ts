import { Command } from '@nestjs/cqrs';
import { z } from 'zod';
import { donationForm } from '@app/domain';

export const DONATION_AMOUNT_MAX = 1_000_000_000;

/** POST /v1/partnerships/donations: the donation form plus where the payer returns, and optionally the coin. */
export const donateMoneyRequest = donationForm.extend({
  amount: donationForm.shape.amount.pipe(
    z.number().max(DONATION_AMOUNT_MAX, `Amount must be at most ${DONATION_AMOUNT_MAX.toLocaleString('en-NG')}`),
  ),
  redirect_url: z.string().trim().max(2000).optional(),
  coin: z.string().trim().max(20).optional(),
});
export type DonateMoneyRequest = z.output<typeof donateMoneyRequest>;

export const donationReply = z.union([
  z.object({ reference: z.string(), authorization_url: z.string() }),
  z.object({
    reference: z.string(),
    address: z.string(),
    cryptoAmount: z.string(),
    coin: z.string(),
    network: z.string(),
    demo: z.boolean().describe('true while the CRYPTO_* settings are unset: demo address and rates, do not pay'),
  }),
]);
export type DonationReply = z.output<typeof donationReply>;

export class DonateMoneyCommand extends Command<DonationReply> {
  constructor(readonly request: DonateMoneyRequest) {
    super();
  }
}
