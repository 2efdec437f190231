import { Command } from '@nestjs/cqrs';
import { z } from 'zod';
import { emailField, STAFF_ROLES } from '@app/domain';
import type { StaffActor } from '../../../../platform/audit/staff-actor.decorator.js';
import type { adminStaffSchema } from '../../staff-member.admin-view.js';

/** Who is invited, staff member or hospital officer alike. */
export const inviteeFields = {
  email: emailField('Email cannot be empty', 'Invalid email address'),
  name: z
    .string({ error: 'Name cannot be empty' })
    .trim()
    .min(1, 'Name cannot be empty')
    .max(200, 'Keep the name under 200 characters'),
};

export const inviteStaffRequest = z.object({
  ...inviteeFields,
  role: z.enum(STAFF_ROLES, { error: 'role must be admin or moderator' }),
});
export type InviteStaffRequest = z.output<typeof inviteStaffRequest>;

/** A member of staff invites another, with the role they chose. */
export class InviteStaffCommand extends Command<z.output<typeof adminStaffSchema>> {
  constructor(
    readonly actor: StaffActor,
    readonly request: InviteStaffRequest,
  ) {
    super();
  }
}
