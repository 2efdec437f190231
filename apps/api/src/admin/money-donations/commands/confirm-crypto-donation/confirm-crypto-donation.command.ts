import { Command } from '@nestjs/cqrs';
import { z } from 'zod';
import type { StaffActor } from '../../../../platform/audit/staff-actor.decorator.js';
import type { adminMoneyDonationSchema } from '../../money-donation.admin-view.js';

const HASH_MESSAGE = 'Enter the transaction hash (8 to 200 letters and digits)';

export const confirmCryptoDonationRequest = z.object({
  transaction_hash: z
    .string({ error: HASH_MESSAGE })
    .trim()
    .regex(/^[A-Za-z0-9]{8,200}$/, HASH_MESSAGE),
});

export class ConfirmCryptoDonationCommand extends Command<z.output<typeof adminMoneyDonationSchema>> {
  constructor(
    readonly actor: StaffActor,
    readonly id: string,
    readonly transactionHash: string,
  ) {
    super();
  }
}
