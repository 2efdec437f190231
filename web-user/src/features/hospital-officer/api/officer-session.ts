import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, dataOf, silentApi } from '@/lib/api-client';
import type { DataOf } from '@/lib/api-types';
import { officerStorage } from '@/lib/officer-storage';

export type SignedInOfficer = DataOf<'/v1/hospital/auth/me', 'get'>;

/** GET /v1/hospital/auth/me: the officer and their hospital; a 401 (session ended) ends the stored session. */
export const getOfficer = async () => {
  try {
    const officer = await dataOf(silentApi.GET('/v1/hospital/auth/me'));
    officerStorage.setOfficer(officer);
    return officer;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      officerStorage.clear();
      return null;
    }
    throw error;
  }
};

export const officerQueryOptions = () => queryOptions({ queryKey: ['hospital', 'me'], queryFn: getOfficer });

export const useOfficer = (enabled: boolean) => useQuery({ ...officerQueryOptions(), enabled });

/** POST /v1/hospital/auth/logout ends this session at the API; the phone forgets it either way. */
export const logOutOfficer = async () => {
  await dataOf(silentApi.POST('/v1/hospital/auth/logout')).catch(() => undefined);
  officerStorage.clear();
};
