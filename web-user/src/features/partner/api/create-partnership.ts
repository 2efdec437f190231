import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { PartnershipRequest } from '@/lib/api-types';
import { partnerForm } from '@app/domain';

export const createPartnershipInput = partnerForm;

export const createPartnership = (body: PartnershipRequest) => api.post<unknown>('/partnerships', body);

export const useCreatePartnership = () => useMutation({ mutationFn: createPartnership });
