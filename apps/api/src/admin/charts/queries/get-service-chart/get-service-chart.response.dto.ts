import { z } from 'zod';
import { SERVICE_CHARTS } from '@app/domain';

export const chartSchema = z.object({
  chart: z.enum(SERVICE_CHARTS),
  columns: z.array(z.string()),
  rows: z.array(z.array(z.union([z.string(), z.number(), z.null()]))),
  filtered_by_state_and_group: z.boolean(),
});
