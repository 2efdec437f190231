import { Controller, Get, Param } from '@nestjs/common';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { StaffRoute } from '@app/auth';
import { BLOOD_GROUPS, SERVICE_CHARTS } from '@app/domain';
import { serviceChart } from '@app/projectors';
import { ApiErrors } from '../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../platform/http/replies.js';
import { parseOrThrow, ValidQuery } from '../../platform/http/validation.js';

/** Two years at most: the charts are drawn one point a day. */
export const MAX_CHART_DAYS = 731;
const DAY_MS = 86_400_000;

const isoDay = (field: string) =>
  z
    .string({ error: `${field} must be a date (YYYY-MM-DD)` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a date (YYYY-MM-DD)`)
    .refine(
      (value) =>
        !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
        new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
      `${field} must be a date (YYYY-MM-DD)`,
    );

const chartQuery = z
  .object({
    from: isoDay('from'),
    to: isoDay('to'),
    state_id: z.coerce
      .number({ error: 'state_id must be a state id' })
      .int('state_id must be a state id')
      .min(1, 'state_id must be a state id')
      .optional(),
    blood_group: z.enum(BLOOD_GROUPS, { error: `blood_group must be one of ${BLOOD_GROUPS.join(', ')}` }).optional(),
  })
  .refine(({ from, to }) => from <= to, { message: 'from must not be after to', path: ['to'] })
  .refine(({ from, to }) => (Date.parse(to) - Date.parse(from)) / DAY_MS < MAX_CHART_DAYS, {
    message: `A chart covers at most ${MAX_CHART_DAYS} days`,
    path: ['from'],
  });

const chartSchema = z.object({
  chart: z.enum(SERVICE_CHARTS),
  columns: z.array(z.string()),
  rows: z.array(z.array(z.union([z.string(), z.number(), z.null()]))),
  filtered_by_state_and_group: z.boolean(),
});

/**
 * One staff chart over a date range, optionally one state and one blood group, from the stats projector's chart
 * read models (aggregates only: no person appears in them, so reading them is not audited).
 */
@ApiTags('admin')
@StaffRoute()
@Controller('admin/charts')
export class GetServiceChartController {
  constructor(private readonly em: EntityManager) {}

  @Get(':chart')
  @ApiParam({ name: 'chart', enum: SERVICE_CHARTS })
  @ApiReply(chartSchema)
  @ApiErrors(400, 401)
  async chart(@Param('chart') chart: string, @ValidQuery(chartQuery) query: z.output<typeof chartQuery>) {
    const name = parseOrThrow(z.object({ chart: z.enum(SERVICE_CHARTS, { error: 'Unknown chart' }) }), { chart });
    return reply(
      await serviceChart(this.em.fork(), name.chart, {
        from: query.from,
        to: query.to,
        stateId: query.state_id ?? null,
        bloodGroup: query.blood_group ?? null,
      }),
    );
  }
}
