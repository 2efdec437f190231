import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from './languages.js';

const CATALOGUES = join(dirname(fileURLToPath(import.meta.url)), '../catalogues');

type Catalogue = { [key: string]: string | Catalogue };

const keysOf = (catalogue: Catalogue, prefix = ''): string[] =>
  Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );

const namespaces = (language: string) =>
  readdirSync(join(CATALOGUES, language))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.replace(/\.json$/, ''))
    .sort();

const load = (language: string, namespace: string): Catalogue =>
  JSON.parse(readFileSync(join(CATALOGUES, language, `${namespace}.json`), 'utf8')) as Catalogue;

/** i18next plural forms (_one, _other, _few, ...) differ by language; compare the base key. */
const baseKey = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe('catalogues', () => {
  const english = namespaces(DEFAULT_LANGUAGE);

  it('exist for every language with the same namespaces', () => {
    expect(english.length).toBeGreaterThan(0);
    for (const language of LANGUAGE_CODES)
      expect({ language, namespaces: namespaces(language) }).toEqual({ language, namespaces: english });
  });

  for (const namespace of english) {
    it(`${namespace}: every language has every key, no extra key, the same placeholders, no empty text`, () => {
      const source = load(DEFAULT_LANGUAGE, namespace);
      const sourceKeys = new Set(keysOf(source).map(baseKey));
      const sourceTexts = new Map(keysOf(source).map((key) => [baseKey(key), key]));
      for (const language of LANGUAGE_CODES) {
        const catalogue = load(language, namespace);
        const keys = new Set(keysOf(catalogue).map(baseKey));
        expect({ language, missing: [...sourceKeys].filter((key) => !keys.has(key)) }).toEqual({
          language,
          missing: [],
        });
        expect({ language, extra: [...keys].filter((key) => !sourceKeys.has(key)) }).toEqual({ language, extra: [] });
        for (const key of keysOf(catalogue)) {
          const text = key.split('.').reduce<Catalogue | string>((node, part) => (node as Catalogue)[part], catalogue);
          expect({ language, key, empty: typeof text !== 'string' || text.trim() === '' }).toEqual({
            language,
            key,
            empty: false,
          });
          const englishKey = sourceTexts.get(baseKey(key))!;
          const englishText = englishKey
            .split('.')
            .reduce<Catalogue | string>((node, part) => (node as Catalogue)[part], source) as string;
          expect({ language, key, placeholders: placeholders(text as string) }).toEqual({
            language,
            key,
            placeholders: placeholders(englishText),
          });
        }
      }
    });
  }
});
