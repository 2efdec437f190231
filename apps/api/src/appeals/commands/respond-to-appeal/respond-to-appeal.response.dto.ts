import { z } from 'zod';

export const appealResponseReplySchema = z.object({
  slot_start: z.string(),
  donor_code: z.string().describe('normalized (6 characters); shown as ABC-234'),
  hospital: z.object({
    name: z.string(),
    address: z.string().nullable(),
    latitude: z.number(),
    longitude: z.number(),
  }),
  map_url: z.string(),
});
export type AppealResponseReply = z.output<typeof appealResponseReplySchema>;
