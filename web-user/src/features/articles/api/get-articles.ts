import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, dataOf, silentApi } from '@/lib/api-client';
import type { Article, PageInfo } from '@/lib/api-types';

export interface ArticlesPage {
  blogs: Article[];
  page_info?: PageInfo;
}

/** GET /v1/blogs. Until the blog service is deployed (404) the list is empty rather than an error. */
export const getArticles = (page = 1, limit = 20) =>
  dataOf(silentApi.GET('/v1/blogs', { params: { query: { page, limit } } }))
    .then((data) => ({ ...data, blogs: data?.blogs ?? [] }))
    .catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 404) return { blogs: [] } as ArticlesPage;
      throw error;
    });

export const articlesQueryOptions = (page = 1) =>
  queryOptions({ queryKey: ['blogs', { page }], queryFn: () => getArticles(page) });

export const useArticles = (page = 1) => useQuery(articlesQueryOptions(page));
