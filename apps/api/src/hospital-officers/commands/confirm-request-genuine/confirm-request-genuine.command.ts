import { Command } from '@nestjs/cqrs';
import type { ActingOfficer } from '../../acting-officer.js';

export class ConfirmRequestGenuineCommand extends Command<void> {
  constructor(
    readonly officer: ActingOfficer,
    readonly requestId: string,
    readonly units: number | null,
  ) {
    super();
  }
}
