/**
 * The living demo (docs/decisions/0027-demo-dates-moved-forward.md): each bundled file is a snapshot
 * of a portal taken at one time. On the demo's first import every date of a file's releases moves
 * forward by the same whole number of days, so that the file's newest release is dated yesterday
 * (UTC, relative to the importing server's clock). Intervals inside a snapshot are kept exactly
 * (whole days: times of day and time zones are untouched). `tl import`, `tl sync` and
 * `serve --real-dates` never shift anything.
 */
import { readOcds } from '../importer/read';
import type { OcdsRelease } from '../importer/types';

const DAY_MS = 86_400_000;
const DATE_PREFIX = /^(\d{4})-(\d{2})-(\d{2})(?=$|T)/;

/** The calendar day (UTC midnight, ms) of an ISO date's own date part, or NaN. */
function calendarDay(value: string): number {
  const m = DATE_PREFIX.exec(value);
  return m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : Number.NaN;
}

function formatDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** `value` with its date part moved by `days` days; anything that is not an ISO date is returned as is. */
export function shiftIsoDate(value: string, days: number): string {
  const day = calendarDay(value);
  if (Number.isNaN(day) || days === 0) return value;
  return formatDay(day + days * DAY_MS) + value.slice(10);
}

const isDateKey = (key: string): boolean => /date/i.test(key);

function shiftValue(value: unknown, days: number, key: string): unknown {
  if (typeof value === 'string') return isDateKey(key) ? shiftIsoDate(value, days) : value;
  if (Array.isArray(value)) return value.map((v) => shiftValue(v, days, key));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = shiftValue(v, days, k);
    return out;
  }
  return value;
}

/** A copy of the release with every date-valued field (a key containing "date") moved by `days` days. */
export function shiftRelease(release: OcdsRelease, days: number): OcdsRelease {
  if (days === 0) return release;
  return shiftValue(release, days, '') as OcdsRelease;
}

/** The newest release date of a file (by instant), or undefined when no release has a date. */
export async function newestReleaseDate(file: string): Promise<string | undefined> {
  let newest: { at: number; value: string } | undefined;
  for await (const ev of readOcds(file)) {
    if (ev.type !== 'release') continue;
    const value = ev.release.date;
    if (typeof value !== 'string') continue;
    const at = Date.parse(value);
    if (!Number.isNaN(at) && (!newest || at > newest.at)) newest = { at, value };
  }
  return newest?.value;
}

/** Days to add so that a snapshot whose newest release is `newest` ends yesterday (UTC) of `now`. */
export function daysToYesterday(newest: string, now: Date): number {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const last = calendarDay(newest);
  if (Number.isNaN(last)) return 0;
  return Math.max(0, Math.round((today - DAY_MS - last) / DAY_MS));
}

export interface SnapshotShift {
  file: string;
  newest: string | undefined;
  days: number;
}

/** One shift per file (each file is one snapshot). */
export async function planShifts(files: readonly string[], now: Date): Promise<SnapshotShift[]> {
  const plan: SnapshotShift[] = [];
  for (const file of files) {
    const newest = await newestReleaseDate(file);
    plan.push({ file, newest, days: newest ? daysToYesterday(newest, now) : 0 });
  }
  return plan;
}
