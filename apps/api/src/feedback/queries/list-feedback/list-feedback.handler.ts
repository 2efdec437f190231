import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { FeedbackEntity } from '@app/persistence';
import { pageInfo, pageWindow } from '../../../platform/http/replies.js';
import { ListFeedbackQuery } from './list-feedback.query.js';
import type { FeedbackList } from './list-feedback.response.dto.js';

@QueryHandler(ListFeedbackQuery)
export class ListFeedbackHandler implements IQueryHandler<ListFeedbackQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ authorId, type, page }: ListFeedbackQuery): Promise<FeedbackList> {
    const window = pageWindow(page);
    const [items, total] = await this.em
      .fork()
      .findAndCount(
        FeedbackEntity,
        { author: authorId, type },
        { orderBy: { createdAt: 'desc', id: 'asc' }, limit: window.limit, offset: window.offset },
      );
    return {
      feedbacks: items.map((item) => ({
        id: item.id,
        request_id: item.request.id,
        name: item.name,
        hospital: item.hospital,
        description: item.description,
        outcome: item.outcome,
        created_at: item.createdAt.toISOString(),
      })),
      page_info: pageInfo(total, page),
    };
  }
}
