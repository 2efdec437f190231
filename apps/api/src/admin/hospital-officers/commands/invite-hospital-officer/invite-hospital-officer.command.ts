import { Command } from '@nestjs/cqrs';
import { z } from 'zod';
import { HOSPITAL_OFFICER_ROLES, uuidIdField } from '@app/domain';
import type { StaffActor } from '../../../../platform/audit/staff-actor.decorator.js';
import { inviteeFields } from '../../../staff/commands/invite-staff/invite-staff.command.js';
import type { adminHospitalOfficerSchema } from '../../hospital-officer.admin-view.js';

export const inviteHospitalOfficerRequest = z.object({
  hospital_id: uuidIdField('Choose a hospital'),
  ...inviteeFields,
  role: z.enum(HOSPITAL_OFFICER_ROLES, { error: 'role must be blood_bank_officer or nurse_in_charge' }),
});
export type InviteHospitalOfficerRequest = z.output<typeof inviteHospitalOfficerRequest>;

/** A member of staff invites an officer of a verified hospital. */
export class InviteHospitalOfficerCommand extends Command<z.output<typeof adminHospitalOfficerSchema>> {
  constructor(
    readonly actor: StaffActor,
    readonly request: InviteHospitalOfficerRequest,
  ) {
    super();
  }
}
