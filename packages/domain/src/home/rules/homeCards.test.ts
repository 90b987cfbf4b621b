import { describe, expect, it } from 'vitest';
import { parseNoticeFiltersParam, serialiseNoticeFilters } from '../../notices/schemas/noticeFilters';
import { toRecordSearchRequest } from '../../notices/rules/recordSearchRequest';
import { HOME_FIRST_VISIT_DAYS, HOME_VISIT_GAP_MINUTES, homeCardFilters, homeSince, noticesHref, recordVisit } from './homeCards';

const NOW = new Date('2026-11-20T10:30:00.000Z');
const minutes = (m: number) => new Date(NOW.getTime() + m * 60_000);
const days = (d: number) => new Date(NOW.getTime() + d * 86_400_000);

describe('home visits', () => {
  it('a first visit shows the last week, and keeps that boundary while it goes on', () => {
    expect(homeSince(null, NOW)).toEqual(days(-HOME_FIRST_VISIT_DAYS));
    const first = recordVisit(null, NOW);
    expect(first).toEqual({ lastVisitAt: NOW, previousVisitAt: days(-HOME_FIRST_VISIT_DAYS) });
    expect(homeSince(first, minutes(10))).toEqual(days(-HOME_FIRST_VISIT_DAYS));
  });

  it.each([
    ['within the gap: the same visit', HOME_VISIT_GAP_MINUTES - 1, minutes(-120)],
    ['exactly at the gap: the same visit', HOME_VISIT_GAP_MINUTES, minutes(-120)],
    ['after the gap: new since the last visit', HOME_VISIT_GAP_MINUTES + 1, NOW],
  ])('%s', (_label, later, since) => {
    const state = { lastVisitAt: NOW, previousVisitAt: minutes(-120) };
    expect(homeSince(state, minutes(later))).toEqual(since);
    // Read before or after the visit is recorded: the same boundary.
    expect(homeSince(recordVisit(state, minutes(later)), minutes(later))).toEqual(since);
  });
});

describe('home card filters', () => {
  const ctx = { since: new Date('2026-11-18T16:00:00.000Z'), userGuid: 'usr-maya-0002', buyerListIds: ['31', '32'] };

  it('new notices: any relevance, published since the last visit day, by relevance', () => {
    const f = homeCardFilters('newNotices', ctx);
    expect(f).toMatchObject({ relevanceScores: [3, 2, 1], publishDate: { from: '2026-11-18' }, sort: { field: 'relevance_score', order: 'desc' } });
    expect(toRecordSearchRequest(f, { offset: 0, limit: 5 })).toEqual({
      relevance_score: [3, 2, 1],
      publish_date: { from: '2026-11-18' },
      offset: 0,
      limit: 5,
      sort: 'relevance_score',
      sort_order: 'desc',
    });
  });

  it('closing leads: mine, closing in the next 14 days; expiring contracts: my lists, next 3 months', () => {
    expect(homeCardFilters('closingLeads', ctx)).toMatchObject({ assignee: 'usr-maya-0002', closeDate: { relativeFrom: 'P0D', relativeTo: 'P14D' } });
    expect(homeCardFilters('expiringContracts', ctx)).toMatchObject({ buyerListIds: ['31', '32'], expiryDate: { relativeFrom: 'P0D', relativeTo: 'P3M' } });
  });

  it('the link carries the filters the notices page reads back', () => {
    for (const kind of ['newNotices', 'closingLeads', 'expiringContracts'] as const) {
      const filters = homeCardFilters(kind, ctx);
      const href = noticesHref(serialiseNoticeFilters(filters));
      const param = new URL(href, 'http://x').searchParams.get('noticeFilters');
      expect(parseNoticeFiltersParam(param)).toEqual(filters);
    }
    expect(noticesHref('')).toBe('/notices');
  });
});
