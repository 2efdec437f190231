import { Command } from '@nestjs/cqrs';
import { z } from 'zod';
import type { StaffActor } from '../../../../platform/audit/staff-actor.decorator.js';
import { reasonField } from '../../user-action.js';

export const warnUserRequest = z.object({ reason: reasonField });

export class WarnUserCommand extends Command<unknown> {
  constructor(
    readonly actor: StaffActor,
    readonly userId: string,
    readonly reason: string,
  ) {
    super();
  }
}
