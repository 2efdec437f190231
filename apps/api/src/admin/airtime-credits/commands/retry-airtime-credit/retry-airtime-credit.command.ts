import { Command } from '@nestjs/cqrs';
import type { z } from 'zod';
import type { StaffActor } from '../../../../platform/audit/staff-actor.decorator.js';
import type { adminAirtimeCreditSchema } from '../../airtime-credit.admin-view.js';

export class RetryAirtimeCreditCommand extends Command<z.output<typeof adminAirtimeCreditSchema>> {
  constructor(
    readonly actor: StaffActor,
    readonly id: string,
  ) {
    super();
  }
}
