import { z } from 'zod';

export const placeSchema = z.object({
  name: z.string(),
  kind: z.string(),
  state: z.string(),
  state_id: z.number().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  /** For a district (kind `area`), the town it is part of, when the data names one. */
  town: z.string().optional(),
});

export type Place = z.infer<typeof placeSchema>;
