import { Command } from '@nestjs/cqrs';
import type { z } from 'zod';
import type { StaffActor } from '../../../../platform/audit/staff-actor.decorator.js';
import type { adminHospitalSchema } from '../../hospital.admin-view.js';

export type HospitalDecision = { action: 'verify' } | { action: 'suspend'; reason: string };

export class DecideHospitalCommand extends Command<z.output<typeof adminHospitalSchema>> {
  constructor(
    readonly actor: StaffActor,
    readonly id: string,
    readonly decision: HospitalDecision,
  ) {
    super();
  }
}
