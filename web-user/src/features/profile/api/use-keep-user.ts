import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { User } from '@/lib/api-types';
import { useSession } from '@/lib/session';

/** The user an update replied with becomes the session's (top bar avatar, name) and the cached GET /v1/user. */
export const useKeepUser = () => {
  const { setUser } = useSession();
  const client = useQueryClient();
  return useCallback(
    (user: User) => {
      setUser(user);
      client.setQueryData(['user', 'me'], user);
    },
    [client, setUser],
  );
};
