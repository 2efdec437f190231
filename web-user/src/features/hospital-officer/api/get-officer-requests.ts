import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type OfficerRequestStatus = 'open' | 'closed';

export interface OfficerMatch {
  id: string;
  donor_name: string;
  status: string;
  accepted_at: string;
  confirmed_at: string | null;
  confirmed_by: 'hospital' | 'recipient' | null;
  no_show_at: string | null;
}

export interface OfficerRequest {
  id: string;
  patient_name: string;
  blood_group: string;
  units: number;
  needed_at: string;
  status: string;
  created_at: string;
  genuine_confirmed_at: string | null;
  matches: OfficerMatch[];
}

/** GET /v1/hospital/requests: the officer's own hospital's requests, open (still taking donors) or closed. */
export const getOfficerRequests = (status: OfficerRequestStatus) =>
  api.get<OfficerRequest[]>('/hospital/requests', { query: { status } });

export const officerRequestsQueryOptions = (status: OfficerRequestStatus) =>
  queryOptions({
    queryKey: ['hospital', 'requests', status],
    queryFn: () => getOfficerRequests(status),
  });

export const useOfficerRequests = (status: OfficerRequestStatus) => useQuery(officerRequestsQueryOptions(status));
