import { api } from '@/lib/api-client';

/** Best effort: the local session is cleared whatever the server answers. */
export const logout = () => api.post<unknown>('/auth/logout', undefined, { silent: true }).catch(() => undefined);
