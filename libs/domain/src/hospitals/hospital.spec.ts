import { describe, expect, it } from '@jest/globals';
import { distinctAliases, HOSPITAL_MESSAGES, hospitalDetailsForm } from './hospital.js';

describe('distinctAliases', () => {
  it('keeps each other name once whatever its case or spacing, blanks and the name itself left out', () => {
    expect(
      distinctAliases('Lagos University Teaching Hospital', [
        ' LUTH ',
        'luth',
        '',
        'lagos university  teaching hospital',
        'Idi-Araba',
      ]),
    ).toEqual(['LUTH', 'Idi-Araba']);
  });
});

describe('the staff hospital form', () => {
  const valid = {
    name: ' General Hospital Ikeja ',
    kind: 'general',
    state_id: '24',
    latitude: '6.6018',
    longitude: '3.3515',
  };

  it('reads what the console sends: trimmed text, numbers from strings, blanks as absent', () => {
    expect(
      hospitalDetailsForm.parse({ ...valid, aliases: ['GHI', 'ghi'], address: ' ', facility_code: ' HFR-1 ' }),
    ).toEqual({
      name: 'General Hospital Ikeja',
      aliases: ['GHI'],
      kind: 'general',
      state_id: 24,
      latitude: 6.6018,
      longitude: 3.3515,
      has_blood_bank: false,
      facility_code: 'HFR-1',
    });
  });

  it('names the field at fault', () => {
    const result = hospitalDetailsForm.safeParse({ ...valid, name: 'GH', kind: '', aliases: Array(21).fill('x') });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', HOSPITAL_MESSAGES.nameEmpty],
      ['aliases', HOSPITAL_MESSAGES.aliasesInvalid],
      ['kind', HOSPITAL_MESSAGES.kindEmpty],
    ]);
  });
});
