import { MODERATION_MOVES, type ModerationStatus } from '@app/domain';
import type { ShowWorkflow } from './ModerationShow';
import type { StatusMove } from './StatusActions';

/** The buttons of the report workflow (abuse reports and flagged feedback share it). */
export const MODERATION_MOVE_LABELS: Record<ModerationStatus, StatusMove> = {
  open: { label: 'Reopen', description: 'The report goes back to the open queue.' },
  investigating: {
    label: 'Investigate',
    description: 'Mark the report as being looked into; it stays in the queue until resolved or dismissed.',
  },
  resolved: {
    label: 'Resolve',
    description: 'Close the report as acted upon. Say what was done; this is final.',
    color: 'success',
    noteRequired: true,
  },
  dismissed: {
    label: 'Dismiss',
    description: 'Close the report without action. Say why; this is final.',
    color: 'error',
    noteRequired: true,
  },
};

/** Abuse reports and flagged feedback follow the same workflow, with the staff note. */
export const REPORT_WORKFLOW: ShowWorkflow<ModerationStatus> = {
  title: 'Status',
  note: { source: 'staff_note', label: 'Staff note' },
  moves: MODERATION_MOVES,
  labels: MODERATION_MOVE_LABELS,
};
