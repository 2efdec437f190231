import { api, dataOf } from '@/lib/api-client';
import type { AdvocateRequest } from '@/lib/api-types';
import { advocateForm } from '@app/domain';

export const applyAsAdvocateInput = advocateForm;

export const applyAsAdvocate = (body: AdvocateRequest) => dataOf(api.POST('/v1/partnerships/advocates', { body }));
