import { USER_VIEW_COLUMNS, type UserViewSource } from '../../user.view.js';

/**
 * The select list of the user as GET /v1/user shows it, for a query over `app_user u left join state s on
 * s.id = u.state_id`. The session check reads it in the same statement (database-session.validator.ts), so the
 * signed-in user's own view costs no query of its own: a read that changes nothing needs no forked unit of work,
 * identity map or entity hydration, which the CPU profile showed to cost more than the query (docs/benchmarks.md).
 */
export const USER_VIEW_SELECT = `${Object.entries(USER_VIEW_COLUMNS)
  .map(([field, column]) => `${column} as "${field}"`)
  .join(', ')}, s.id as "stateId", s.name as "stateName"`;

export type UserViewRow = Omit<UserViewSource, 'state' | 'pausedUntil' | 'createdAt'> & {
  pausedUntil: Date | string | null;
  createdAt: Date | string;
  stateId: number | null;
  stateName: string | null;
};

export const toUserViewSource = (row: UserViewRow): UserViewSource => {
  const { stateId, stateName, pausedUntil, createdAt, ...fields } = row;
  return {
    ...fields,
    pausedUntil: pausedUntil === null ? null : new Date(pausedUntil),
    createdAt: new Date(createdAt),
    state: stateId === null ? null : { id: stateId, name: stateName! },
  };
};
