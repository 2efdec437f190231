import { Query } from '@nestjs/cqrs';
import type { ChartTable, ServiceChart } from '@app/domain';
import type { ChartFilter } from '@app/projectors';

/** One staff chart over a date range, optionally one state and one blood group. */
export class GetServiceChartQuery extends Query<ChartTable> {
  constructor(
    readonly chart: ServiceChart,
    readonly filter: ChartFilter,
  ) {
    super();
  }
}
