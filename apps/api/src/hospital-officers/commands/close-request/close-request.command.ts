import { Command } from '@nestjs/cqrs';
import type { ActingOfficer } from '../../acting-officer.js';

export class CloseHospitalRequestCommand extends Command<void> {
  constructor(
    readonly officer: ActingOfficer,
    readonly requestId: string,
    readonly reason: string | null,
  ) {
    super();
  }
}
