#!/usr/bin/env node
/**
 * Generates src/lib/api-schema.d.ts from the API's own OpenAPI document, built from the compiled API without a
 * server or database (dist/apps/api/src/openapi-document.js, made by the root `npm run build`).
 * Usage: node scripts/api-types.mjs [--check]
 *   --check  writes nothing; fails when the checked-in types differ from what the API documents (typecheck runs it).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { format, resolveConfig } from 'prettier';

const webUser = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repo = resolve(webUser, '..');
const target = join(webUser, 'src/lib/api-schema.d.ts');
const check = process.argv.includes('--check');

execFileSync('npm', ['run', '--silent', 'build'], { cwd: repo, stdio: 'inherit' });
const document = JSON.parse(
  execFileSync(process.execPath, [join(repo, 'dist/apps/api/src/openapi-document.js')], {
    cwd: repo,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  }),
);

const banner = `/**
 * Generated from the API's OpenAPI document by \`npm run api:types -w web-user\`. Do not edit by hand:
 * change the API's schemas and run that command (\`npm run typecheck\` fails while this file is out of date).
 */
`;
const generated = await format(banner + astToString(await openapiTS(document)), {
  ...(await resolveConfig(target)),
  parser: 'typescript',
});

if (!check) {
  writeFileSync(target, generated);
  console.log(`wrote ${target}`);
} else if (!existsSync(target) || readFileSync(target, 'utf8') !== generated) {
  console.error(
    'web-user/src/lib/api-schema.d.ts differs from the OpenAPI document the API builds.\n' +
      'Run `npm run api:types -w web-user` and commit the result.',
  );
  process.exit(1);
}
