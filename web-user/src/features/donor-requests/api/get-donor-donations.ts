import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api-client';
import type { DataOf } from '@/lib/api-types';

export type DonorDonationsPage = DataOf<'/v1/requests/donations', 'get'>;

/** GET /v1/requests/donations?status=pending: requests the donor accepted that are not confirmed yet. */
export const getAcceptedDonations = () =>
  dataOf(api.GET('/v1/requests/donations', { params: { query: { status: 'pending', limit: 20 } } }));

export const acceptedDonationsQueryOptions = () =>
  queryOptions({ queryKey: ['donor-donations', 'pending'], queryFn: getAcceptedDonations });

export const useAcceptedDonations = () => useQuery(acceptedDonationsQueryOptions());
