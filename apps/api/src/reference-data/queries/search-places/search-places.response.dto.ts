import { z } from 'zod';

export const placeSchema = z.object({
  name: z.string(),
  kind: z.string(),
  state: z.string(),
  state_id: z.number().nullable(),
  latitude: z.number(),
  longitude: z.number(),
});

export type Place = z.infer<typeof placeSchema>;
