import { describe, expect, it } from '@jest/globals';
import { feedbackForm } from './blood-request.forms.js';
import { parseIsoDate, pastDateField } from './fields.js';
import { isOwnKey, isStorableText, outOfRangeNumberPath, unstorableTextPath } from './hostile-input.js';

describe('hostile input', () => {
  it('tells text that can be stored from NUL and lone surrogates', () => {
    for (const text of ['Lagos', 'Ọ̀yọ́', '👍🏾 thanks', '']) expect([text, isStorableText(text)]).toEqual([text, true]);
    for (const text of ['\u0000', 'a\u0000b', '\ud800', 'x\udfff', '\udc00\ud800'])
      expect([text, isStorableText(text)]).toEqual([text, false]);
  });

  it('finds the first such text anywhere in a value, keys included, by its path', () => {
    expect(unstorableTextPath({ name: 'Ada', hospital: 'LUTH\ud800' })).toEqual(['hospital']);
    expect(unstorableTextPath({ items: [{ a: 'ok' }, { b: '\u0000' }] })).toEqual(['items', 1, 'b']);
    expect(unstorableTextPath({ ['bad\u0000key']: 1 })).toEqual(['bad\u0000key']);
    expect(unstorableTextPath('\u0000')).toEqual([]);
    expect(unstorableTextPath({ name: 'Ada', count: 3, nothing: null })).toBeNull();
  });

  it('finds the first number no 32-bit integer column can hold, by its path', () => {
    expect(outOfRangeNumberPath({ reason_id: 2 ** 31, state_id: 25 })).toEqual(['reason_id']);
    expect(outOfRangeNumberPath({ ids: [1, -(2 ** 31) - 1] })).toEqual(['ids', 1]);
    expect(outOfRangeNumberPath({ amount: 1e300 })).toEqual(['amount']);
    expect(outOfRangeNumberPath(Number.NaN)).toEqual([]);
    expect(outOfRangeNumberPath({ at: new Date(), limits: [2 ** 31 - 1, -(2 ** 31)], latitude: 6.45 })).toBeNull();
  });

  it('accepts only own keys as enum values, never what every object inherits', () => {
    const outcomes = { did_not_show_up: 'Did not show up' };
    expect(isOwnKey(outcomes, 'did_not_show_up')).toBe(true);
    for (const key of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 42])
      expect([key, isOwnKey(outcomes, key)]).toEqual([key, false]);
    const requestId = '4f1c1b8e-2c1a-4b7e-9a51-0f6b2c9d3e11';
    for (const outcome of ['constructor', 'toString', '__proto__']) {
      const result = feedbackForm.safeParse({ type: 'Recipient', request_id: requestId, description: 'x', outcome });
      expect([outcome, result.error?.issues.map((issue) => issue.path.join('.'))]).toEqual([outcome, ['outcome']]);
    }
  });

  it('refuses dates outside sane years, such as 0000-01-01', () => {
    expect(parseIsoDate('0000-01-01')).toBeNull();
    expect(parseIsoDate('1899-12-31')).toBeNull();
    expect(parseIsoDate('1950-06-01')).toEqual(new Date('1950-06-01T00:00:00.000Z'));
    const dateOfBirth = pastDateField('Date of birth cannot be empty', 'Date of birth cannot be in the future');
    expect(dateOfBirth.safeParse('0000-01-01').error?.issues[0]?.message).toBe('Enter a valid date');
  });
});
