import { Command } from '@nestjs/cqrs';
import type { AdvocateApplication } from '@app/domain';

export class ApplyAsAdvocateCommand extends Command<{ id: string }> {
  constructor(readonly application: AdvocateApplication) {
    super();
  }
}
