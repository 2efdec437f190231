import type { PayloadOf, AppealResponseChanged } from '@app/contracts';
import type { AppealResponseEntity } from '@app/persistence';

/** A donor's answer to an appeal, or its cancellation, as the event the staff charts count. */
export const responseChange = (
  response: AppealResponseEntity,
  change: 'coming' | 'cancelled',
): PayloadOf<typeof AppealResponseChanged> => ({
  appeal_id: response.appeal.id,
  response_id: response.id,
  donor_id: response.donor.id,
  change,
  responded_at: response.createdAt.toISOString(),
});
