import { z } from 'zod';
import { HOSPITAL_OFFICER_ROLES, uuidIdField } from '@app/domain';
import { InvitationCommand, inviteeFields } from '../../../staff/commands/invite-staff/invite-staff.command.js';
import type { adminHospitalOfficerSchema } from '../../hospital-officer.admin-view.js';

export const inviteHospitalOfficerRequest = z.object({
  hospital_id: uuidIdField('Choose a hospital'),
  ...inviteeFields,
  role: z.enum(HOSPITAL_OFFICER_ROLES, { error: 'role must be blood_bank_officer or nurse_in_charge' }),
});
export type InviteHospitalOfficerRequest = z.output<typeof inviteHospitalOfficerRequest>;

export class InviteHospitalOfficerCommand extends InvitationCommand<
  InviteHospitalOfficerRequest,
  z.output<typeof adminHospitalOfficerSchema>
> {}
