import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import { StaffRoute } from '@app/auth';
import { SERVICE_CHARTS } from '@app/domain';
import { ApiErrors } from '../../../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../../../platform/http/replies.js';
import { parseOrThrow, ValidQuery } from '../../../../platform/http/validation.js';
import { GetServiceChartQuery } from './get-service-chart.query.js';
import { chartName, chartQuery, type ChartQuery } from './get-service-chart.request.dto.js';
import { chartSchema } from './get-service-chart.response.dto.js';

/**
 * One staff chart over a date range, optionally one state and one blood group, from the stats projector's chart
 * read models (aggregates only: no person appears in them, so reading them is not audited).
 */
@ApiTags('admin')
@StaffRoute()
@Controller('admin/charts')
export class GetServiceChartController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':chart')
  @ApiParam({ name: 'chart', enum: SERVICE_CHARTS })
  @ApiReply(chartSchema)
  @ApiErrors(400, 401)
  async chart(@Param('chart') chart: string, @ValidQuery(chartQuery) query: ChartQuery) {
    const name = parseOrThrow(chartName, { chart });
    return reply(
      await this.queries.execute(
        new GetServiceChartQuery(name.chart, {
          from: query.from,
          to: query.to,
          stateId: query.state_id ?? null,
          bloodGroup: query.blood_group ?? null,
        }),
      ),
    );
  }
}
