import { RELATIVE_DATE_PATTERN, type DateRange } from '../schemas/noticeFilters';

/** A relative date range the filter drawer offers: durations from now (spec 1§3 "Date range" relative_from/relative_to). */
export interface RelativeDatePreset {
  id: string;
  label: string;
  range: Required<Pick<DateRange, 'relativeFrom' | 'relativeTo'>>;
}

/** The filter drawer's relative ranges: the last N days/months up to today, or the next N from today. */
export const RELATIVE_DATE_PRESETS: readonly RelativeDatePreset[] = [
  { id: 'last_7_days', label: 'Last 7 days', range: { relativeFrom: '-P7D', relativeTo: 'P0D' } },
  { id: 'last_30_days', label: 'Last 30 days', range: { relativeFrom: '-P30D', relativeTo: 'P0D' } },
  { id: 'last_3_months', label: 'Last 3 months', range: { relativeFrom: '-P3M', relativeTo: 'P0D' } },
  { id: 'last_6_months', label: 'Last 6 months', range: { relativeFrom: '-P6M', relativeTo: 'P0D' } },
  { id: 'last_12_months', label: 'Last 12 months', range: { relativeFrom: '-P1Y', relativeTo: 'P0D' } },
  { id: 'next_30_days', label: 'Next 30 days', range: { relativeFrom: 'P0D', relativeTo: 'P30D' } },
  { id: 'next_3_months', label: 'Next 3 months', range: { relativeFrom: 'P0D', relativeTo: 'P3M' } },
  { id: 'next_6_months', label: 'Next 6 months', range: { relativeFrom: 'P0D', relativeTo: 'P6M' } },
  { id: 'next_12_months', label: 'Next 12 months', range: { relativeFrom: 'P0D', relativeTo: 'P1Y' } },
];

/** The preset a range is, if any. */
export function relativeDatePresetOf(range: DateRange): RelativeDatePreset | undefined {
  return RELATIVE_DATE_PRESETS.find((p) => p.range.relativeFrom === range.relativeFrom && p.range.relativeTo === range.relativeTo);
}

const UNITS = [
  [2, 'year'],
  [3, 'month'],
  [4, 'week'],
  [5, 'day'],
] as const;

/** '-P6M' → '6 months ago', 'P1Y2M' → 'in 1 year 2 months', 'P0D' → 'today'. */
export function relativeDateText(duration: string): string {
  const m = RELATIVE_DATE_PATTERN.exec(duration);
  if (!m) return duration;
  const parts = UNITS.flatMap(([i, unit]) => {
    const n = Number(m[i] ?? 0);
    return n > 0 ? [`${n} ${unit}${n === 1 ? '' : 's'}`] : [];
  });
  if (parts.length === 0) return 'today';
  return m[1] === '-' ? `${parts.join(' ')} ago` : `in ${parts.join(' ')}`;
}

/** A relative range in words: the preset's label, else 'from 2 weeks ago', 'until in 3 months', 'from … to …'. */
export function relativeRangeText(range: DateRange): string {
  const preset = relativeDatePresetOf(range);
  if (preset) return preset.label;
  const from = range.relativeFrom ? relativeDateText(range.relativeFrom) : null;
  const to = range.relativeTo ? relativeDateText(range.relativeTo) : null;
  if (from && to) return `${from} – ${to}`;
  return from ? `from ${from}` : `until ${to ?? ''}`;
}
