import { describe, expect, it } from '@jest/globals';
import { integerId, isUuid, uuidId, uuidIdField } from './record-ids.js';

describe('record ids', () => {
  it('reads a uuid of any version, in either case, as the database prints it', () => {
    expect(uuidId.parse('3F2504E0-4F89-11D3-9A0C-0305E82C3301')).toBe('3f2504e0-4f89-11d3-9a0c-0305e82c3301');
    expect(isUuid('00000000-0000-0000-0000-000000000000')).toBe(true);
    expect(isUuid('6a1f3c9e-0b7d-4c2a-9e51-7d3f0a2b8c4d')).toBe(true);
  });

  it('refuses text of another shape', () => {
    for (const text of [
      '',
      'abc',
      '6a1f3c9e0b7d4c2a9e517d3f0a2b8c4d',
      '6a1f3c9e-0b7d-4c2a-9e51-7d3f0a2b8c4',
      'g'.repeat(36),
    ]) {
      expect(isUuid(text)).toBe(false);
    }
    expect(isUuid(42)).toBe(false);
    expect(isUuid(null)).toBe(false);
  });

  it("refuses a form's id with the form's words, missing or of another shape", () => {
    const hospital = uuidIdField('Choose a hospital');
    expect(hospital.parse('3F2504E0-4F89-11D3-9A0C-0305E82C3301')).toBe('3f2504e0-4f89-11d3-9a0c-0305e82c3301');
    for (const value of [undefined, '', 'abc', 42]) {
      expect(hospital.safeParse(value).error?.issues[0]?.message).toBe('Choose a hospital');
    }
  });

  it('reads an integer id from its digits, within the range of an int column', () => {
    expect(integerId.parse('17')).toBe(17);
    expect(integerId.parse(2_147_483_647)).toBe(2_147_483_647);
    for (const text of ['0', '-1', '1.5', 'abc', '2147483648']) expect(integerId.safeParse(text).success).toBe(false);
  });
});
