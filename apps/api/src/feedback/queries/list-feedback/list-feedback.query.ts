import { Query } from '@nestjs/cqrs';
import type { FeedbackType } from '@app/domain';
import type { PageQuery } from '../../../platform/http/replies.js';
import type { FeedbackList } from './list-feedback.response.dto.js';

/** The feedback one person gave, as a donor or as a recipient, newest first. */
export class ListFeedbackQuery extends Query<FeedbackList> {
  constructor(
    readonly authorId: string,
    readonly type: FeedbackType,
    readonly page: PageQuery,
  ) {
    super();
  }
}
