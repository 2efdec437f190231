import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { pageWindow } from '../../../platform/http/replies.js';
import { leanReader, type SqlStatements } from '../../../platform/sql/bound-statements.js';
import { ListDonorRequestsQuery } from './list-donor-requests.query.js';
import { readDonorFeed } from './read-donor-feed.js';

@QueryHandler(ListDonorRequestsQuery)
export class ListDonorRequestsHandler implements IQueryHandler<ListDonorRequestsQuery> {
  private readonly reader: SqlStatements;

  constructor(
    em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.reader = leanReader(em);
  }

  execute({ donor, filters }: ListDonorRequestsQuery) {
    return readDonorFeed(this.reader, donor, {
      ...filters,
      ...pageWindow(filters),
      bloodGroup: filters.blood_group,
      staleBefore: new Date(Date.now() - this.config.REQUEST_EXPIRY_HOURS * 3_600_000),
    });
  }
}
