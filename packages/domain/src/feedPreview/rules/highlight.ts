import type { TextMatch } from '../schemas/feedPreview';

export interface TextSegment {
  text: string;
  highlighted: boolean;
}

/**
 * Splits a text into plain and highlighted runs at the annotate call's match offsets (UTF-16, end
 * exclusive); overlapping or out-of-range matches are merged or clipped.
 */
export function highlightSegments(
  text: string,
  matches: readonly Pick<TextMatch, 'start' | 'end'>[],
): TextSegment[] {
  const ranges = matches
    .map((m) => [Math.max(0, m.start), Math.min(text.length, m.end)] as const)
    .filter(([s, e]) => e > s)
    .sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [s, e] of ranges) {
    const last = merged[merged.length - 1];
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else merged.push([s, e]);
  }
  const out: TextSegment[] = [];
  let at = 0;
  for (const [s, e] of merged) {
    if (s > at) out.push({ text: text.slice(at, s), highlighted: false });
    out.push({ text: text.slice(s, e), highlighted: true });
    at = e;
  }
  if (at < text.length) out.push({ text: text.slice(at), highlighted: false });
  return out;
}
