/**
 * `@tenderlens/domain/home`: what Home (`/`, issue 11 §5) counts and where each card links — the one
 * definition the server (apps/api/src/home) computes the cards with and the screen links from
 * (decision 0031). Pure: no React, no urql.
 */
import { DEFAULT_NOTICE_FILTERS, type NoticeFilters } from '../../notices/schemas/noticeFilters';

/** Leads assigned to me that close within this many days. */
export const HOME_CLOSING_DAYS = 14;
/** Contracts of buyers in my lists that expire within this many months. */
export const HOME_EXPIRY_MONTHS = 3;
/** Rows each notice card lists (its total counts them all). */
export const HOME_CARD_ROWS = 5;
/** Team activity items shown, and how far back they go. */
export const HOME_ACTIVITY_ROWS = 10;
export const HOME_ACTIVITY_DAYS = 30;
/** Alerts listed on the alerts card. */
export const HOME_ALERT_ROWS = 5;
/** Coming back to Home within this many minutes is the same visit: "new since" does not move. */
export const HOME_VISIT_GAP_MINUTES = 30;
/** A first visit shows what is new over this many days. */
export const HOME_FIRST_VISIT_DAYS = 7;

/** The cards that are notice searches (each links to the notices page with its filters). */
export const HOME_NOTICE_CARDS = ['newNotices', 'closingLeads', 'expiringContracts'] as const;
export type HomeNoticeCardKind = (typeof HOME_NOTICE_CARDS)[number];

/** A user's stored Home visits (server-side, table home_visits). */
export interface HomeVisitState {
  lastVisitAt: Date;
  previousVisitAt: Date | null;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const firstVisitSince = (now: Date) => new Date(now.getTime() - HOME_FIRST_VISIT_DAYS * DAY);
const isNewVisit = (visit: HomeVisitState, now: Date) => now.getTime() - visit.lastVisitAt.getTime() > HOME_VISIT_GAP_MINUTES * MINUTE;

/**
 * Where "new since my last visit" starts at `now`: the end of the previous visit. Read before or
 * after the current visit is recorded, it gives the same answer (the order of the Home query and the
 * visit mutation does not matter).
 */
export function homeSince(visit: HomeVisitState | null, now: Date): Date {
  if (!visit) return firstVisitSince(now);
  if (isNewVisit(visit, now)) return visit.lastVisitAt;
  return visit.previousVisitAt ?? firstVisitSince(now);
}

/** The stored state after a visit at `now`: a new visit starts after the gap, else the visit goes on. */
export function recordVisit(visit: HomeVisitState | null, now: Date): HomeVisitState {
  // The first visit's boundary is stored with it, so it does not creep forward while the visit goes on.
  if (!visit) return { lastVisitAt: now, previousVisitAt: firstVisitSince(now) };
  if (isNewVisit(visit, now)) return { lastVisitAt: now, previousVisitAt: visit.lastVisitAt };
  return { lastVisitAt: now, previousVisitAt: visit.previousVisitAt };
}

/** What a card's filters depend on. */
export interface HomeCardContext {
  /** Start of "new since my last visit" (homeSince). */
  since: Date;
  /** The signed-in user's guid (assignee). */
  userGuid: string;
  /** Ids of the buyer lists the user can read. */
  buyerListIds: readonly string[];
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The notices-page filters of each card. The server counts and lists the card with exactly these,
 * and the card links to the notices page with them, so the page shows what the card counted.
 * - newNotices: matching the team's signals (any relevance) published since the last visit's day, by relevance;
 * - closingLeads: assigned to me, closing from today to 14 days ahead, soonest first;
 * - expiringContracts: buyers in my lists, contracts expiring from today to 3 months ahead, soonest first.
 */
export function homeCardFilters(kind: HomeNoticeCardKind, ctx: HomeCardContext): NoticeFilters {
  switch (kind) {
    case 'newNotices':
      return {
        ...DEFAULT_NOTICE_FILTERS,
        relevanceScores: [3, 2, 1],
        publishDate: { from: isoDay(ctx.since) },
        sort: { field: 'relevance_score', order: 'desc' },
      };
    case 'closingLeads':
      return {
        ...DEFAULT_NOTICE_FILTERS,
        assignee: ctx.userGuid,
        closeDate: { relativeFrom: 'P0D', relativeTo: `P${HOME_CLOSING_DAYS}D` },
        sort: { field: 'close_date', order: 'asc' },
      };
    case 'expiringContracts':
      return {
        ...DEFAULT_NOTICE_FILTERS,
        buyerListIds: [...ctx.buyerListIds],
        expiryDate: { relativeFrom: 'P0D', relativeTo: `P${HOME_EXPIRY_MONTHS}M` },
        sort: { field: 'expiry_date', order: 'asc' },
      };
  }
}

/** The notices page showing `filters` (the `noticeFilters` parameter, compressed). */
export function noticesHref(noticeFilters: string): string {
  return noticeFilters ? `/notices?noticeFilters=${noticeFilters}` : '/notices';
}
