import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { pageWindow } from '../../../platform/http/replies.js';
import { preparedReader, type SqlStatements } from '../../../platform/sql/bound-statements.js';
import { ListDonorRequestsQuery } from './list-donor-requests.query.js';
import { readDonorFeed } from './read-donor-feed.js';

@QueryHandler(ListDonorRequestsQuery)
export class ListDonorRequestsHandler implements IQueryHandler<ListDonorRequestsQuery> {
  private readonly reader: SqlStatements;

  constructor(
    em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    // Planning the feed's statement cost PostgreSQL about fifteen times its execution: its plan is kept per connection.
    this.reader = preparedReader(em);
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
