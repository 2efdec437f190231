import { z } from 'zod';
import { appealSchema } from '../../appeal.view.js';

export const donorAppealSchema = appealSchema.extend({
  my_response: z.object({ slot_start: z.string(), donor_code: z.string() }).nullable(),
  slots: z.array(z.object({ start: z.string(), taken: z.number().int(), capacity: z.number().int() })),
});
export type DonorAppealView = z.output<typeof donorAppealSchema>;
