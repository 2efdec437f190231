import { describe, expect, it } from '@jest/globals';
import { BLOOD_REQUEST_REFUSALS, DONOR_REFUSALS } from '@app/domain';
import { LANGUAGE_CODES, messageFinder } from '@app/i18n';
import { readCatalogues, translateApiMessage } from '@app/i18n/node';

describe.each([
  ['the request lifecycle’s', BLOOD_REQUEST_REFUSALS],
  ['the donor’s', DONOR_REFUSALS],
])('%s refusals', (_name, refusals: Readonly<Record<string, string>>) => {
  it('have their messages in every language, so the API can answer each in the language asked for', () => {
    const find = messageFinder(readCatalogues().en as never);
    const messages = Object.values(refusals);
    expect(messages.filter((message) => find(message) === null)).toEqual([]);
    for (const language of LANGUAGE_CODES.filter((code) => code !== 'en')) {
      const untranslated = messages.filter((message) => translateApiMessage(language, message) === message);
      expect({ language, untranslated }).toEqual({ language, untranslated: [] });
    }
  });

  it('have snake_case codes', () => {
    for (const code of Object.keys(refusals)) expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });
});
