import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { messageFinder } from '@app/i18n';
import { readCatalogues } from '@app/i18n/node';

const API = join(dirname(fileURLToPath(import.meta.url)), '../..');

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
];

const sourceFiles = (directory: string): string[] =>
  readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    // The staff console's API (admin/) speaks English to staff; seeding and testing write to nobody.
    if (statSync(path).isDirectory()) return ['admin', 'testing', 'seeding'].includes(name) ? [] : sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.spec.ts') ? [path] : [];
  });

/** Sentences the API writes into replies: error messages, field errors, success messages, message constants. */
const apiMessages = () =>
  sourceFiles(API).flatMap((file) => {
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

describe('API messages', () => {
  it('every sentence the API writes to people has an entry in the catalogues', () => {
    const find = messageFinder(readCatalogues().en as never);
    const messages = [...new Set(apiMessages())].filter(
      (message) => !NOT_FOR_PEOPLE.some((rule) => (typeof rule === 'string' ? rule === message : rule.test(message))),
    );
    expect(messages.length).toBeGreaterThan(50);
    expect(messages.filter((message) => find(message) === null)).toEqual([]);
  });
});
