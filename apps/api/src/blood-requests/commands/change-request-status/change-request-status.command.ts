import { Command } from '@nestjs/cqrs';
import type { ToggleStatus } from '@app/domain';

export class ChangeRequestStatusCommand extends Command<void> {
  constructor(
    readonly requesterId: string,
    readonly requestId: string,
    readonly status: ToggleStatus,
  ) {
    super();
  }
}
