import { Command } from '@nestjs/cqrs';
import type { z } from 'zod';
import type { partnershipRequest } from '@app/domain';

export type PartnershipMessage = z.output<typeof partnershipRequest>;

export class SendPartnershipMessageCommand extends Command<{ id: string }> {
  constructor(readonly message: PartnershipMessage) {
    super();
  }
}
