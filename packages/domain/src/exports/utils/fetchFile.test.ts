import { describe, expect, it } from 'vitest';
import { fallbackFileName, fileNameFromDisposition } from './fetchFile';

describe('file names', () => {
  it.each([
    ['attachment; filename="tenderlens-notices-2026-11-23.csv"', 'tenderlens-notices-2026-11-23.csv'],
    ["attachment; filename*=UTF-8''tenderlens%20n.xlsx", 'tenderlens n.xlsx'],
    ['attachment; filename=plain.csv', 'plain.csv'],
    ['attachment', null],
    [null, null],
  ])('reads %j', (header, expected) => {
    expect(fileNameFromDisposition(header)).toBe(expected);
  });

  it('falls back to the server’s naming with today’s date', () => {
    expect(fallbackFileName('suppliers', 'csv', new Date(2026, 10, 23, 9))).toBe('tenderlens-suppliers-2026-11-23.csv');
  });
});
