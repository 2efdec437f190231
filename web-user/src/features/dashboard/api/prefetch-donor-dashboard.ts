import type { QueryClient } from '@tanstack/react-query';
import { donationStatsQueryOptions } from '@/api/get-donation-stats';
import { donorHistoryQueryOptions } from '@/api/get-donor-history';
import { donorRequestsQueryOptions } from '@/api/get-donor-requests';
import { remindersQueryOptions } from '@/api/get-reminders';
import { DASHBOARD_LIST_SIZE } from '../components/donor-widgets';

/** What a donor's dashboard reads, under the keys its widgets ask by. */
export const prefetchDonorDashboard = (client: QueryClient) => {
  const latest = { limit: DASHBOARD_LIST_SIZE };
  return Promise.all([
    client.prefetchQuery(donorRequestsQueryOptions(latest)),
    client.prefetchQuery(donorHistoryQueryOptions(latest)),
    client.prefetchQuery(remindersQueryOptions(latest)),
    client.prefetchQuery(donationStatsQueryOptions()),
  ]);
};
