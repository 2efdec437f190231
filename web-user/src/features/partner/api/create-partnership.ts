import { useMutation } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api-client';
import type { PartnershipRequest } from '@/lib/api-types';
import { partnerForm } from '@app/domain';

export const createPartnershipInput = partnerForm;

export const createPartnership = (body: PartnershipRequest) => dataOf(api.POST('/v1/partnerships', { body }));

export const useCreatePartnership = () => useMutation({ mutationFn: createPartnership });
