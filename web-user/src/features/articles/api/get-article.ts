import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataOf, silentApi } from '@/lib/api-client';

export const getArticle = (id: string) =>
  dataOf(silentApi.GET('/v1/blogs/{id}', { params: { path: { id: Number(id) } } })).then((data) => data.blog);

export const articleQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['blogs', 'detail', id], queryFn: () => getArticle(id) });

export const useArticle = (id: string) => useQuery(articleQueryOptions(id));
