import { describe, expect, it } from 'vitest';
import { contrastPairs, contrastRatio, formatContrastRatio, parseHex, relativeLuminance } from './contrast';

describe('contrastRatio', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#000000', 21],
    ['#ffffff', '#ffffff', 1],
    ['#777777', '#ffffff', 4.48],
    ['#767676', '#ffffff', 4.54],
    ['#fff', '#000', 21],
  ])('%s on %s is %d:1', (fg, bg, expected) => {
    expect(contrastRatio(fg, bg)).toBeCloseTo(expected, 2);
  });

  it('computes luminance and rejects what is not a hex colour', () => {
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(relativeLuminance('#000000')).toBe(0);
    expect(parseHex('#1b1f29')).toEqual([27, 31, 41]);
    expect(() => parseHex('rgba(0,0,0,1)')).toThrow('Not a hex colour');
  });

  it('formats a ratio rounded down', () => {
    expect(formatContrastRatio(4.499)).toBe('4.49:1');
    expect(formatContrastRatio(21)).toBe('21.00:1');
  });
});

describe('colour tokens', () => {
  it.each(contrastPairs.map((p) => [p.text, p.surface, p.fg, p.bg] as const))(
    '%s on %s is at least 4.5:1',
    (_text, _surface, fg, bg) => {
      expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(4.5);
    },
  );
});
