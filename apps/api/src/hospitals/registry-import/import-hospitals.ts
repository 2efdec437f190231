import type { EntityManager } from '@mikro-orm/postgresql';
import { statementsOf } from '../../platform/sql/bound-statements.js';
import { hospitalSearchText } from '../hospital.view.js';
import { parseCsv } from './csv.js';
import { readHeader, readRegistryRow, type RegistryHospital } from './registry-row.js';

export interface ImportReport {
  rows: number;
  inserted: number;
  updated: number;
  unchanged: number;
  rejected: Array<{ line: number; code: string; reason: string }>;
  dryRun: boolean;
}

const BATCH = 500;

/**
 * Upserts a batch by facility code. A verified or suspended hospital keeps its status, a position staff placed on
 * the map keeps that position, and a row equal to what is stored is not written (so a second run reports it as
 * unchanged). Returns how many rows were inserted and updated.
 */
const upsert = async (em: EntityManager, batch: RegistryHospital[], states: Map<string, number>, now: Date) => {
  const values: unknown[] = [];
  const tuples = batch.map((row) => {
    values.push(
      row.facilityCode,
      row.name,
      `{${row.aliases.map((alias) => `"${alias.replace(/["\\]/g, '\\$&')}"`).join(',')}}`,
      hospitalSearchText(row.name, row.aliases),
      row.kind,
      row.address,
      row.town,
      row.lga,
      states.get(row.state),
      row.latitude,
      row.longitude,
      row.phone,
      row.hasBloodBank,
      now,
      now,
    );
    return `(gen_random_uuid(), ?, ?, ?::text[], ?, ?::hospital_kind, ?, ?, ?, ?::int, ?::float8, ?::float8, 'registry',
             ?, ?::boolean, 'registry', ?::timestamptz, ?::timestamptz)`;
  });
  const rows = await statementsOf(em).execute<{ inserted: boolean }>(
    `insert into hospital (id, facility_code, name, aliases, search_text, kind, address, town, lga, state_id, latitude,
                           longitude, position_source, phone, has_blood_bank, source, created_at, updated_at)
     values ${tuples.join(', ')}
     on conflict (facility_code) do update set
       name = excluded.name, aliases = excluded.aliases, search_text = excluded.search_text, kind = excluded.kind,
       address = excluded.address, town = excluded.town, lga = excluded.lga, state_id = excluded.state_id,
       latitude = case when hospital.position_source = 'staff' then hospital.latitude else excluded.latitude end,
       longitude = case when hospital.position_source = 'staff' then hospital.longitude else excluded.longitude end,
       phone = excluded.phone, has_blood_bank = excluded.has_blood_bank, updated_at = excluded.updated_at
     where (hospital.name, hospital.aliases, hospital.kind, hospital.address, hospital.town, hospital.lga,
            hospital.state_id, hospital.phone, hospital.has_blood_bank)
           is distinct from (excluded.name, excluded.aliases, excluded.kind, excluded.address, excluded.town,
                             excluded.lga, excluded.state_id, excluded.phone, excluded.has_blood_bank)
        or (hospital.position_source <> 'staff'
            and (hospital.latitude, hospital.longitude) is distinct from (excluded.latitude, excluded.longitude))
     returning (xmax = 0) as inserted`,
    values,
  );
  return {
    inserted: rows.filter((row) => row.inserted).length,
    updated: rows.filter((row) => !row.inserted).length,
  };
};

/**
 * `npm run hospitals:import -- <file.csv> [--dry-run]`: loads a Health Facility Registry export. The facility code is
 * the key, so running it again changes only what changed. Bad rows are reported with their line and reason and
 * skipped; the good ones are written in one transaction (none with --dry-run, which still reports what would be).
 */
export const importHospitals = async (
  em: EntityManager,
  csv: string,
  options: { dryRun: boolean },
): Promise<ImportReport> => {
  const [head, ...data] = parseCsv(csv);
  const report: ImportReport = {
    rows: data.length,
    inserted: 0,
    updated: 0,
    unchanged: 0,
    rejected: [],
    dryRun: options.dryRun,
  };
  if (!head) throw new Error('the file is empty');
  const header = readHeader(head.cells);
  if ('missing' in header) throw new Error(`the header lacks the column(s) ${header.missing.join(', ')}`);
  const seen = new Map<string, number>();
  const valid: RegistryHospital[] = [];
  for (const { line, cells } of data) {
    const read = readRegistryRow(cells, header.positions);
    if ('rejected' in read) {
      report.rejected.push({ line, code: cells[header.positions.code!]?.trim() ?? '', reason: read.rejected });
      continue;
    }
    const earlier = seen.get(read.facilityCode);
    if (earlier !== undefined) {
      report.rejected.push({ line, code: read.facilityCode, reason: `facility code already on line ${earlier}` });
      continue;
    }
    seen.set(read.facilityCode, line);
    valid.push(read);
  }
  await em
    .transactional(async (tx) => {
      const states = new Map(
        (await statementsOf(tx).execute<{ id: number; name: string }>('select id, name from state', [])).map((s) => [
          s.name,
          s.id,
        ]),
      );
      const now = new Date();
      for (let start = 0; start < valid.length; start += BATCH) {
        const counted = await upsert(tx, valid.slice(start, start + BATCH), states, now);
        report.inserted += counted.inserted;
        report.updated += counted.updated;
      }
      report.unchanged = valid.length - report.inserted - report.updated;
      // A dry run does the same work and then undoes it, so its counts are what a real run would give.
      if (options.dryRun) throw new DryRunRollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof DryRunRollback)) throw error;
    });
  return report;
};

class DryRunRollback extends Error {}

export const formatImportReport = (report: ImportReport): string =>
  [
    `${report.dryRun ? 'dry run, nothing written: ' : ''}${report.rows} rows: ${report.inserted} new, ` +
      `${report.updated} updated, ${report.unchanged} unchanged, ${report.rejected.length} rejected`,
    ...report.rejected.map((row) => `  line ${row.line}${row.code ? ` (${row.code})` : ''}: ${row.reason}`),
  ].join('\n');
