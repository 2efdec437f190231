import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const REPO = join(import.meta.dirname, '..', '..');

/** The request aggregate and its repository: the only code that may change a request's lifecycle. */
const WRITERS = [
  'libs/domain/src/blood-requests/blood-request.ts',
  'apps/api/src/blood-requests/blood-request.repository.ts',
];

const LIFECYCLE_COLUMNS = ['status', 'matched_count', 'search_wave', 'search_radius_km', 'next_wave_at', 'expired_at'];
const LIFECYCLE_FIELDS = ['matchedCount', 'searchWave', 'searchRadiusKm', 'nextWaveAt', 'expiredAt'];

/** Ways code writes a request's lifecycle: SQL on its table, the ORM on its entities, or its fields assigned. */
const WRITES: Array<[string, RegExp]> = [
  [
    'SQL update of a lifecycle column',
    new RegExp(
      `update\\s+"?blood_request"?\\s+(?:(?:as\\s+)?(?!set\\b)\\w+\\s+)?set\\b[^;\`]*?\\b(?:${LIFECYCLE_COLUMNS.join('|')})\\s*=`,
      'i',
    ),
  ],
  ['SQL insert of a request or its targets', /insert\s+into\s+"?blood_request(?:_target)?"?\s*\(/i],
  [
    'ORM write of a request',
    /\b(?:create|nativeUpdate|nativeInsert|insert|insertMany|upsert|upsertMany)\(\s*BloodRequest(?:Target)?Entity\b/,
  ],
  ['assignment of a lifecycle field', new RegExp(`\\.(?:${LIFECYCLE_FIELDS.join('|')})\\s*(?:[-+]?=(?!=))`)],
  ['assignment of a request status', /\b(?:request|entity|bloodRequest)\.status\s*=(?!=)/],
];

/** The writes a source text makes, by kind. */
const writesIn = (source: string) => WRITES.filter(([, pattern]) => pattern.test(source)).map(([kind]) => kind);

/** Production sources: not tests, fixtures, migrations or seeds (which set up data, and change no live request). */
const sources = (directory: string): string[] =>
  readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) {
      return ['node_modules', 'dist', 'test', 'testing', 'migrations', 'seeds'].includes(entry.name)
        ? []
        : sources(path);
    }
    return /\.(?:ts|mts|mjs)$/.test(entry.name) && !/\.(?:spec|e2e|bench)\./.test(entry.name) ? [path] : [];
  });

describe('one writer of a blood request', () => {
  it('recognises each way of writing a request’s lifecycle, and reads and other columns as none', () => {
    expect(writesIn('sql.execute(`update blood_request set next_wave_at = ? where id = ?`)')).toEqual([
      'SQL update of a lifecycle column',
    ]);
    expect(writesIn("'update blood_request r set hospital_id = ?, status = ? where r.id = ?'")).toEqual([
      'SQL update of a lifecycle column',
    ]);
    expect(writesIn('`insert into blood_request_target (request_id, donor_id) values (?, ?)`')).toEqual([
      'SQL insert of a request or its targets',
    ]);
    expect(writesIn('em.create(BloodRequestEntity, { units })')).toEqual(['ORM write of a request']);
    expect(writesIn('await em.nativeUpdate(BloodRequestEntity, { id }, { status })')).toEqual([
      'ORM write of a request',
    ]);
    expect(writesIn('entity.nextWaveAt = null;')).toEqual(['assignment of a lifecycle field']);
    expect(writesIn('request.status = "expired";')).toEqual(['assignment of a request status']);
    expect(writesIn("`update blood_request set first_name = '', physician = '' where requester_id = ?`")).toEqual([]);
    expect(writesIn('`update blood_request set hospital_id = ? where hospital_id = ?`')).toEqual([]);
    expect(writesIn('`update blood_request_target set seen_at = now() where request_id = ?`')).toEqual([]);
    expect(writesIn("if (request.status === 'pending' && entity.nextWaveAt !== null) return;")).toEqual([]);
    expect(writesIn("`select * from blood_request where status = 'pending'`")).toEqual([]);
  });

  it('only the aggregate and its repository write a request’s lifecycle', () => {
    const offenders = ['apps', 'libs']
      .flatMap((root) => sources(join(REPO, root)))
      .map((file) => relative(REPO, file))
      .filter((file) => !WRITERS.includes(file))
      .flatMap((file) => writesIn(readFileSync(join(REPO, file), 'utf8')).map((kind) => `${file}: ${kind}`));
    expect(offenders).toEqual([]);
  });
});
