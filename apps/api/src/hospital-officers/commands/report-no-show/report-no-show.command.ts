import { Command } from '@nestjs/cqrs';
import type { ActingOfficer } from '../../acting-officer.js';

export class ReportNoShowAtHospitalCommand extends Command<{ requestId: string }> {
  constructor(
    readonly officer: ActingOfficer,
    readonly matchId: string,
  ) {
    super();
  }
}
