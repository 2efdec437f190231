import { describe, expect, it } from '@jest/globals';
import { csvCell } from './csv-cell.js';

describe('CSV cells', () => {
  it.each([
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+2348012345678', "'+2348012345678"],
    ['-1', "'-1"],
    ['@cmd', "'@cmd"],
    ['\tindented', "'\tindented"],
    ['\rreturn', '"\'\rreturn"'],
  ])('makes %j inert as %j', (value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it('quotes commas, quotes and line breaks, and leaves plain text and numbers alone', () => {
    expect(csvCell('Lagos, Ikeja')).toBe('"Lagos, Ikeja"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=a,b')).toBe('"\'=a,b"');
    expect(csvCell('2026-11-20')).toBe('2026-11-20');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(0.25)).toBe('0.25');
    expect(csvCell(null)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
  });
});
