import { describe, expect, it } from '@jest/globals';
import { csvCell, toCsv } from './csv.js';

describe('CSV export cells', () => {
  it.each(['=HYPERLINK("http://evil")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1'])(
    'makes %j text that no spreadsheet runs',
    (text) => expect(csvCell(text).replace(/^"|"$/g, '').startsWith("'")).toBe(true),
  );

  it('quotes commas, quotes and line breaks, and keeps numbers and plain text as they are', () => {
    expect(csvCell('Ikeja, Lagos')).toBe('"Ikeja, Lagos"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
    expect(csvCell('a***@example.com')).toBe('a***@example.com');
  });

  it('flattens nested records into dotted columns', () => {
    expect(
      toCsv([
        { id: '1', reporter: { id: 'u', name: 'Ada' }, tags: ['x'] },
        { id: '2', reporter: null },
      ]),
    ).toBe('id,reporter.id,reporter.name,tags\r\n1,u,Ada,"[""x""]"\r\n2,,,\r\n');
  });
});
