import { Module } from '@nestjs/common';
import { SubmitFeedbackController } from './commands/submit-feedback/submit-feedback.http.controller.js';
import { SubmitFeedbackHandler } from './commands/submit-feedback/submit-feedback.handler.js';
import { ListFeedbackController } from './queries/list-feedback/list-feedback.http.controller.js';

@Module({
  controllers: [ListFeedbackController, SubmitFeedbackController],
  providers: [SubmitFeedbackHandler],
})
export class FeedbackModule {}
