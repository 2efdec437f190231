import { dataOf, silentApi } from '@/lib/api-client';

/** Best effort: the local session is cleared whatever the server answers. */
export const logout = () => dataOf(silentApi.POST('/v1/auth/logout')).catch(() => undefined);
