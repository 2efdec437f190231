import { Command } from '@nestjs/cqrs';
import { z } from 'zod';
import { STAFF_ROLES } from '@app/domain';
import type { StaffActor } from '../../../../platform/audit/staff-actor.decorator.js';
import type { adminStaffSchema } from '../../staff-member.admin-view.js';

export const updateStaffRequest = z.object({
  role: z.enum(STAFF_ROLES, { error: 'role must be admin or moderator' }).optional(),
  disabled: z.boolean({ error: 'disabled must be true or false' }).optional(),
  reset_authenticator: z
    .literal(true, { error: 'reset_authenticator can only be true' })
    .optional()
    .describe('a lost phone: their sessions end and they enrol a new authenticator at their next sign-in'),
  send_password_link: z
    .literal(true, { error: 'send_password_link can only be true' })
    .optional()
    .describe('a forgotten password: they are emailed a new set-password link (72 hours)'),
});
export type UpdateStaffRequest = z.output<typeof updateStaffRequest>;

export class UpdateStaffCommand extends Command<z.output<typeof adminStaffSchema>> {
  constructor(
    readonly actor: StaffActor,
    readonly id: string,
    readonly change: UpdateStaffRequest,
  ) {
    super();
  }
}
