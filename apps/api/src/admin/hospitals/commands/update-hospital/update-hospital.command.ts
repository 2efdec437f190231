import { Command } from '@nestjs/cqrs';
import type { z } from 'zod';
import type { HospitalDetails } from '@app/domain';
import type { StaffActor } from '../../../../platform/audit/staff-actor.decorator.js';
import type { adminHospitalSchema } from '../../hospital.admin-view.js';

export class UpdateHospitalCommand extends Command<z.output<typeof adminHospitalSchema>> {
  constructor(
    readonly actor: StaffActor,
    readonly id: string,
    readonly details: HospitalDetails,
  ) {
    super();
  }
}
