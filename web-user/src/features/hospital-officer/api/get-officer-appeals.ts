import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api-client';
import type { DataOf } from '@/lib/api-types';

export type OfficerAppeal = DataOf<'/v1/hospital/appeals', 'get'>[number];
export type OfficerAppealSlot = DataOf<'/v1/hospital/appeals/{id}/slots', 'get'>[number];

/** GET /v1/hospital/appeals: the officer's own hospital's appeals, newest first. */
export const getOfficerAppeals = () => dataOf(api.GET('/v1/hospital/appeals'));

export const officerAppealsQueryOptions = () =>
  queryOptions({ queryKey: ['hospital', 'appeals'], queryFn: getOfficerAppeals });

export const useOfficerAppeals = () => useQuery(officerAppealsQueryOptions());

/** GET /v1/hospital/appeals/{id}/slots: donors coming in each hour, against what the hospital can take. */
export const getOfficerAppealSlots = (id: string) =>
  dataOf(api.GET('/v1/hospital/appeals/{id}/slots', { params: { path: { id } } }));

export const useOfficerAppealSlots = (id: string) =>
  useQuery({ queryKey: ['hospital', 'appeals', id, 'slots'], queryFn: () => getOfficerAppealSlots(id) });
