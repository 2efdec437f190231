import { Command } from '@nestjs/cqrs';
import type { NewBloodRequest } from '@app/domain';

export class CreateBloodRequestCommand extends Command<{ requestId: string; targeted: number }> {
  constructor(
    readonly requesterId: string,
    readonly values: NewBloodRequest,
  ) {
    super();
  }
}
