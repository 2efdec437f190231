import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Article } from '@/lib/api-types';

export const getArticle = (id: string) =>
  api
    .get<{ blog?: Article } & Partial<Article>>(`/blogs/${encodeURIComponent(id)}`, { silent: true })
    .then((data) => (data?.blog ?? data) as Article);

export const articleQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['blogs', 'detail', id], queryFn: () => getArticle(id) });

export const useArticle = (id: string) => useQuery(articleQueryOptions(id));
