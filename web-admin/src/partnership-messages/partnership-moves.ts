import type { PartnershipStatus } from '@app/domain';
import type { StatusMove } from '../components/StatusActions';

export const PARTNERSHIP_MOVE_LABELS: Record<PartnershipStatus, StatusMove> = {
  new: { label: 'Back to new', description: 'The message waits in the queue again.' },
  contacted: { label: 'Mark contacted', description: 'Someone got in touch with the sender.' },
  agreed: { label: 'Agreed', description: 'A partnership was agreed. This is final.', color: 'success' },
  declined: { label: 'Declined', description: 'No partnership will follow. This is final.', color: 'error' },
};
