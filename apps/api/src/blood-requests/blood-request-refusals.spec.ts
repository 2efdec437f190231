import { describe, expect, it } from '@jest/globals';
import { BLOOD_REQUEST_REFUSALS } from '@app/domain';
import { LANGUAGE_CODES, messageFinder } from '@app/i18n';
import { readCatalogues, translateApiMessage } from '@app/i18n/node';

describe('the request lifecycle’s refusals', () => {
  it('have their messages in every language, so the API can answer each in the language asked for', () => {
    const find = messageFinder(readCatalogues().en as never);
    const messages = Object.values(BLOOD_REQUEST_REFUSALS);
    expect(messages.filter((message) => find(message) === null)).toEqual([]);
    for (const language of LANGUAGE_CODES.filter((code) => code !== 'en')) {
      const untranslated = messages.filter((message) => translateApiMessage(language, message) === message);
      expect({ language, untranslated }).toEqual({ language, untranslated: [] });
    }
  });

  it('have snake_case codes', () => {
    for (const code of Object.keys(BLOOD_REQUEST_REFUSALS)) expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });
});
