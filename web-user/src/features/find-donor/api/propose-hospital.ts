import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api-client';
import type { BodyOf } from '@/lib/api-types';

export type HospitalProposalPayload = BodyOf<'/v1/hospitals', 'post'>;

/** POST /v1/hospitals: "My hospital is not listed"; the new hospital is listed, unverified and usable at once. */
export const proposeHospital = (payload: HospitalProposalPayload) =>
  dataOf(api.POST('/v1/hospitals', { body: payload })).then((data) => data.hospital);

export const useProposeHospital = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: proposeHospital,
    onSuccess: () => client.invalidateQueries({ queryKey: ['hospitals'] }),
  });
};
