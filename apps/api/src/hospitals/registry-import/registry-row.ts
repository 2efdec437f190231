import { distinctAliases, HOSPITAL_LIMITS, type HospitalKind } from '@app/domain';
import { NIGERIAN_STATES, normalizePlaceName, positionOutsideState } from '@app/geo';

/**
 * The columns read from a Health Facility Registry export (header names matched case- and punctuation-
 * insensitively; other columns are ignored). docs/hospitals.md describes each.
 */
export const REGISTRY_COLUMNS = {
  code: ['facility_code', 'code', 'hfr_code'],
  name: ['facility_name', 'name'],
  state: ['state'],
  lga: ['lga'],
  town: ['town', 'ward'],
  address: ['address', 'street_address'],
  type: ['facility_type', 'type'],
  level: ['facility_level', 'level'],
  ownership: ['ownership'],
  latitude: ['latitude', 'lat'],
  longitude: ['longitude', 'lng', 'long'],
  phone: ['phone', 'phone_number', 'telephone'],
  bloodBank: ['blood_bank', 'has_blood_bank'],
  aliases: ['aliases', 'alternate_names', 'short_name'],
} as const;
type Column = keyof typeof REGISTRY_COLUMNS;
const REQUIRED: Column[] = ['code', 'name', 'state', 'latitude', 'longitude'];

export interface RegistryHospital {
  facilityCode: string;
  name: string;
  aliases: string[];
  kind: HospitalKind;
  address: string | null;
  town: string | null;
  lga: string | null;
  state: string;
  latitude: number;
  longitude: number;
  phone: string | null;
  hasBloodBank: boolean;
}

const header = (text: string) => normalizePlaceName(text).replace(/ /g, '_');

/** Which cell holds each column, or the required columns the header lacks. */
export const readHeader = (cells: string[]): { positions: Partial<Record<Column, number>> } | { missing: string[] } => {
  const names = cells.map(header);
  const positions: Partial<Record<Column, number>> = {};
  for (const [column, synonyms] of Object.entries(REGISTRY_COLUMNS) as Array<[Column, readonly string[]]>) {
    const at = names.findIndex((name) => synonyms.includes(name));
    if (at >= 0) positions[column] = at;
  }
  const missing = REQUIRED.filter((column) => positions[column] === undefined).map(
    (column) => REGISTRY_COLUMNS[column][0],
  );
  return missing.length ? { missing } : { positions };
};

const STATE_SYNONYMS: Record<string, string> = {
  fct: 'Federal Capital Territory',
  abuja: 'Federal Capital Territory',
  federal_capital_territory: 'Federal Capital Territory',
  nassarawa: 'Nasarawa',
  akwa_ibom: 'Akwa Ibom',
  cross_river: 'Cross River',
};
const STATE_BY_KEY = new Map<string, string>(NIGERIAN_STATES.map((state) => [header(state), state]));
export const registryState = (text: string): string | null => {
  const key = header(text).replace(/_state$/, '');
  return STATE_BY_KEY.get(key) ?? STATE_SYNONYMS[key] ?? null;
};

/** The kind from the registry's facility type, level and ownership (the type's own words first). */
export const registryKind = (type: string, level: string, ownership: string): HospitalKind => {
  const words = normalizePlaceName(`${type} ${level}`);
  if (words.includes('teaching')) return 'teaching';
  if (words.includes('federal medical') || /\bfmc\b/.test(words)) return 'federal_medical_centre';
  if (words.includes('specialist')) return 'specialist';
  if (normalizePlaceName(ownership).startsWith('private')) return 'private';
  if (words.includes('primary') || words.includes('health cent') || words.includes('clinic')) return 'primary_care';
  return 'general';
};

const YES = new Set(['yes', 'y', 'true', '1']);

/** One data row as a hospital, or why it cannot be one. */
export const readRegistryRow = (
  cells: string[],
  positions: Partial<Record<Column, number>>,
): RegistryHospital | { rejected: string } => {
  const cell = (column: Column) =>
    positions[column] === undefined ? '' : (cells[positions[column]!] ?? '').replace(/\s+/g, ' ').trim();
  const optional = (column: Column) => cell(column) || null;
  const facilityCode = cell('code');
  if (!facilityCode) return { rejected: 'no facility code' };
  if (facilityCode.length > HOSPITAL_LIMITS.facilityCode)
    return { rejected: `facility code longer than ${HOSPITAL_LIMITS.facilityCode} characters` };
  const name = cell('name');
  if (name.length < HOSPITAL_LIMITS.nameMin || name.length > HOSPITAL_LIMITS.nameMax)
    return {
      rejected: `facility name missing or not ${HOSPITAL_LIMITS.nameMin} to ${HOSPITAL_LIMITS.nameMax} characters`,
    };
  const state = registryState(cell('state'));
  if (!state) return { rejected: `unknown state "${cell('state')}"` };
  if (cell('latitude') === '' || cell('longitude') === '') return { rejected: 'no coordinates' };
  const latitude = Number(cell('latitude'));
  const longitude = Number(cell('longitude'));
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return { rejected: 'coordinates are not numbers' };
  const outside = positionOutsideState(latitude, longitude, state);
  if (outside?.outsideNigeria) return { rejected: 'coordinates lie outside Nigeria' };
  if (outside) return { rejected: `coordinates lie in ${outside.stateAt}, not ${state}` };
  const kind = registryKind(cell('type'), cell('level'), cell('ownership'));
  return {
    facilityCode,
    name,
    aliases: distinctAliases(name, cell('aliases').split(/[;|]/)).filter(
      (alias) => alias.length <= HOSPITAL_LIMITS.alias,
    ),
    kind,
    address: optional('address'),
    town: optional('town'),
    lga: optional('lga'),
    state,
    latitude,
    longitude,
    phone: optional('phone'),
    hasBloodBank: YES.has(cell('bloodBank').toLowerCase()),
  };
};
