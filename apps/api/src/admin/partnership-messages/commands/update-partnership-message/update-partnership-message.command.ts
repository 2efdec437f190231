import { Command } from '@nestjs/cqrs';
import type { z } from 'zod';
import type { StaffActor } from '../../../../platform/audit/staff-actor.decorator.js';
import type {
  adminPartnershipMessageSchema,
  UpdatePartnershipMessageRequest,
} from '../../partnership-message.admin-view.js';

export class UpdatePartnershipMessageCommand extends Command<z.output<typeof adminPartnershipMessageSchema>> {
  constructor(
    readonly actor: StaffActor,
    readonly id: string,
    readonly change: UpdatePartnershipMessageRequest,
  ) {
    super();
  }
}
