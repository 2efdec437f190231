import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { platformFigures } from '@app/projectors';
import { GetPlatformStatsQuery } from './get-platform-stats.query.js';

@QueryHandler(GetPlatformStatsQuery)
export class GetPlatformStatsHandler implements IQueryHandler<GetPlatformStatsQuery> {
  constructor(private readonly em: EntityManager) {}

  execute() {
    return platformFigures(this.em.fork());
  }
}
