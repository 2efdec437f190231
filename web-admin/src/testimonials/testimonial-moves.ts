import { TESTIMONIAL_DECISIONS } from '@app/domain';
import type { StatusMove } from '../components/StatusActions';

export type TestimonialStatus = 'pending' | (typeof TESTIMONIAL_DECISIONS)[number];

/** A pending testimonial is approved (shown on the home page) or rejected; either decision is final. */
export const TESTIMONIAL_MOVES: Record<TestimonialStatus, readonly TestimonialStatus[]> = {
  pending: TESTIMONIAL_DECISIONS,
  approved: [],
  rejected: [],
};

export const TESTIMONIAL_MOVE_LABELS: Record<TestimonialStatus, StatusMove> = {
  pending: { label: 'Back to pending', description: 'The testimonial waits for a decision again.' },
  approved: { label: 'Approve', description: 'It shows on the home page at once.', color: 'success' },
  rejected: { label: 'Reject', description: 'It is never shown. Say why.', color: 'error', noteRequired: true },
};
