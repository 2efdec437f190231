#!/usr/bin/env node
/**
 * Builds web-user and prints the gzip size of the JavaScript the home page loads: the entry chunk, the home
 * route's lazy chunk and everything they import statically (what the browser fetches to show `/`). Exits with 1
 * when that is over the budget (153 KiB gzip), so a change that grows the first load fails the check. The home page
 * itself asks for none of it until the visitor touches it or scrolls (its prerendered HTML works alone); the budget
 * bounds what a slow phone then loads, and what /login loads at once.
 * Usage: node web-user/scripts/report-bundle-size.mjs [--no-build] [--json]
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const BUDGET_GZIP = 153 * 1024;

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));

if (!args.has('--no-build')) {
  const vite = resolve(root, '../node_modules/vite/bin/vite.js');
  execFileSync(process.execPath, [vite, 'build', '--mode', 'production', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    // Run from vitest or a test script, NODE_ENV=test would make Vite emit a development build.
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

const dist = join(root, 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const homeKey = Object.keys(manifest).find((key) => key.endsWith('src/app/routes/home.tsx'));
if (!entryKey || !homeKey) throw new Error('entry or home chunk not found in the manifest');

const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  (chunk.imports ?? []).forEach(visit);
};
visit(entryKey);
const entryFiles = new Set(files);
visit(homeKey);

const rows = [...files]
  .filter((file) => file.endsWith('.js'))
  .map((file) => {
    const bytes = readFileSync(join(dist, file));
    return {
      file,
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      brotli: brotliCompressSync(bytes).length,
      entry: entryFiles.has(file),
    };
  })
  .sort((a, b) => b.gzip - a.gzip);

const total = rows.reduce(
  (sum, row) => ({ raw: sum.raw + row.raw, gzip: sum.gzip + row.gzip, brotli: sum.brotli + row.brotli }),
  { raw: 0, gzip: 0, brotli: 0 },
);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

// The text comes as JSON, not JavaScript: English, preloaded by index.html (see vite.config.ts).
const catalogues = [
  ...readFileSync(join(dist, 'index.html'), 'utf8').matchAll(/href="\/(assets\/locales\/[^"]+\.json)"/g),
].map(([, file]) => ({ file, gzip: gzipSync(readFileSync(join(dist, file)), { level: 9 }).length }));
const withinBudget = total.gzip <= BUDGET_GZIP;

if (args.has('--json')) {
  console.log(JSON.stringify({ files: rows, total, budget: { gzip: BUDGET_GZIP, withinBudget }, catalogues }, null, 2));
} else {
  console.log('JavaScript loaded by the home page (/):');
  for (const row of rows)
    console.log(
      `  ${row.file.padEnd(48)} ${kb(row.raw).padStart(10)} raw ${kb(row.gzip).padStart(10)} gzip${row.entry ? '' : '  (home route)'}`,
    );
  console.log(`  ${'total'.padEnd(48)} ${kb(total.raw).padStart(10)} raw ${kb(total.gzip).padStart(10)} gzip`);
  console.log(`  (${kb(total.brotli)} as brotli, which the API sends to browsers that accept it)`);
  for (const catalogue of catalogues)
    console.log(`  plus the catalogue ${catalogue.file}: ${kb(catalogue.gzip)} gzip (JSON)`);
  console.log(
    withinBudget
      ? `Within the budget of ${kb(BUDGET_GZIP)} gzip.`
      : `Over the budget of ${kb(BUDGET_GZIP)} gzip by ${kb(total.gzip - BUDGET_GZIP)}.`,
  );
}
if (!withinBudget) process.exitCode = 1;
