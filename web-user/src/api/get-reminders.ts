import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api-client';
import type { DataOf } from '@/lib/api-types';
import type { PageParams } from './get-donor-requests';

export type RemindersPage = DataOf<'/v1/reminders', 'get'>;
export type Reminder = RemindersPage['reminders'][number];

/** GET /v1/reminders: the donor's reminders, soonest first, each with calendar links (a signed .ics). */
export const getReminders = ({ page = 1, limit = 20 }: PageParams) =>
  dataOf(api.GET('/v1/reminders', { params: { query: { page, limit } } }));

export const remindersQueryOptions = (params: PageParams = {}) =>
  queryOptions({
    queryKey: ['reminders', params],
    queryFn: () => getReminders(params),
    placeholderData: keepPreviousData,
  });

export const useReminders = (params: PageParams = {}) => useQuery(remindersQueryOptions(params));
