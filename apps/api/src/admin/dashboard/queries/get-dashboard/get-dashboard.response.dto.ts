import { z } from 'zod';
import { waitingWorkSchema } from '../../../queues/queries/get-queues/get-queues.response.dto.js';

const count = z.number().int();

export const dashboardSchema = z.object({
  figures: z.object({
    registered_donors: count,
    donation_requests: count,
    successful_matches: count,
    advocates: count,
  }),
  queues: z.object({
    open_reports: count,
    flagged_feedback: count,
    pending_applications: count,
    pending_testimonials: count,
    unconfirmed_crypto_donations: count,
    proposed_hospitals: count,
  }),
  waiting: z.array(waitingWorkSchema).describe('per queue: how many wait and the item that has waited longest'),
});

export type Dashboard = z.output<typeof dashboardSchema>;
