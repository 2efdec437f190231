import { dataOf, silentApi } from '@/lib/api-client';
import type { Role } from '@/lib/storage';

/** PUT /v1/user {role}: the account type follows the user to other devices; the switch itself is local first. */
export const updateRole = (role: Role) =>
  dataOf(silentApi.PUT('/v1/user', { body: { role } })).then((data) => data.user);
