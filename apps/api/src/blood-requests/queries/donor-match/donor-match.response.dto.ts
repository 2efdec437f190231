import { z } from 'zod';
import { donorRequestSchema } from '../../donor-request.view.js';

export const donorMatchSchema = z.object({
  id: z.string(),
  status: z.enum(['accepted', 'confirmed', 'no_show']),
  attempted: z.boolean(),
  date: z.string().describe('when you accepted'),
  donated_on: z.string().nullable(),
  donor_code: z
    .string()
    .nullable()
    .describe('the code you give at the blood bank (normalized; shown as ABC-234); null for older matches'),
  contact_phone: z
    .string()
    .nullable()
    .describe(
      "the number to call about the donation (another recipient's, else the requester's); null after a no-show",
    ),
  request: donorRequestSchema,
});

export type DonorMatchView = z.infer<typeof donorMatchSchema>;
