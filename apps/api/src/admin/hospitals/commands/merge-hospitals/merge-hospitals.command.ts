import { Command } from '@nestjs/cqrs';
import type { z } from 'zod';
import type { StaffActor } from '../../../../platform/audit/staff-actor.decorator.js';
import type { adminHospitalSchema } from '../../hospital.admin-view.js';

export class MergeHospitalsCommand extends Command<z.output<typeof adminHospitalSchema>> {
  constructor(
    readonly actor: StaffActor,
    /** The duplicate, which goes. */
    readonly duplicateId: string,
    /** The hospital that stays and takes the duplicate's requests and names. */
    readonly keptId: string,
  ) {
    super();
  }
}
