import type { EntityManager } from '@mikro-orm/postgresql';
import type { WaitingWork } from '@app/domain';

/**
 * The work that waits for staff, one entry per queue: where its items are, which of them still wait, and the
 * console list (with its filter) staff work it from. The digest, the menu counts and the dashboard are all made
 * from this list, so a new queue is one more entry.
 */
export interface StaffQueue {
  /** Stable key (the API's and the console's). */
  name: string;
  /** One item and several, as the digest words them. */
  item: readonly [string, string];
  resource: string;
  /** The console list's filter that shows what waits: the SQL of what waits is made from it, so the two agree. */
  filter: Record<string, string | readonly string[]>;
  /** SQL: the table of the items (with `id` and `created_at`). */
  table: string;
  /** SQL: which rows of it are items of this queue at all (e.g. feedback the platform flagged); all when absent. */
  base?: string;
  /** The table's column for a filter field named otherwise in the console. */
  columns?: Record<string, string>;
}

export const STAFF_QUEUES: readonly StaffQueue[] = [
  {
    name: 'abuse_reports',
    item: ['abuse report', 'abuse reports'],
    resource: 'abuse-reports',
    filter: { status: ['open', 'investigating'] },
    table: 'abuse_report',
  },
  {
    name: 'flagged_feedback',
    item: ['flagged feedback', 'flagged feedback'],
    resource: 'flagged-feedback',
    filter: { status: ['open', 'investigating'] },
    table: 'feedback',
    base: `status = 'flagged'`,
    columns: { status: 'moderation_status' },
  },
  {
    name: 'advocate_applications',
    item: ['advocate application', 'advocate applications'],
    resource: 'advocate-applications',
    filter: { status: ['new', 'shortlisted'] },
    table: 'advocate_application',
  },
  {
    name: 'partnership_messages',
    item: ['partnership message', 'partnership messages'],
    resource: 'partnership-messages',
    filter: { status: 'new' },
    table: 'partnership_message',
  },
  {
    name: 'proposed_hospitals',
    item: ['proposed hospital', 'proposed hospitals'],
    resource: 'hospitals',
    filter: { status: 'listed', source: 'proposal' },
    table: 'hospital',
    base: `source = 'proposal'`,
  },
];

/** SQL: the rows of a queue's table that are its items. */
const itemsOf = (queue: StaffQueue) => queue.base ?? 'true';

/** SQL: `'a', 'b'`, of this file's own constants. */
const listOf = (value: string | readonly string[]) => [value].flat().map((one) => `'${one}'`);

/** SQL: the items that still wait, picked as the console's filter picks them. */
const waitingIn = (queue: StaffQueue) =>
  Object.entries(queue.filter)
    .map(([field, value]) => `${queue.columns?.[field] ?? field} in (${listOf(value).join(', ')})`)
    .reduce((sql, condition) => `${sql} and ${condition}`, itemsOf(queue));

/** How much waits in each queue and which item has waited longest, in one statement. */
export const waitingWork = async (em: EntityManager): Promise<WaitingWork[]> => {
  const rows = await em.execute<{ queue: string; count: number; id: string | null; at: Date | null }[]>(
    STAFF_QUEUES.map(
      (queue) =>
        `(select '${queue.name}' as queue,
            (select count(*)::int from ${queue.table} where ${waitingIn(queue)}) as count,
            oldest.id::text as id, oldest.created_at as at
          from (select 1) as one
          left join lateral (select id, created_at from ${queue.table} where ${waitingIn(queue)}
                             order by created_at, id limit 1) as oldest on true)`,
    ).join(' union all '),
  );
  return STAFF_QUEUES.map((queue) => {
    const row = rows.find((candidate) => candidate.queue === queue.name);
    return {
      queue: queue.name,
      resource: queue.resource,
      filter: queue.filter,
      count: row?.count ?? 0,
      oldest: row?.id && row.at ? { id: row.id, created_at: new Date(row.at).toISOString() } : null,
    };
  });
};

export interface ArrivedWork {
  queue: StaffQueue;
  count: number;
  /** The first of them (oldest first), for the digest's lines. */
  items: { id: string; created_at: Date }[];
}

/** What arrived in each queue in (from, until]; queues where nothing did are left out. */
export const arrivedBetween = async (
  em: EntityManager,
  from: Date,
  until: Date,
  listed: number,
): Promise<ArrivedWork[]> => {
  const arrived: ArrivedWork[] = [];
  for (const queue of STAFF_QUEUES) {
    const rows = await em.execute<{ id: string; created_at: Date; total: number }[]>(
      `select id::text as id, created_at, count(*) over ()::int as total from ${queue.table}
        where ${itemsOf(queue)} and created_at > ? and created_at <= ? order by created_at, id limit ?`,
      [from, until, listed],
    );
    if (rows.length)
      arrived.push({
        queue,
        count: rows[0]!.total,
        items: rows.map((row) => ({ id: row.id, created_at: new Date(row.created_at) })),
      });
  }
  return arrived;
};
