import { z } from 'zod';

export const donationPreviewSchema = z.object({
  donor_name: z.string().describe('first name and last initial'),
  patient_name: z.string().nullable().describe("the request's patient; null for a donor who came for an appeal"),
  appeal_id: z.string().nullable(),
  request_id: z.string().nullable(),
});
export type DonationPreview = z.output<typeof donationPreviewSchema>;
