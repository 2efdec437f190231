import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BloodGroup } from '@app/domain';
import { api } from '@/lib/api-client';

export interface AppealSlot {
  start: string;
  taken: number;
  capacity: number;
}

export interface DonorAppeal {
  id: string;
  hospital: { id: string; name: string; address: string; state: string; latitude: number; longitude: number };
  blood_groups: BloodGroup[];
  units_wanted: number;
  until: string;
  reason: string;
  status: 'running' | 'filled' | 'stopped' | 'ended';
  coming_count: number;
  my_response: { slot_start: string; donor_code: string } | null;
  slots: AppealSlot[];
}

/** GET /v1/appeals: the running appeals that reached this donor, each with its hourly slots and the donor's answer. */
export const getAppeals = () => api.get<{ data: DonorAppeal[] } | DonorAppeal[]>('/appeals').then(appealsOf);

// The list comes as `{ data: [...] }` inside the reply envelope; a bare list is read the same way.
const appealsOf = (reply: { data: DonorAppeal[] } | DonorAppeal[] | null): DonorAppeal[] =>
  Array.isArray(reply) ? reply : (reply?.data ?? []);

export const appealsQueryOptions = () => queryOptions({ queryKey: ['appeals'], queryFn: getAppeals });

export const useAppeals = ({ enabled = true } = {}) => useQuery({ ...appealsQueryOptions(), enabled });

/** A slot with room left, not already begun. */
export const isOpenSlot = (slot: AppealSlot, now = Date.now()) =>
  slot.taken < slot.capacity && Date.parse(slot.start) + 60 * 60 * 1000 > now;
