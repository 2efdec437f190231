import type { EntityManager } from '@mikro-orm/postgresql';

const lockKey = (name: string): number => {
  let hash = 0;
  for (const char of name) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
};

/**
 * Runs a scheduled job's work in a transaction holding a PostgreSQL advisory lock named after the job, so when
 * several instances run the same schedule only one does the work; the others return `skipped` at once.
 */
export const runExclusively = async <T>(
  em: EntityManager,
  job: string,
  work: (em: EntityManager) => Promise<T>,
): Promise<{ ran: true; result: T } | { ran: false }> =>
  em.fork().transactional(async (tx) => {
    const [row] = await tx.execute<{ locked: boolean }[]>('select pg_try_advisory_xact_lock(?) as locked', [
      lockKey(job),
    ]);
    if (!row?.locked) return { ran: false as const };
    return { ran: true as const, result: await work(tx) };
  });
