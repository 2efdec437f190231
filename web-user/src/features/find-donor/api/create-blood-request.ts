import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api-client';
import type { DataOf } from '@/lib/api-types';

/** The new-blood-request payload of spec section 3, as the wizard sends it. */
export interface NewBloodRequestPayload {
  recipient: 'self' | 'others';
  reason_id: number;
  reason?: string;
  units: number;
  /** "YYYY-MM-DD HH:mm:ss", Nigerian time. */
  date: string;
  /** The registry's hospital: the API takes the request's place from it. */
  hospital_id: string;
  physician: string;
  first_name?: string;
  last_name?: string;
  gender?: string;
  blood_group?: string;
  /** Omitted for yourself; 234 and ten digits, without the plus. */
  phone_number?: string;
}

export type CreatedBloodRequest = DataOf<'/v1/requests', 'post'>['request'];

/** POST /v1/requests: the request is created and the donor search starts at once. */
export const createBloodRequest = (payload: NewBloodRequestPayload) =>
  dataOf(api.POST('/v1/requests', { body: payload })).then((data) => data.request);

export const useCreateBloodRequest = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createBloodRequest,
    onSuccess: () => client.invalidateQueries({ queryKey: ['your-requests'] }),
  });
};
