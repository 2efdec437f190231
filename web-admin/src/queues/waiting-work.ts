import { useQuery } from '@tanstack/react-query';
import type { WaitingWork } from '@app/domain';
import { useAdminDataProvider } from '../components/use-admin-data-provider';

export type { WaitingWork } from '@app/domain';

/** Asked again every minute, so the menu's counts follow what arrives while a staff member works. */
const REFRESH_MS = 60_000;

export const useWaitingWork = () => {
  const dataProvider = useAdminDataProvider();
  return useQuery({
    queryKey: ['waiting-work'],
    queryFn: () => dataProvider.getQueues(),
    refetchInterval: REFRESH_MS,
  }).data;
};

/** The statuses in which a record of `resource` still waits for staff (from its queue's filter), or null. */
export const waitingStatuses = (work: WaitingWork[] | undefined, resource: string): string[] | null => {
  const status = work?.find((queue) => queue.resource === resource)?.filter.status;
  if (status === undefined) return null;
  return (Array.isArray(status) ? status : [status]).map(String);
};

/** How long something has waited, in the largest whole unit: "45 min", "3 h", "2 days". */
export const waitedFor = (since: string | Date, now: Date = new Date()): string => {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(since).getTime()) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h`;
  return `${Math.floor(hours / 24)} days`;
};
