/** Feed preview (spec 1§2 screen 10, 1§5, 1§9). */

export const FEED_WINDOW_MONTHS = 6;
export const FEED_PAGE_SIZE = 40;
export const FEED_CAUTION_FEW_AT_MOST = 9;
/**
 * Displayed result counts cap at '1,000,000+' (spec 1§5). The server counts exactly up to here;
 * above it the total is a floor (`total_is_estimate`).
 */
export const FEED_COUNT_CAP = 1_000_000;
export const FEED_CAUTION_MANY_AT_LEAST = 210;

/** Monthly average = total / days in window × 30.5. */
export function monthlyAverage(total: number, windowDays: number): number {
  if (windowDays <= 0) return 0;
  return (total / windowDays) * 30.5;
}

export type FeedCaution = 'few' | 'many';

/** At or below 9 a month: 'few'; at or above 210: 'many'; otherwise no caution. */
export function feedCaution(total: number, windowDays: number): FeedCaution | null {
  const average = monthlyAverage(total, windowDays);
  if (average <= FEED_CAUTION_FEW_AT_MOST) return 'few';
  if (average >= FEED_CAUTION_MANY_AT_LEAST) return 'many';
  return null;
}

export const FEED_CAUTION_COPY: Record<FeedCaution, { title: string; advice: string }> = {
  few: {
    title: 'Your signals find fewer results than most users see',
    advice: 'Add more keywords, or broaden the ones you have, to see more notices.',
  },
  many: {
    title: 'Your signals find more results than most users see',
    advice: 'Use more specific keywords to focus on the notices that matter to you.',
  },
};

/** Days from `since` to `now` (the preview's window, normally 6 months back). */
export function windowDays(since: Date, now: Date): number {
  return Math.max(1, Math.round((now.getTime() - since.getTime()) / 86_400_000));
}

/**
 * The count as the headings word it, en-GB: exact below the cap, '1,000,000+' at or above it or
 * when the server stopped counting past it (as the UI kit's ResultCount words every other count).
 */
export function feedCountLabel(total: number, isEstimate = false): string {
  if (isEstimate || total >= FEED_COUNT_CAP) return `${FEED_COUNT_CAP.toLocaleString('en-GB')}+`;
  return Math.max(0, Math.floor(total)).toLocaleString('en-GB');
}

export function matchedNoticesHeading(total: number, isEstimate = false): string {
  return `${feedCountLabel(total, isEstimate)} matched notices in last ${FEED_WINDOW_MONTHS} months`;
}

export function showingHeading(shown: number, total: number, isEstimate = false): string {
  return `Showing ${shown.toLocaleString('en-GB')} out of ${feedCountLabel(total, isEstimate)} notices`;
}

export type MatchReasonCategory = 'keyword' | 'partner' | 'competitor' | 'cpv';
const MATCH_ORDER: MatchReasonCategory[] = ['keyword', 'partner', 'competitor', 'cpv'];

/** A card's match reasons: keyword, partner, competitor, CPV code chips, in that order. */
export function orderMatchReasons<T extends { category: string }>(signals: readonly T[]): T[] {
  const rank = (c: string) => {
    const i = MATCH_ORDER.indexOf(c as MatchReasonCategory);
    return i === -1 ? MATCH_ORDER.length : i;
  };
  return [...signals].sort((a, b) => rank(a.category) - rank(b.category));
}
