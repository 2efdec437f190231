import { z } from 'zod';
import { BLOOD_GROUPS, GENDERS } from '@app/domain';

/**
 * What a donor sees of a request: who (first name and last initial), why, where (the hospital, never a home
 * address), when; never the recipient's or requester's phone number.
 */
export const donorRequestSchema = z.object({
  id: z.string(),
  image: z.string().nullable(),
  user: z.object({ first_name: z.string(), last_name: z.string().describe('initial only') }),
  recipient: z.enum(['self', 'others']),
  first_name: z.string(),
  gender: z.enum(GENDERS),
  reason: z.string().nullable(),
  hospital: z.string(),
  hospital_verified: z.boolean().describe('whether staff verified the hospital (never, for a free-text hospital)'),
  confirmed_by_hospital: z
    .string()
    .nullable()
    .describe("the hospital's name once its officer confirmed the request is genuine, else null"),
  state: z.string(),
  date: z.string(),
  blood_group: z.enum(BLOOD_GROUPS),
  units: z.number().int(),
  latitude: z.number(),
  longitude: z.number(),
  distance_km: z.number().nullable(),
});
export type DonorRequestView = z.infer<typeof donorRequestSchema>;

export interface DonorRequestRow {
  id: string;
  image: string | null;
  user_first_name: string;
  user_last_name: string;
  recipient: 'self' | 'others';
  first_name: string;
  gender: (typeof GENDERS)[number];
  reason: string | null;
  hospital: string;
  hospital_verified: boolean;
  confirmed_by_hospital: string | null;
  state_name: string;
  needed_at: Date;
  blood_group: (typeof BLOOD_GROUPS)[number];
  units: number;
  latitude: number;
  longitude: number;
  distance_km: number | null;
}

/** Columns for a DonorRequestRow from `blood_request r`, its requester `o`, state `s` and reason `rs`. */
export const DONOR_REQUEST_COLUMNS = `r.id, o.image, o.first_name as user_first_name, o.last_name as user_last_name,
  r.recipient, r.first_name, r.gender, coalesce(r.reason_text, rs.name) as reason, r.hospital,
  coalesce(h.status = 'verified', false) as hospital_verified,
  case when r.genuine_confirmed_at is not null then h.name end as confirmed_by_hospital, s.name as state_name,
  r.needed_at, r.blood_group, r.units, r.latitude, r.longitude`;

export const DONOR_REQUEST_JOINS = `join app_user o on o.id = r.requester_id
  join state s on s.id = r.state_id
  left join reason rs on rs.id = r.reason_id
  left join hospital h on h.id = r.hospital_id`;

const initial = (name: string) => (name ? `${name.charAt(0).toUpperCase()}.` : '');

export const toDonorRequestView = (row: DonorRequestRow): DonorRequestView => ({
  id: row.id,
  image: row.image,
  user: { first_name: row.user_first_name, last_name: initial(row.user_last_name) },
  recipient: row.recipient,
  first_name: row.first_name,
  gender: row.gender,
  reason: row.reason,
  hospital: row.hospital,
  hospital_verified: row.hospital_verified,
  confirmed_by_hospital: row.confirmed_by_hospital,
  state: row.state_name,
  date: new Date(row.needed_at).toISOString(),
  blood_group: row.blood_group,
  units: row.units,
  latitude: row.latitude,
  longitude: row.longitude,
  distance_km: row.distance_km === null ? null : Math.round(Number(row.distance_km) * 10) / 10,
});
