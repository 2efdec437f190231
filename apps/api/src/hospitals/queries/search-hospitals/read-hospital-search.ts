import { normalizePlaceName } from '@app/geo';
import type { SqlStatements } from '../../../platform/sql/bound-statements.js';
import { HOSPITAL_COLUMNS, toHospitalView, type HospitalRow, type HospitalView } from '../../hospital.view.js';

export interface HospitalSearch {
  q?: string;
  near?: { latitude: number; longitude: number };
  limit: number;
}

/**
 * The statement and values of a hospital search. Every word of `q` must appear in the name or an alias (each a
 * trigram-indexed LIKE, which the planner combines in one bitmap scan); with a position, nearest first by the
 * GiST index's KNN order; without one, closest names first. Suspended hospitals are never offered.
 */
export const hospitalSearchSql = (search: HospitalSearch): [string, unknown[]] => {
  const words = normalizePlaceName(search.q ?? '')
    .split(' ')
    .filter(Boolean);
  const values: unknown[] = [];
  const distance = search.near
    ? (values.push(search.near.latitude, search.near.longitude),
      `earth_distance(ll_to_earth(h.latitude, h.longitude), ll_to_earth(?, ?)) / 1000`)
    : 'null::float8';
  const conditions = [`h.status <> 'suspended'`];
  for (const word of words) {
    conditions.push(`h.search_text like ?`);
    values.push(`%${word}%`);
  }
  let order: string;
  if (search.near) {
    order = `ll_to_earth(h.latitude, h.longitude) <-> ll_to_earth(?, ?)`;
    values.push(search.near.latitude, search.near.longitude);
  } else {
    order = `similarity(h.search_text, ?) desc, h.name`;
    values.push(words.join(' '));
  }
  values.push(search.limit);
  return [
    `select ${HOSPITAL_COLUMNS}, ${distance} as distance_km
       from hospital h join state s on s.id = h.state_id
      where ${conditions.join(' and ')}
      order by ${order}
      limit ?`,
    values,
  ];
};

export const searchHospitals = async (sql: SqlStatements, search: HospitalSearch): Promise<HospitalView[]> => {
  const [text, values] = hospitalSearchSql(search);
  return (await sql.execute<HospitalRow>(text, values)).map(toHospitalView);
};
