import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataOf, silentApi } from '@/lib/api-client';
import type { DataOf } from '@/lib/api-types';

/** The number, whether it is verified, the SMS choice, and until when the last code works (GET /v1/user/phone). */
export type PhoneStatus = DataOf<'/v1/user/phone', 'get'>;

export const PHONE_STATUS_KEY = ['user', 'phone'] as const;

/** Silent: the card says itself when it cannot load, rather than a toast over the whole profile. */
export const getPhoneStatus = () => dataOf(silentApi.GET('/v1/user/phone'));

export const phoneStatusQueryOptions = () => queryOptions({ queryKey: PHONE_STATUS_KEY, queryFn: getPhoneStatus });

export const usePhoneStatus = () => useQuery(phoneStatusQueryOptions());
