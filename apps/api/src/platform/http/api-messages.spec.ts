import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import type { ErrorTable } from '@app/domain';
import { LANGUAGE_CODES, messageFinder } from '@app/i18n';
import { readCatalogues, translateApiMessage } from '@app/i18n/node';

const API = join(dirname(fileURLToPath(import.meta.url)), '../..');
const DOMAIN = join(API, '../../../libs/domain/src');

/** Messages for operators and integrators, never shown to a person in the app: they stay in English. */
const NOT_FOR_PEOPLE = [
  /^S3 /,
  /^Paystack /,
  /^No price is configured/,
  /^Crypto donations are taken in/,
  'The body must be JSON',
  'The body must be a JSON object',
  'Invalid signature',
  'No pending sandbox payment with this reference',
  // A broken invariant of the SMS job (an alert decided for a donor the request never targeted): a log line, not a reply.
  /^No alert of request /,
  // The OpenAPI summary of the staff console's contact reveals (developers read it, in the API document).
  'Contact details, unmasked (audited)',
];

const sourceFiles = (directory: string, skip: string[] = []): string[] =>
  readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return skip.includes(name) ? [] : sourceFiles(path, skip);
    return name.endsWith('.ts') && !name.endsWith('.spec.ts') ? [path] : [];
  });

/**
 * Sentences still written as English text in the API's source: success replies, framework exceptions and message
 * constants (errors come from the code tables, by key). Seeding and testing write to nobody.
 */
const apiMessages = () =>
  sourceFiles(API, ['testing', 'seeding']).flatMap((file) => {
    const source = readFileSync(file, 'utf8');
    const calls = [
      ...source.matchAll(
        /(?:Error|invalidField|reply|Exception|ValidParam)\(\s*(?:[^()]*?,\s*)?(['`"])([A-Z][^'`"]*?)\1/g,
      ),
    ];
    const constants = [...source.matchAll(/const [A-Z_]+ =\s*(['`])([A-Z][^'`]* [^'`]*)\1;/g)];
    const inline = [...source.matchAll(/(?:error|message): (['`])([A-Z][^'`]* [^'`]*)\1/g)];
    return [...calls, ...constants, ...inline].map((match) => match[2]!.replace(/\$\{[^}]+\}/g, '7'));
  });

const isTable = (value: unknown): value is ErrorTable<string> =>
  !!value &&
  typeof value === 'object' &&
  'entries' in value &&
  typeof (value as ErrorTable<string>).error === 'function';

/** Every context's code table: the exports of each `*.errors.ts` of the API and the domain. */
const errorTables = async () => {
  const files = [...sourceFiles(API), ...sourceFiles(DOMAIN)].filter((file) => file.endsWith('.errors.ts'));
  const modules = await Promise.all(files.map((file) => import(pathToFileURL(file).href) as Promise<object>));
  return modules.flatMap((module) => Object.values(module).filter(isTable));
};

describe('API messages', () => {
  it('every sentence the API still writes as English text has an entry in the catalogues', () => {
    const find = messageFinder(readCatalogues().en as never);
    const messages = [...new Set(apiMessages())].filter(
      (message) => !NOT_FOR_PEOPLE.some((rule) => (typeof rule === 'string' ? rule === message : rule.test(message))),
    );
    expect(messages.length).toBeGreaterThan(20);
    expect(messages.filter((message) => find(message) === null)).toEqual([]);
  });

  it('every code of the code tables has its message in all five languages, translated', async () => {
    const tables = await errorTables();
    expect(tables.length).toBeGreaterThan(12);
    const entries = tables.flatMap((table) => Object.entries(table.entries));
    const english = (key: string) => translateApiMessage('en', { key });
    expect(entries.filter(([, { key }]) => english(key) === key.split(':')[1])).toEqual([]);
    for (const language of LANGUAGE_CODES.filter((code) => code !== 'en')) {
      const untranslated = entries
        .filter(([, { key }]) => translateApiMessage(language, { key }) === english(key))
        .map(([code]) => code);
      expect({ language, untranslated }).toEqual({ language, untranslated: [] });
    }
  });

  it('gives each code once, in snake_case', async () => {
    const codes = (await errorTables()).flatMap((table) =>
      Object.entries(table.entries)
        .filter(([name, entry]) => entry.code === name)
        .map(([code]) => code),
    );
    for (const code of codes) expect(code).toMatch(/^[a-z]+([_.][a-z]+)*$/);
    expect(codes.filter((code, index) => codes.indexOf(code) !== index)).toEqual([]);
  });
});
