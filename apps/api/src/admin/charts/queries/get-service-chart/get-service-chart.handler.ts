import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { serviceChart } from '@app/projectors';
import { GetServiceChartQuery } from './get-service-chart.query.js';

/** From the stats projector's chart read models (aggregates only: no person appears, so the read is not audited). */
@QueryHandler(GetServiceChartQuery)
export class GetServiceChartHandler implements IQueryHandler<GetServiceChartQuery> {
  constructor(private readonly em: EntityManager) {}

  execute({ chart, filter }: GetServiceChartQuery) {
    return serviceChart(this.em.fork(), chart, filter);
  }
}
