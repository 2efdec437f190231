import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { requestOfLinkCode } from '../../short-links/request-short-link.js';
import { FollowShortLinkQuery } from './follow-short-link.query.js';

@QueryHandler(FollowShortLinkQuery)
export class FollowShortLinkHandler implements IQueryHandler<FollowShortLinkQuery> {
  constructor(private readonly em: EntityManager) {}

  execute({ code }: FollowShortLinkQuery): Promise<string | null> {
    return requestOfLinkCode(this.em.fork(), code);
  }
}
