import { describe, expect, it } from '@jest/globals';
import { LANGUAGES, languageMenuLabel, pickLanguage } from './languages.js';

describe('languages', () => {
  it('picks the first preferred language it speaks, by primary subtag', () => {
    expect(pickLanguage(['fr-FR', 'ha-NG', 'en'])).toBe('ha');
    expect(pickLanguage(['yo'])).toBe('yo');
    expect(pickLanguage(['pcm-NG'])).toBe('pcm');
  });

  it('falls back to English', () => {
    expect(pickLanguage(['fr', 'de'])).toBe('en');
    expect(pickLanguage([])).toBe('en');
  });

  it('marks unreviewed catalogues in the menu', () => {
    const yoruba = LANGUAGES.find((language) => language.code === 'yo')!;
    expect(languageMenuLabel(yoruba)).toBe('Yorùbá (beta)');
    expect(languageMenuLabel({ ...yoruba, reviewedBy: 'A. Native Speaker' })).toBe('Yorùbá');
    expect(languageMenuLabel(LANGUAGES[0])).toBe('English');
  });
});
