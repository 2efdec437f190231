import type { EntityManager } from '@mikro-orm/postgresql';
import { USER_VIEW_COLUMNS, type UserViewSource } from '../../user.view.js';

const USER_VIEW_SQL = `select ${Object.entries(USER_VIEW_COLUMNS)
  .map(([field, column]) => `${column} as "${field}"`)
  .join(', ')}, s.id as "stateId", s.name as "stateName"
  from app_user u left join state s on s.id = u.state_id
 where u.id = ?`;

type Row = Omit<UserViewSource, 'state' | 'pausedUntil' | 'createdAt'> & {
  pausedUntil: Date | string | null;
  createdAt: Date | string;
  stateId: number | null;
  stateName: string | null;
};

/**
 * The user as GET /v1/user shows it, in one plain query: a read that changes nothing needs no forked unit of work,
 * identity map or entity hydration, which the CPU profile showed to cost more than the query (docs/benchmarks.md).
 */
export const readUserViewSource = async (em: EntityManager, id: string): Promise<UserViewSource | null> => {
  const [row] = await em.getConnection().execute<Row[]>(USER_VIEW_SQL, [id]);
  if (!row) return null;
  const { stateId, stateName, pausedUntil, createdAt, ...fields } = row;
  return {
    ...fields,
    pausedUntil: pausedUntil === null ? null : new Date(pausedUntil),
    createdAt: new Date(createdAt),
    state: stateId === null ? null : { id: stateId, name: stateName! },
  };
};
