import { adminNotFound } from '../admin.errors.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { ArticleEntity, UploadEntity } from '@app/persistence';
import { iso } from '../platform/admin-replies.js';
import type { ResourceReading } from '../platform/resource-reading.js';
import { filterFields, integerId } from '../platform/simple-rest.js';

export const ARTICLE_STATUSES = ['draft', 'published'] as const;

export const adminArticleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string().describe('sanitised HTML'),
  image: z.string().nullable(),
  status: z.enum(ARTICLE_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
  published_at: z.string().nullable(),
});

const httpUrl = z
  .url({ protocol: /^https?$/, error: 'image must be an http(s) URL' })
  .max(500, 'image must be an http(s) URL');

/** What staff write; the HTML is sanitised on save with the site's allow-list (ArticleEntity's hook). */
export const articleBody = z.object({
  title: z
    .string({ error: 'Title cannot be empty' })
    .trim()
    .min(1, 'Title cannot be empty')
    .max(200, 'Keep the title under 200 characters'),
  content: z
    .string({ error: 'Content cannot be empty' })
    .min(1, 'Content cannot be empty')
    .max(200_000, 'Keep the content under 200000 characters'),
  image: httpUrl.nullable().optional(),
  status: z.enum(ARTICLE_STATUSES, { error: 'status must be draft or published' }),
});
export type ArticleBody = z.output<typeof articleBody>;

export const adminArticleView = (article: ArticleEntity): z.output<typeof adminArticleSchema> => ({
  id: article.id,
  title: article.title,
  content: article.content,
  image: article.image,
  status: article.status,
  created_at: article.createdAt.toISOString(),
  updated_at: article.updatedAt.toISOString(),
  published_at: iso(article.publishedAt),
});

/** Writes staff's values onto an article; the first publication is dated. */
export const applyArticleBody = (article: ArticleEntity, body: ArticleBody) => {
  article.title = body.title;
  article.content = body.content;
  if (body.image !== undefined) article.image = body.image;
  article.status = body.status;
  if (body.status === 'published') article.publishedAt ??= new Date();
};

/** Uploads an article shows (its image, images in its HTML) are in use: the unclaimed-upload cleanup keeps them. */
export const claimArticleUploads = async (em: EntityManager, article: ArticleEntity) => {
  const urls = [
    article.image,
    ...[...article.content.matchAll(/<img[^>]+src="([^"]+)"/g)].map((match) => match[1]),
  ].filter((url): url is string => Boolean(url));
  if (urls.length)
    await em.nativeUpdate(UploadEntity, { url: { $in: urls }, claimedAt: null }, { claimedAt: new Date() });
};

export const articles: ResourceReading<ArticleEntity> = {
  listing: {
    resource: 'articles',
    entity: ArticleEntity,
    id: integerId,
    filters: {
      status: filterFields.oneOf('status', ARTICLE_STATUSES),
      q: filterFields.search('title'),
    },
    sorts: { created_at: 'createdAt', title: 'title', published_at: 'publishedAt', updated_at: 'updatedAt' },
    defaultSort: ['created_at', 'DESC'],
  },
  present: (_em, rows) => rows.map(adminArticleView),
  schema: adminArticleSchema,
  notFound: adminNotFound('article_not_found'),
  auditReads: false,
};
