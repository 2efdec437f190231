// Checks the catalogues against the code (run by `npm run lint`):
//  - every key the code uses exists in the English catalogue (so in all of them: libs/i18n/src/catalogues.spec.ts
//    checks that every language has every English key);
//  - every catalogue key is used by some code.
//
// How the code names keys, so that a plain scan finds them:
//  - t('key') / t("key") / t(condition ? 'a' : 'b'): in the namespace of the useTranslation('ns') that gave the file
//    that t (else `common`), or the `ns` option given with the key;
//    a key built from a written prefix, t(`steps.${step}`), uses every key of the group `steps`;
//  - a string literal 'ns:key' anywhere (t('ns:key'), i18nKey="ns:key", a route handle, a menu item...);
//  - a literal naming a group, 'ns:group', uses every key under it (e.g. `notices:newRequest` for .title and .body):
//    this is how keys built at run time are listed explicitly;
//  - the `validation` and `api` namespaces hold English sentences written by the domain and the API: a key is used
//    when its English text appears in the source (translated by lib/forms.ts, lib/api-client.ts and the API).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = new URL('..', import.meta.url).pathname;
const CATALOGUES = join(ROOT, 'libs/i18n/catalogues/en');
const SOURCES = ['web-user/src', 'apps', 'libs'];
const MESSAGE_NAMESPACES = new Set(['validation', 'api']);
const AWAITING_USE = new Set();
const PLURAL = /_(zero|one|two|few|many|other)$/;

const leaves = (node, prefix = '') =>
  Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );

const catalogue = new Map(); // 'ns:key' (plural suffix removed) -> English text
for (const file of readdirSync(CATALOGUES).filter((name) => name.endsWith('.json'))) {
  const namespace = file.replace(/\.json$/, '');
  for (const [key, text] of leaves(JSON.parse(readFileSync(join(CATALOGUES, file), 'utf8'))))
    catalogue.set(`${namespace}:${key.replace(PLURAL, '')}`, text);
}
const namespaces = new Set([...catalogue.keys()].map((key) => key.split(':')[0]));

const isSource = (path) =>
  /\.(ts|tsx|mjs|js)$/.test(path) && !/\.(test|spec|e2e|e2e-spec)\.(ts|tsx)$/.test(path) && !path.endsWith('.d.ts');
const walk = (directory) =>
  readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (['node_modules', 'dist', 'catalogues', 'test', 'testing'].includes(name)) return [];
    return statSync(path).isDirectory() ? walk(path) : isSource(path) ? [path] : [];
  });
const files = SOURCES.flatMap((source) => walk(join(ROOT, source)));

const used = new Set();
const references = []; // [key, where]
const passedNamespaces = new Set();
const genericKeys = new Set();
let allSource = '';
for (const file of files) {
  const source = readFileSync(file, 'utf8');
  allSource += `\n${source}`;
  const where = relative(ROOT, file);
  for (const match of source.matchAll(/['"`]([a-z][a-z-]*):([A-Za-z][\w.-]*)['"`]/g))
    if (namespaces.has(match[1])) references.push([`${match[1]}:${match[2]}`, where]);
  // A component told its namespace by its caller (`useTranslation(namespace)`, `<PagedListScreen namespace="x">`):
  // its keys are read in each namespace the code passes as a `namespace` prop or property.
  for (const match of source.matchAll(/\bnamespace(?:=|:\s*)['"]([\w-]+)['"]/g)) passedNamespaces.add(match[1]);
  if (/useTranslation\(\s*[A-Za-z_$][\w$]*\s*\)/.test(source))
    for (const match of source.matchAll(/\bt\(\s*['"]([A-Za-z][\w.-]*)['"]/g)) genericKeys.add(match[1]);
  // Each t function of the file and its namespace: `const { t } = useTranslation('ns')`, `{ t: tc } = ...('common')`.
  const functions = new Map(/useTranslation\(\s*[A-Za-z_$][\w$]*\s*\)/.test(source) ? [] : [['t', 'common']]);
  for (const match of source.matchAll(
    /\{(?:[^}]*?,)?\s*t(?:\s*:\s*(\w+))?\s*[,}][^=]*=\s*useTranslation\(\s*(?:\[\s*)?(?:['"]([\w-]+)['"]|\))/g,
  ))
    functions.set(match[1] ?? 't', match[2] ?? 'common');
  for (const [name, namespace] of functions) {
    const key = (written, ns = namespace) => (written.includes(':') ? written : `${ns}:${written}`);
    // t('key'), or t('key', { ns: 'other' })
    for (const match of source.matchAll(
      new RegExp(`\\b${name}\\(\\s*['"]([A-Za-z][\\w.-]*)['"](?:\\s*,\\s*\\{[^}]*\\bns:\\s*['"]([\\w-]+)['"])?`, 'g'),
    ))
      references.push([key(match[1], match[2]), where]);
    // t(condition ? 'one.key' : 'other.key')
    for (const match of source.matchAll(
      new RegExp(
        `\\b${name}\\(\\s*[^()?;\`]+\\?\\s*['"]([A-Za-z][\\w.:-]*)['"]\\s*:\\s*['"]([A-Za-z][\\w.:-]*)['"]`,
        'g',
      ),
    ))
      references.push([key(match[1]), where], [key(match[2]), where]);
    // A key built at run time from a written prefix (t(`steps.${step}`)) uses the group it names.
    for (const match of source.matchAll(new RegExp(`\\b${name}\\(\\s*\`([A-Za-z][\\w.:-]*)\\.\\$\\{`, 'g')))
      references.push([match[1].includes(':') ? match[1] : `${namespace}:${match[1]}`, where]);
  }
}

for (const namespace of passedNamespaces)
  for (const key of genericKeys) if (catalogue.has(`${namespace}:${key}`)) used.add(`${namespace}:${key}`);

const missing = [];
for (const [key, where] of references) {
  const group = `${key}.`;
  const inGroup = [...catalogue.keys()].filter((candidate) => candidate.startsWith(group));
  if (catalogue.has(key)) used.add(key);
  else if (inGroup.length) inGroup.forEach((candidate) => used.add(candidate));
  else missing.push(`${key} (${where})`);
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
for (const [key, text] of catalogue) {
  if (!MESSAGE_NAMESPACES.has(key.split(':')[0])) continue;
  // A placeholder, or a number the source writes as a constant (`at most ${PASSWORD_MAX_LENGTH} characters`).
  const pattern = new RegExp(
    text
      .split(/\{\{\s*\w+\s*\}\}/)
      .map((part) => escape(part).replace(/\d+/g, '(?:\\d+|\\$\\{[^}]+\\})'))
      .join('(?:\\$\\{[^}]+\\}|.*?)'),
  );
  if (allSource.includes(text) || pattern.test(allSource)) used.add(key);
}

const unused = [...catalogue.keys()].filter((key) => !used.has(key) && !AWAITING_USE.has(key));
const nowUsed = [...AWAITING_USE].filter((key) => used.has(key));
if (nowUsed.length) console.error(`Used now, so remove from AWAITING_USE in this script:\n  ${nowUsed.join('\n  ')}`);
if (missing.length)
  console.error(`Keys used in code but missing from libs/i18n/catalogues/en:\n  ${missing.join('\n  ')}`);
if (unused.length)
  console.error(`Catalogue keys no code uses (remove them, or name them in code):\n  ${unused.join('\n  ')}`);
if (missing.length || unused.length || nowUsed.length) process.exit(1);
console.log(`Translations: ${catalogue.size} keys, all used, none missing.`);
