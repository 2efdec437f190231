import type { Role } from '@/lib/storage';
import type { FeedbackType } from '@app/domain';

/** The feedback list and form speak of the author's role as the API's `type`. */
export const feedbackTypeOf = (role: Role): FeedbackType => (role === 'donor' ? 'Donor' : 'Recipient');
