import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api-client';
import type { DataOf } from '@/lib/api-types';

export type DonorAppeal = DataOf<'/v1/appeals', 'get'>[number];
export type AppealSlot = DonorAppeal['slots'][number];

/**
 * GET /v1/appeals: the appeals that reached this donor and still run (or filled while their place holds), each with
 * its hourly slots and the donor's own answer.
 */
export const getAppeals = () => dataOf(api.GET('/v1/appeals'));

export const appealsQueryOptions = () => queryOptions({ queryKey: ['appeals'], queryFn: getAppeals });

export const useAppeals = () => useQuery(appealsQueryOptions());

/** A slot with room left, not already over. */
export const isOpenSlot = (slot: AppealSlot, now = Date.now()) =>
  slot.taken < slot.capacity && Date.parse(slot.start) + 60 * 60 * 1000 > now;
