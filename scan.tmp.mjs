import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
const walk = (d) => readdirSync(d).flatMap((n) => { const p = join(d, n); return statSync(p).isDirectory() ? walk(p) : p.endsWith('.ts') && !p.includes('.spec.') && !p.includes('/migrations/') ? [p] : []; });
// entity class per table
const ent = {};
for (const f of walk('libs/persistence/src/entities')) {
  const t = readFileSync(f, 'utf8');
  for (const m of t.matchAll(/tableName: '([a-z_]+)'[\s\S]*?export class (\w+)/g)) ent[m[1]] = m[2];
}
const area = (f) => { let m;
  if ((m = f.match(/^apps\/api\/src\/admin\/([^/]+)\//))) return 'admin/' + m[1];
  if ((m = f.match(/^apps\/api\/src\/([^/]+)\//))) return m[1];
  if ((m = f.match(/^libs\/projectors\/src\/([^/]+)\//))) return 'P:' + m[1];
  if ((m = f.match(/^libs\/([^/]+)\//))) return 'libs/' + m[1];
  if ((m = f.match(/^apps\/([^/]+)\//))) return 'apps/' + m[1];
  return f; };
const files = ['apps/api/src', 'apps/projectors/src', 'libs/projectors/src', 'libs/messaging/src', 'libs/auth/src', 'libs/persistence/src'].flatMap(walk).filter((f) => !f.startsWith('libs/persistence/src/entities'));
const texts = Object.fromEntries(files.map((f) => [f, readFileSync(f, 'utf8')]));
const only = process.argv.slice(2);
for (const [table, cls] of Object.entries(ent).sort()) {
  if (only.length && !only.includes(table)) continue;
  const w = new Set(), r = new Set();
  const re = new RegExp(`\\b${table}\\b`);
  const wre = new RegExp(`(insert into|update|delete from|merge into)\\s+${table}\\b|\\b(em|tx|manager)\\.(create|insert|insertMany|nativeUpdate|nativeDelete|upsert|upsertMany)\\(\\s*${cls}\\b|new ${cls}\\b`, 'i');
  for (const [f, t] of Object.entries(texts)) {
    if (!(re.test(t) || new RegExp(`\\b${cls}\\b`).test(t))) continue;
    (wre.test(t) ? w : r).add(area(f));
  }
  console.log(`${table} (${cls})\n  W? ${[...w].sort().join(', ')}\n  R? ${[...r].sort().join(', ')}`);
}
