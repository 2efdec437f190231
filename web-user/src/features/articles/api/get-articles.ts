import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataOf, silentApi } from '@/lib/api-client';
import type { DataOf } from '@/lib/api-types';

export type ArticlesPage = DataOf<'/v1/blogs', 'get'>;

/** GET /v1/blogs: published articles, newest first. */
export const getArticles = (page = 1, limit = 20) =>
  dataOf(silentApi.GET('/v1/blogs', { params: { query: { page, limit } } }));

export const articlesQueryOptions = (page = 1) =>
  queryOptions({ queryKey: ['blogs', { page }], queryFn: () => getArticles(page) });

export const useArticles = (page = 1) => useQuery(articlesQueryOptions(page));
