import { z } from 'zod';
import { BLOOD_GROUPS, SERVICE_CHARTS } from '@app/domain';

/** Two years at most: the charts are drawn one point a day. */
const MAX_CHART_DAYS = 731;
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

export const chartName = z.object({ chart: z.enum(SERVICE_CHARTS, { error: 'Unknown chart' }) });

export const chartQuery = z
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
export type ChartQuery = z.output<typeof chartQuery>;
