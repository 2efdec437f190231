import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import * as domain from '@app/domain';
import { intlLocale } from './locale.js';
import { messageFinder } from './message-lookup.js';
import { languageOfAcceptHeader, readCatalogues, translateApiFieldMessages, translateApiMessage } from './node.js';

const FORMS = join(dirname(fileURLToPath(import.meta.url)), '../../domain/src/forms');
const english = readCatalogues().en as never;
const find = messageFinder(english);

/** Every message constant of the domain's forms: the *_MESSAGES objects and the messages written inline. */
const domainMessages = (): string[] => {
  const constants = Object.entries(domain)
    .filter(([name]) => name.endsWith('_MESSAGES'))
    .flatMap(([, messages]) => Object.values(messages as Record<string, string>));
  const inline = readdirSync(FORMS)
    .filter((file) => file.endsWith('.forms.ts'))
    .flatMap((file) => [
      ...readFileSync(join(FORMS, file), 'utf8').matchAll(/\b(?:error|message): (['"])((?:(?!\1).)+)\1/g),
    ])
    .map((match) => match[2]!);
  return [...new Set([...constants, ...inline])];
};

describe('messages written in English by the domain and the API', () => {
  it('finds a catalogue entry for every message of the domain forms', () => {
    const messages = domainMessages();
    expect(messages.length).toBeGreaterThan(60);
    expect(messages.filter((message) => find(message) === null)).toEqual([]);
  });

  it('translates the messages that carry a value, keeping the value', () => {
    const form = domain.lastDonationStepForm(new Date('2026-06-01T00:00:00Z'));
    const tooEarly = form.safeParse({ month: '01', year: '1900' }).error!.issues[0]!.message;
    const tooLate = form.safeParse({ month: '01', year: '2030' }).error!.issues[0]!.message;
    expect(find(tooEarly)).toEqual({ key: 'validation:profile.yearTooEarly', params: { year: '1926' } });
    expect(translateApiMessage('ha', tooEarly)).toBe('Shekara dole ta fi 1926');
    expect(translateApiMessage('pcm', tooLate)).toBe('Year no fit pass 2026');
  });

  it('translates field errors, and leaves a message no catalogue knows as it is', () => {
    expect(translateApiFieldMessages('yo', { email: 'Email cannot be empty', x: 'Unknown words' })).toEqual({
      email: 'Imeeli ko le ṣofo',
      x: 'Unknown words',
    });
    expect(translateApiMessage('en', 'Email cannot be empty')).toBe('Email cannot be empty');
  });

  it('reads the language of a request from Accept-Language by preference', () => {
    expect(languageOfAcceptHeader('fr-FR, yo;q=0.4, ig;q=0.8')).toBe('ig');
    expect(languageOfAcceptHeader('pcm-NG')).toBe('pcm');
    expect(languageOfAcceptHeader('de, fr')).toBe('en');
    expect(languageOfAcceptHeader(undefined)).toBe('en');
  });
});

describe('locales for dates, numbers and money', () => {
  it('uses the language as written in Nigeria when Intl knows it, else Nigerian English', () => {
    expect(intlLocale('ha')).toBe('ha-NG');
    expect(intlLocale('en')).toBe('en-NG');
    expect(intlLocale('xx')).toBe('en-NG');
    expect(intlLocale(undefined)).toBe('en-NG');
    const naira = new Intl.NumberFormat(intlLocale('yo'), { style: 'currency', currency: 'NGN' }).format(1500);
    expect(naira).toContain('₦');
  });

  it('falls back to Nigerian English where the runtime lacks the language', () => {
    const original = Intl.DateTimeFormat.supportedLocalesOf;
    Intl.DateTimeFormat.supportedLocalesOf = ((tags: string[]) =>
      tags.filter((tag) => tag.startsWith('en'))) as typeof original;
    try {
      expect(intlLocale('ig')).toBe('en-NG');
      expect(intlLocale('pcm')).toBe('en-NG');
    } finally {
      Intl.DateTimeFormat.supportedLocalesOf = original;
    }
  });
});
