import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { DomainError, StaffRole } from '@app/domain';
import type { ListQuery } from './queries/list-resource/list-resource.request.dto.js';
import type { ResourceListing } from './simple-rest.js';

/**
 * A staff-console resource's reads, declared once: the list, show and export routes and their handlers are made
 * from it, so every resource behaves the same.
 */
export interface ResourceReading<E extends object> {
  listing: ResourceListing<E>;
  /** The records as the console sees them (a batch, so per-row figures can be read in one query). */
  present: (em: EntityManager, rows: E[]) => Promise<unknown[]> | unknown[];
  schema: z.ZodType;
  /** One record's fuller view (GET /<resource>/<id>), when it has more than a list row. */
  detail?: { schema: z.ZodType; present: (em: EntityManager, row: E) => Promise<unknown> };
  notFound: () => DomainError;
  roles?: StaffRole[];
  /** False for records about no one (articles) and for the log itself: their reads are not logged (exports are). */
  auditReads?: boolean;
}

/** What a list or export asked for, as its audit entry keeps it (the search text included: what was looked for). */
export const askedFor = (query: Partial<ListQuery>) =>
  Object.fromEntries(
    Object.entries(query)
      .filter(([, text]) => text)
      .map(([key, text]) => [key, JSON.parse(text as string) as unknown]),
  );

/** Many records at once: the entry names no single record. */
export const MANY = '*';
