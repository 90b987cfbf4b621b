/**
 * WCAG 2.x contrast maths for the colour tokens, used by the Foundations/Colour page and by a test that
 * holds every text role on its surface to at least 4.5:1 (WCAG 1.4.3, level AA).
 */
import { tokens } from './tokens';

/** Parses `#rgb` or `#rrggbb` into 0–255 channels. */
export function parseHex(hex: string): [number, number, number] {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  const digits = m?.[1];
  if (digits == null) throw new Error(`Not a hex colour: ${hex}`);
  const h = digits.length === 3 ? [...digits].map((c) => c + c).join('') : digits;
  return [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

/** Relative luminance of a hex colour (WCAG definition), 0 for black to 1 for white. */
export function relativeLuminance(hex: string): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = parseHex(hex);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio of two opaque hex colours, from 1 (none) to 21 (black on white). */
export function contrastRatio(fg: string, bg: string): number {
  const a = relativeLuminance(fg);
  const b = relativeLuminance(bg);
  const [hi, lo] = a > b ? [a, b] : [b, a];
  return (hi + 0.05) / (lo + 0.05);
}

/** Rounds a ratio down to two decimals for display, so a shown 4.50 is never really 4.499. */
export function formatContrastRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}

/** A text colour role shown on a surface role. */
export interface ContrastPair {
  /** Token path of the text colour, e.g. `color.text.primary`. */
  text: string;
  /** Token path of the surface colour, e.g. `color.surface.base`. */
  surface: string;
  /** Text colour value. */
  fg: string;
  /** Surface colour value. */
  bg: string;
}

const c = tokens.color;
const pair = (text: string, fg: string, surface: string, bg: string): ContrastPair => ({ text, surface, fg, bg });

/** Every text role of the kit on each surface it is drawn on. */
export const contrastPairs: readonly ContrastPair[] = [
  ...(['primary', 'secondary', 'link', 'disabled'] as const).flatMap((t) =>
    (['page', 'base', 'raised', 'sunken'] as const).map((s) =>
      pair(`color.text.${t}`, c.text[t], `color.surface.${s}`, c.surface[s]),
    ),
  ),
  pair('color.text.inverse', c.text.inverse, 'color.surface.inverse', c.surface.inverse),
  ...(['nav', 'navHover', 'navActive'] as const).flatMap((s) => [
    pair('color.nav.text', c.nav.text, `color.surface.${s}`, c.surface[s]),
    pair('color.nav.textMuted', c.nav.textMuted, `color.surface.${s}`, c.surface[s]),
  ]),
  pair('color.text.inverse', c.text.inverse, 'color.nav.badge', c.nav.badge),
  pair('color.brand.text', c.brand.text, 'color.brand.solid', c.brand.solid),
  pair('color.brand.text', c.brand.text, 'color.brand.solidHover', c.brand.solidHover),
  pair('color.brand.subtleText', c.brand.subtleText, 'color.brand.subtle', c.brand.subtle),
  pair('color.brand.subtleText', c.brand.subtleText, 'color.surface.base', c.surface.base),
  ...(Object.keys(c.tone) as (keyof typeof c.tone)[]).flatMap((t) => [
    pair(`color.tone.${t}.text`, c.tone[t].text, `color.tone.${t}.subtle`, c.tone[t].subtle),
    pair(`color.tone.${t}.text`, c.tone[t].text, 'color.surface.base', c.surface.base),
    pair('color.text.inverse', c.text.inverse, `color.tone.${t}.solid`, c.tone[t].solid),
  ]),
];
