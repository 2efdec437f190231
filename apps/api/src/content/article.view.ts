import { z } from 'zod';
import { sanitizeArticleHtml, type ArticleEntity } from '@app/persistence';

export const articleView = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string().describe('HTML, sanitised against the allow-list'),
  created_on: z.string().describe('The date readers are shown: when the article was published (else written)'),
  image: z.string().nullable(),
});
export type ArticleView = z.output<typeof articleView>;

/** Content is sanitised when written; it is cleaned again on the way out, so rows written around the ORM are safe too. */
export const toArticleView = (article: ArticleEntity): ArticleView => ({
  id: article.id,
  title: article.title,
  content: sanitizeArticleHtml(article.content),
  created_on: (article.publishedAt ?? article.createdAt).toISOString(),
  image: article.image,
});
