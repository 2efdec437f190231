import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api-client';
import type { DataOf } from '@/lib/api-types';

export type AvailabilityReply = DataOf<'/v1/user/availability', 'put'>;

/** PUT /v1/user/availability: pause alerts until a day (YYYY-MM-DD), or resume with null. */
export const setAvailability = (unavailableUntil: string | null) =>
  dataOf(api.PUT('/v1/user/availability', { body: { unavailable_until: unavailableUntil } }));

export const useSetAvailability = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setAvailability,
    onSettled: () =>
      Promise.all(['user', 'donor-requests'].map((key) => client.invalidateQueries({ queryKey: [key] }))),
  });
};
