import { Command } from '@nestjs/cqrs';
import { z } from 'zod';
import { MAX_STAFF_SUSPENSION_DAYS } from '@app/domain';
import type { StaffActor } from '../../../../platform/audit/staff-actor.decorator.js';
import { reasonField } from '../../user-action.js';

const UNTIL_MESSAGE = `until must be a date or time in the future, at most ${MAX_STAFF_SUSPENSION_DAYS} days ahead`;

export const suspendUserRequest = z.object({
  until: z
    .union([z.iso.date(), z.iso.datetime({ offset: true })], { error: UNTIL_MESSAGE })
    .transform((value) => new Date(value))
    .refine(
      (until) => until.getTime() > Date.now() && until.getTime() <= Date.now() + MAX_STAFF_SUSPENSION_DAYS * 86_400_000,
      UNTIL_MESSAGE,
    ),
  reason: reasonField,
});
export type SuspendUserRequest = z.output<typeof suspendUserRequest>;

export class SuspendUserCommand extends Command<unknown> {
  constructor(
    readonly actor: StaffActor,
    readonly userId: string,
    readonly request: SuspendUserRequest,
  ) {
    super();
  }
}
