import { api } from '@/lib/api-client';
import type { AdvocateRequest } from '@/lib/api-types';
import { advocateForm } from '@app/domain';

export const applyAsAdvocateInput = advocateForm;

export const applyAsAdvocate = (body: AdvocateRequest) => api.post<unknown>('/partnerships/advocates', body);
