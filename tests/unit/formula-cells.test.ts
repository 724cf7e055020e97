import { describe, expect, it } from 'vitest';
import { fromCsvCell, toCsvCell } from '../../src/server/csv/formula-cells.ts';

describe('CSV cells a spreadsheet would run as formulas', () => {
  it.each([
    ['=HYPERLINK("http://x","y")', `'=HYPERLINK("http://x","y")`],
    ['+1+1', "'+1+1"],
    ['-2+3', "'-2+3"],
    ['@SUM(1)', "'@SUM(1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', "'\rcmd"],
    ['+61400000000', "'+61400000000"],
    ['-$1,234', "'-$1,234"],
    ["'=x", "''=x"],
    ["''@x", "'''@x"],
  ])('writes %j as %j', (value, cell) => {
    expect(toCsvCell(value)).toBe(cell);
  });

  it.each(['-12.50', '-3', 'Harbour Care', "O'Brien", "'quoted'", "'", '', '12', 'a=b'])(
    'leaves %j as it is',
    (value) => {
      expect(toCsvCell(value)).toBe(value);
    },
  );

  it.each(['=1', '-2+3', '-12.50', "'=x", "''=x", "'", "'plain", 'plain', '\tx', "'-5"])(
    'reads back %j from the cell it writes',
    (value) => {
      expect(fromCsvCell(toCsvCell(value))).toBe(value);
    },
  );

  it("keeps a leading ' of another file's cell unless a formula character follows it", () => {
    expect(fromCsvCell("'plain")).toBe("'plain");
    expect(fromCsvCell("'-5")).toBe("'-5");
    expect(fromCsvCell("'=x")).toBe('=x');
  });
});
