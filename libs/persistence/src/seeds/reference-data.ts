import type { EntityManager } from '@mikro-orm/postgresql';
import { NIGERIAN_STATES } from '@app/geo';
import { sanitizeArticleHtml } from '../entities/article-html.js';
import { STARTER_ARTICLES } from './starter-articles.js';

export const EDUCATION_LEVELS = [
  'Primary School',
  'Secondary School (SSCE/WAEC/NECO)',
  'National Diploma (ND)',
  'Higher National Diploma (HND)',
  "Bachelor's Degree",
  "Master's Degree",
  'Doctorate (PhD)',
  'Other',
];

export const DECLINE_REASONS = [
  'I am not feeling well',
  'I recently donated blood',
  'I am on medication',
  'The hospital is too far from me',
  'I am not available on that date',
  'I am travelling',
  'Other',
];

export const REQUEST_REASONS = [
  'Surgery',
  'Accident or trauma',
  'Childbirth and pregnancy complications',
  'Sickle cell crisis',
  'Anaemia',
  'Cancer treatment',
  'Kidney disease',
  'Malaria complications',
  'Other',
];

export const PAYMENT_SERVICES: Array<{ name: string; kind: 'cash' | 'crypto' }> = [
  { name: 'Cash', kind: 'cash' },
  { name: 'Crypto', kind: 'crypto' },
];

const insertNames = async (em: EntityManager, table: string, names: string[], extra: Record<string, string> = {}) => {
  const columns = ['name', ...Object.keys(extra)];
  for (const name of names) {
    await em
      .getConnection()
      .execute(
        `insert into "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) values (${columns.map(() => '?').join(', ')}) on conflict do nothing`,
        [name, ...Object.values(extra)],
      );
  }
};

/** Reference data every installation needs. Idempotent: run on every migrate, it adds only what is missing. */
export const seedReferenceData = async (em: EntityManager): Promise<void> => {
  await em.transactional(async (tx) => {
    await insertNames(tx, 'state', [...NIGERIAN_STATES]);
    await insertNames(tx, 'education_level', EDUCATION_LEVELS);
    await insertNames(tx, 'reason', DECLINE_REASONS, { type: 'decline' });
    await insertNames(tx, 'reason', REQUEST_REASONS, { type: 'request' });
    for (const service of PAYMENT_SERVICES)
      await insertNames(tx, 'payment_service', [service.name], { kind: service.kind });
    const [{ count }] = await tx
      .getConnection()
      .execute<{ count: string }[]>('select count(*)::text as count from article');
    if (count === '0') {
      for (const article of STARTER_ARTICLES) {
        await tx
          .getConnection()
          .execute(
            'insert into article (title, content, image, status, published_at, created_at, updated_at) values (?, ?, null, ?, now(), now(), now())',
            [article.title, sanitizeArticleHtml(article.content), 'published'],
          );
      }
    }
  });
};
