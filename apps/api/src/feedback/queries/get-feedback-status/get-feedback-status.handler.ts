import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { isUuid } from '@app/domain';
import { FeedbackEntity } from '@app/persistence';
import { GetFeedbackStatusQuery } from './get-feedback-status.query.js';

@QueryHandler(GetFeedbackStatusQuery)
export class GetFeedbackStatusHandler implements IQueryHandler<GetFeedbackStatusQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ authorId, requestId }: GetFeedbackStatusQuery): Promise<boolean> {
    // An id of another shape names no request, so no feedback on it.
    if (!isUuid(requestId)) return false;
    return (await this.em.fork().count(FeedbackEntity, { author: authorId, request: requestId })) > 0;
  }
}
