import { describe, expect, it } from 'vitest';
import { fitColumns } from './fitColumns';

describe('fitColumns', () => {
  it('keeps preferred widths when they fit, or before the width is known', () => {
    const cols = [{ width: 300, minWidth: 200 }, { width: 100 }];
    expect(fitColumns(cols, 500)).toEqual({ widths: [300, 100], total: 400, overflows: false });
    expect(fitColumns(cols, null).widths).toEqual([300, 100]);
  });

  it('shrinks only columns with a floor, in proportion to what each can spare', () => {
    // 1,550 px of columns into 1,074 px: the notices table at 1440 × 900 before this rule.
    const cols = [{ width: 400, minWidth: 200 }, { width: 300, minWidth: 200 }, { width: 130 }, { width: 200 }];
    const { widths, total, overflows } = fitColumns(cols, 930);
    expect(widths).toEqual([333, 266, 130, 200]);
    expect(total).toBeLessThanOrEqual(930);
    expect(overflows).toBe(false);
  });

  it('stops at the floors and scrolls when even they do not fit', () => {
    const { widths, total, overflows } = fitColumns([{ width: 400, minWidth: 200 }, { width: 300 }], 400);
    expect(widths).toEqual([200, 300]);
    expect(total).toBe(500);
    expect(overflows).toBe(true);
  });

  it('leaves CSS lengths and auto columns alone', () => {
    expect(fitColumns([{ width: '20%' }, {}, { width: 600, minWidth: 300 }], 500).widths).toEqual(['20%', undefined, 500]);
  });
});
