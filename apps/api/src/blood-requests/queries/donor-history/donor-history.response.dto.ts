import { z } from 'zod';
import { airtimeCreditSchema } from '../../../airtime/index.js';
import { donorMatchSchema } from '../donor-match/donor-match.response.dto.js';

export const historyItemSchema = donorMatchSchema.extend({
  feedback_given: z.boolean(),
  confirmed_by: z
    .enum(['recipient', 'hospital'])
    .nullable()
    .describe("who confirmed the donation: the hospital's officer or the recipient; null until confirmed"),
  airtime: airtimeCreditSchema.nullable().describe('the airtime thank-you for this donation, once it is confirmed'),
});
export type DonorHistoryItem = z.infer<typeof historyItemSchema>;
