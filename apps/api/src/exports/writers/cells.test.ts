import { describe, expect, it } from 'vitest';
import { csvCell, formatDate, neutraliseFormula } from './cells';
import { exportFileName } from './index';

describe('export cells', () => {
  it.each([
    ['=HYPERLINK("http://x")', `'=HYPERLINK("http://x")`],
    ['+44 113 000', `'+44 113 000`],
    ['-2', `'-2`],
    ['@SUM(A1)', `'@SUM(A1)`],
    ['Leeds City Council', 'Leeds City Council'],
    ['', ''],
  ])('neutralises spreadsheet formulas in text: %j', (text, expected) => {
    expect(neutraliseFormula(text)).toBe(expected);
  });

  it('writes numbers, booleans, dates and empties', () => {
    expect(csvCell(-2)).toBe(-2);
    expect(csvCell(true)).toBe('Yes');
    expect(csvCell(null)).toBe('');
    expect(csvCell(new Date('2025-03-12T00:00:00Z'))).toBe('2025-03-12');
    expect(formatDate(new Date('2025-03-12T14:05:09Z'))).toBe('2025-03-12 14:05');
  });

  it('names files by stem, the day and the format', () => {
    expect(exportFileName('notices', 'csv', new Date('2026-11-23T23:30:00Z'))).toBe('tenderlens-notices-2026-11-23.csv');
    expect(exportFileName('suppliers', 'xlsx', new Date('2026-11-23T00:00:00Z'))).toBe('tenderlens-suppliers-2026-11-23.xlsx');
  });
});
