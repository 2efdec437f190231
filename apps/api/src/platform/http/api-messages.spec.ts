import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import ts from 'typescript';
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
  // The health probe's reply, read by load balancers and operators (its problems are joined into it, in English).
  'Healthy',
];

const sourceFiles = (directory: string, skip: string[] = []): string[] =>
  readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return skip.includes(name) ? [] : sourceFiles(path, skip);
    return name.endsWith('.ts') && !name.endsWith('.spec.ts') ? [path] : [];
  });

/** Calls whose arguments carry a message for people: errors, field errors, replies, rate limits, a path id's 404. */
const MESSAGE_CALLS =
  /^(reply|operatorReply|invalidField|ValidParam|consume|reserve|perIp|perAccount|platformWide)$|(Error|Exception)$/;
/** Calls that take their sentence by catalogue key only: a sentence written in them is wrong even if catalogued. */
const BY_KEY_ONLY = /^(reply|ValidParam|consume|reserve|perIp|perAccount|platformWide)$/;

interface WrittenSentence {
  text: string;
  /** The message call it is written in (the innermost), or null for a message constant or `message:`/`error:`. */
  call: string | null;
  where: string;
}

const calleeName = (node: ts.CallExpression | ts.NewExpression): string | null => {
  const callee = node.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  return ts.isPropertyAccessExpression(callee) ? callee.name.text : null;
};

/** A string's text, a template's with each `${…}` as 7 (so it matches the catalogue's `{{slot}}`). */
const literalText = (node: ts.Node): string | null => {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return node.head.text + node.templateSpans.map((span) => `7${span.literal.text}`).join('');
  return null;
};

const isMessageConstant = (node: ts.Node): boolean => {
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent))
    return ts.isIdentifier(parent.name) && /^[A-Z][A-Z0-9_]*$/.test(parent.name.text);
  return ts.isPropertyAssignment(parent) && /^(message|error)$/.test(parent.name.getText());
};

/**
 * Sentences written as English text in a source: anywhere inside a message call (however deep: a condition, a
 * template, a nested call), in a message constant, or as a `message:` / `error:` (a form rule's zod message).
 */
const sentencesIn = (source: string, where: string): WrittenSentence[] => {
  const found: WrittenSentence[] = [];
  const visit = (node: ts.Node, call: string | null) => {
    const name = ts.isCallExpression(node) || ts.isNewExpression(node) ? calleeName(node) : null;
    const inCall = name && MESSAGE_CALLS.test(name) ? name : call;
    const text = literalText(node);
    if (text !== null && /^[A-Z]/.test(text) && (inCall || (isMessageConstant(node) && text.includes(' '))))
      found.push({ text, call: inCall, where });
    ts.forEachChild(node, (child) => visit(child, inCall));
  };
  visit(ts.createSourceFile(where, source, ts.ScriptTarget.Latest, true), null);
  return found;
};

/** The sentences still written as English text in the API's source. Seeding and testing write to nobody. */
const apiSentences = () =>
  sourceFiles(API, ['testing', 'seeding']).flatMap((file) =>
    sentencesIn(readFileSync(file, 'utf8'), relative(API, file)),
  );

const notForPeople = (text: string) =>
  NOT_FOR_PEOPLE.some((rule) => (typeof rule === 'string' ? rule === text : rule.test(text)));

/** Those a person could read in English where a catalogue key belongs. */
const writtenByKeyOnly = (sentences: WrittenSentence[]) =>
  sentences.filter((sentence) => sentence.call && BY_KEY_ONLY.test(sentence.call));

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
    const sentences = apiSentences().filter((sentence) => !notForPeople(sentence.text));
    expect(sentences.length).toBeGreaterThan(20);
    expect(sentences.filter((sentence) => find(sentence.text) === null)).toEqual([]);
  });

  it("writes no sentence where the API takes a catalogue key: a reply, a rate limit, a path id's 404", () => {
    expect(writtenByKeyOnly(apiSentences())).toEqual([]);
  });

  it("keeps an operator's reply in English only for a reason: each of its texts is on NOT_FOR_PEOPLE", () => {
    const operators = apiSentences().filter((sentence) => sentence.call === 'operatorReply');
    expect(operators.length).toBeGreaterThan(0);
    expect(operators.filter((sentence) => !notForPeople(sentence.text))).toEqual([]);
  });

  it('finds a sentence however it is written into the call', () => {
    const sample = [
      "return reply(await this.commands.execute(new VerifyTotp(body, ip, 'officer')), 'Signed in');",
      "return reply(result, 'url' in result ? 'Proceed to payment' : 'Send the amount shown to the address');",
      'await limiter.reserve(key, rule, `Too many wrong donor codes, please try again within ${minutes} minutes`);',
      "await this.rateLimits.perAccount(sql, 'x', id, rule, (hours) => `Too many proposals, wait ${hours} hours`);",
      "class C { close(@ValidParam('id', 'Match not found') id: string) {} }",
      "return reply(status, { key: 'api:phone.codeSent' });",
      "return operatorReply(health, 'Healthy');",
    ].join('\n');
    expect(writtenByKeyOnly(sentencesIn(sample, 'sample.ts')).map((sentence) => sentence.text)).toEqual([
      'Signed in',
      'Proceed to payment',
      'Send the amount shown to the address',
      'Too many wrong donor codes, please try again within 7 minutes',
      'Too many proposals, wait 7 hours',
      'Match not found',
    ]);
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
