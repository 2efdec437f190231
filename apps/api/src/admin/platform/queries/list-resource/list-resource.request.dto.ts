import { z } from 'zod';

/** The query string every list takes; each value is JSON, as ra-data-simple-rest sends it. */
export const exportQuery = z.object({
  sort: z.string().max(200).optional().describe('JSON ["field","ASC"|"DESC"]'),
  filter: z.string().max(10_000).optional().describe('JSON object of filter fields; {"id":[...]} for getMany'),
});
export const listQuery = exportQuery.extend({
  range: z.string().max(100).optional().describe('JSON [start,end], inclusive, at most 100 rows'),
});
export type ListQuery = z.output<typeof listQuery>;
export type ExportQuery = z.output<typeof exportQuery>;
