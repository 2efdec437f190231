import { z } from 'zod';
import { HOSPITAL_KINDS } from '@app/domain';
import { normalizePlaceName } from '@app/geo';

/** A hospital's names and address, as both the app and the staff console show them. */
export const hospitalIdentitySchema = z.object({
  id: z.string(),
  name: z.string(),
  aliases: z.array(z.string()),
  kind: z.enum(HOSPITAL_KINDS),
  address: z.string().nullable(),
  town: z.string().nullable(),
  lga: z.string().nullable(),
});

/** What people see of a hospital: where it is, what it is, whether staff verified it; never who proposed it. */
export const hospitalSchema = hospitalIdentitySchema.extend({
  state: z.object({ id: z.number(), name: z.string() }),
  latitude: z.number(),
  longitude: z.number(),
  has_blood_bank: z.boolean(),
  verified: z.boolean(),
  distance_km: z.number().nullable(),
});
export type HospitalView = z.infer<typeof hospitalSchema>;

export interface HospitalRow {
  id: string;
  name: string;
  aliases: string[];
  kind: HospitalView['kind'];
  address: string | null;
  town: string | null;
  lga: string | null;
  state_id: number;
  state_name: string;
  latitude: number;
  longitude: number;
  has_blood_bank: boolean;
  status: string;
  distance_km: number | null;
}

/** Columns for a HospitalRow from `hospital h` joined to `state s`. */
export const HOSPITAL_COLUMNS = `h.id, h.name, h.aliases, h.kind, h.address, h.town, h.lga, h.state_id,
  s.name as state_name, h.latitude, h.longitude, h.has_blood_bank, h.status`;

export const toHospitalView = (row: HospitalRow): HospitalView => ({
  id: row.id,
  name: row.name,
  aliases: row.aliases,
  kind: row.kind,
  address: row.address,
  town: row.town,
  lga: row.lga,
  state: { id: row.state_id, name: row.state_name },
  latitude: row.latitude,
  longitude: row.longitude,
  has_blood_bank: row.has_blood_bank,
  verified: row.status === 'verified',
  distance_km: row.distance_km === null ? null : Math.round(Number(row.distance_km) * 10) / 10,
});

/**
 * The text the search matches: name and aliases, lower-cased, accents stripped, punctuation as spaces (the place
 * search's normalisation), so "Lagos State University Teaching Hospital (LASUTH)" is found by "lasuth" or "teaching".
 */
export const hospitalSearchText = (name: string, aliases: readonly string[]) =>
  [name, ...aliases].map(normalizePlaceName).filter(Boolean).join(' | ');
