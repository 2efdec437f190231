import { Command } from '@nestjs/cqrs';
import type { z } from 'zod';
import type { feedbackForm } from '@app/domain';

export type FeedbackValues = z.output<typeof feedbackForm>;

export class SubmitFeedbackCommand extends Command<{ id: string; suspended: boolean }> {
  constructor(
    readonly authorId: string,
    readonly values: FeedbackValues,
  ) {
    super();
  }
}
