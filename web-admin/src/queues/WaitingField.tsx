import { useRecordContext, useResourceContext } from 'react-admin';
import { waitedFor, waitingStatuses, useWaitingWork } from './waiting-work';

/** How long the record has waited for staff, while its status is one its queue counts; a dash once handled. */
export function WaitingField(_props: { label?: string }) {
  const record = useRecordContext<{ status?: string; moderation_status?: string; created_at?: string }>();
  const resource = useResourceContext();
  const statuses = waitingStatuses(useWaitingWork(), resource ?? '');
  const waiting = record?.created_at && record.status && statuses?.includes(record.status);
  return <span>{waiting ? waitedFor(record.created_at!) : '—'}</span>;
}
