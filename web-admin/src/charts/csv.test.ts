import { toCsv } from './csv';

describe('chart CSV', () => {
  it('writes a header and one CRLF line per row, cells made inert', () => {
    expect(
      toCsv(
        ['day', 'requests'],
        [
          ['2026-11-20', 3],
          ['=2+2', null],
        ],
      ),
    ).toBe("day,requests\r\n2026-11-20,3\r\n'=2+2,\r\n");
  });
});
