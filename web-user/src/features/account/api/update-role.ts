import { api } from '@/lib/api-client';
import type { User } from '@/lib/api-types';
import type { Role } from '@/lib/storage';

/** PUT /v1/user {role}: the account type follows the user to other devices; the switch itself is local first. */
export const updateRole = (role: Role) =>
  api.put<{ user: User }>('/user', { role }, { silent: true }).then((data) => data.user);
