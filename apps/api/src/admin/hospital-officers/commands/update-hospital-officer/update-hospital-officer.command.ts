import { Command } from '@nestjs/cqrs';
import { z } from 'zod';
import type { StaffActor } from '../../../../platform/audit/staff-actor.decorator.js';
import type { adminHospitalOfficerSchema } from '../../hospital-officer.admin-view.js';

export const updateHospitalOfficerRequest = z.object({
  disabled: z.boolean({ error: 'disabled must be true or false' }),
});
export type UpdateHospitalOfficerRequest = z.output<typeof updateHospitalOfficerRequest>;

export class UpdateHospitalOfficerCommand extends Command<z.output<typeof adminHospitalOfficerSchema>> {
  constructor(
    readonly actor: StaffActor,
    readonly id: string,
    readonly change: UpdateHospitalOfficerRequest,
  ) {
    super();
  }
}
