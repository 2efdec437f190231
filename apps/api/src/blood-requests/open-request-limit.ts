import type { SqlStatements } from '../platform/sql/bound-statements.js';
import { BLOOD_REQUEST_ERRORS } from './blood-requests.errors.js';

/** The advisory-lock namespace of per-requester locks (the second key is the requester id's hash). */
const REQUESTER_LOCKS = 7302;

/**
 * Refuses a requester one more open (pending) request once they have `max` of them: each open request keeps its
 * search going, and so spends donors' alerts. Two creations from one account at the same moment both see the same
 * count, so the requester is locked until the caller's transaction (`sql`) ends. The wait offered is until the first of
 * them can expire; turning one off or having it served frees a place sooner.
 */
export const assertMayOpenRequest = async (
  sql: SqlStatements,
  requesterId: string,
  limits: { max: number; expiryHours: number },
  now = new Date(),
): Promise<void> => {
  await sql.execute(`select pg_advisory_xact_lock(${REQUESTER_LOCKS}, hashtext(?))`, [requesterId]);
  const [open] = await sql.execute<{ n: number; first_needed_at: Date | null }>(
    `select count(*)::int as n, min(needed_at) as first_needed_at
       from blood_request where requester_id = ? and status = 'pending'`,
    [requesterId],
  );
  if (!open || open.n < limits.max) return;
  const firstExpiry = new Date(open.first_needed_at!).getTime() + limits.expiryHours * 3_600_000;
  throw BLOOD_REQUEST_ERRORS.error('too_many_open', {
    params: { count: limits.max },
    retryAfterSeconds: Math.max(1, Math.ceil((firstExpiry - now.getTime()) / 1000)),
  });
};
