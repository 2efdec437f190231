import { Command } from '@nestjs/cqrs';
import type { AppealResponseReply } from './respond-to-appeal.response.dto.js';

export class RespondToAppealCommand extends Command<AppealResponseReply> {
  constructor(
    readonly donorId: string,
    readonly appealId: string,
    readonly slotStart: Date,
  ) {
    super();
  }
}
