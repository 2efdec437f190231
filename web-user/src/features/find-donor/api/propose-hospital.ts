import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { BodyOf, DataOf } from '@/lib/api-types';

export type HospitalProposalPayload = BodyOf<'/v1/hospitals', 'post'>;

/** POST /v1/hospitals: "My hospital is not listed"; the new hospital is listed, unverified and usable at once. */
export const proposeHospital = (payload: HospitalProposalPayload) =>
  api.post<DataOf<'/v1/hospitals', 'post'>>('/hospitals', payload).then((data) => data.hospital);

export const useProposeHospital = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: proposeHospital,
    onSuccess: () => client.invalidateQueries({ queryKey: ['hospitals'] }),
  });
};
