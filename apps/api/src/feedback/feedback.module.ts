import { Module } from '@nestjs/common';
import { SubmitFeedbackController } from './commands/submit-feedback/submit-feedback.http.controller.js';
import { SubmitFeedbackHandler } from './commands/submit-feedback/submit-feedback.handler.js';
import { GetFeedbackStatusHandler } from './queries/get-feedback-status/get-feedback-status.handler.js';
import { ListFeedbackController } from './queries/list-feedback/list-feedback.http.controller.js';
import { ListFeedbackHandler } from './queries/list-feedback/list-feedback.handler.js';

@Module({
  controllers: [ListFeedbackController, SubmitFeedbackController],
  providers: [SubmitFeedbackHandler, ListFeedbackHandler, GetFeedbackStatusHandler],
})
export class FeedbackModule {}
