import { afterEach, describe, expect, it, vi } from 'vitest';
import { NoticesQuery } from '../notices/graphql/queries/Notices';
import { createSchemaClient } from '../testing/schemaClient';
import { UnlockAwardMutation } from './graphql/mutations/UnlockAward';
import { RecordQuery } from './graphql/queries/Record';
import { withRetries } from './hooks/retry';
import { recordFixtures, summaryFixture, timelineFixtures } from './mocks/fixtures';
import { extensionMonthsBetween, findDecisionMakerHref } from './rules/contactsLink';
import { seenByNames } from './rules/recordCopy';
import { openSourceLink, sourceLinkPlan } from './rules/sourceLink';
import { timelineSteps } from './rules/timeline';
import { RecordSummarySchema, summarySections } from './schemas/summary';
import { RecordTimelineSchema } from './schemas/timeline';
import { parseCompressedSearchParam } from '../url/searchParams';
import { z } from 'zod';

describe('source links', () => {
  it.each([
    ['https://www.contractsfinder.service.gov.uk/Notice/abc', 'direct'],
    ['https://www.publiccontractsscotland.gov.uk/search/show/search_view.aspx?ID=APR349988', 'twoStep'],
    ['https://www.sell2wales.gov.wales/search/show/search_view.aspx?ID=FEB497432', 'twoStep'],
    ['http://www.publiccontractsscotland.gov.uk/', 'oldPortal'],
    ['http://etenderwales.bravosolution.co.uk', 'oldPortal'],
    ['https://www.publictendersscotland.publiccontractsscotland.gov.uk', 'oldPortal'],
    ['https://etenderwales.bravosolution.co.uk/home', 'oldPortal'],
    ['https://www.bluelight.gov.uk/blpd/notice/1', 'oldPortal'],
    ['http://', 'none'],
    [null, 'none'],
    ['javascript:alert(1)', 'none'],
  ])('%s → %s', (url, kind) => {
    expect(sourceLinkPlan(url).kind).toBe(kind);
  });

  it('names the old BLPD portal and opens a portal page first, then the notice 1.5 s later', () => {
    expect(sourceLinkPlan('https://blpd.example.gov.uk/n/1')).toMatchObject({ kind: 'oldPortal', reason: 'blpd' });
    const plan = sourceLinkPlan('https://www.sell2wales.gov.wales/search/show/search_view.aspx?ID=FEB497432');
    const win = { location: { href: '' } };
    const timers: [() => void, number][] = [];
    const opened: string[] = [];
    const ok = openSourceLink(plan, { open: (u) => (opened.push(u), win), setTimeout: (fn, ms) => timers.push([fn, ms]) }, () => undefined);
    expect(ok).toBe(true);
    expect(opened).toEqual(['https://www.sell2wales.gov.wales/search/search_mainpage.aspx']);
    expect(timers[0]?.[1]).toBe(1500);
    timers[0]?.[0]();
    expect(win.location.href).toBe('https://www.sell2wales.gov.wales/search/show/search_view.aspx?ID=FEB497432');
  });

  it('reports a blocked popup', () => {
    const report = vi.fn();
    const ok = openSourceLink(sourceLinkPlan('https://example.gov.uk/n/1'), { open: () => null, setTimeout: () => 0 }, report);
    expect(ok).toBe(false);
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringContaining('Popup blocked') }));
  });
});

describe('timeline steps', () => {
  it('highlights the current step and marks earlier steps without data Not identified', () => {
    const steps = timelineSteps(RecordTimelineSchema.parse(timelineFixtures.open));
    expect(steps.map((s) => [s.label, s.status, s.note])).toEqual([
      ['Pre-tender', 'complete', 'Not identified'],
      ['Tender', 'current', null],
      ['Award', 'upcoming', null],
    ]);
    expect(steps[1]?.rows.map((r) => r.label)).toEqual(['Published', 'Clarification deadline', 'Close date']);
    const awarded = timelineSteps(RecordTimelineSchema.parse(timelineFixtures.awarded));
    expect(awarded.map((s) => s.status)).toEqual(['complete', 'complete', 'current']);
    expect(awarded[2]?.rows.map((r) => r.label)).toContain('Extension until');
  });
});

describe('record rules', () => {
  it('computes lot extensions in whole months', () => {
    expect(extensionMonthsBetween('2028-06-30T00:00:00.000Z', '2030-06-30T00:00:00.000Z')).toBe(24);
    expect(extensionMonthsBetween('2028-06-30T00:00:00.000Z', null)).toBeNull();
    expect(extensionMonthsBetween('2028-06-30T00:00:00.000Z', '2028-06-01T00:00:00.000Z')).toBeNull();
  });

  it("says 'you' for the current user in seen-by", () => {
    expect(seenByNames([{ guid: 'a', firstName: 'Leo', lastName: 'Okafor' }, { guid: 'b', firstName: 'Maya', lastName: 'Patel' }], 'b')).toEqual(['Leo Okafor', 'you']);
  });

  it('links Find decision maker to contacts filtered by the buyers (compressed contactsFilters)', () => {
    const href = findDecisionMakerHref(['g1', 'g2']);
    const raw = new URL(href, 'http://x').searchParams.get('contactsFilters');
    expect(parseCompressedSearchParam(z.object({ buyerGuids: z.array(z.string()) }), raw, { buyerGuids: [] })).toEqual({ buyerGuids: ['g1', 'g2'] });
    expect(findDecisionMakerHref([])).toBe('/contacts');
  });

  it('orders summary sections with their labels and skips empty ones', () => {
    const s = RecordSummarySchema.parse({ ...summaryFixture, summary: { ...summaryFixture.summary, incumbent_relationships: null } });
    const sections = summarySections(s);
    expect(sections[0]).toMatchObject({ label: 'Headline' });
    expect(sections.map((x) => x.label)).toContain('Product / service');
    expect(sections.map((x) => x.label)).not.toContain('Incumbent relationships');
  });
});

describe('summary retries', () => {
  afterEach(() => vi.useRealTimers());
  it('tries 3 more times 500 ms apart, then gives up', async () => {
    vi.useFakeTimers();
    const fn = vi.fn().mockRejectedValue(new Error('down'));
    const done = withRetries(fn).catch((e: unknown) => e);
    for (let i = 0; i < 3; i++) {
      await vi.advanceTimersByTimeAsync(499);
      expect(fn).toHaveBeenCalledTimes(i + 1);
      await vi.advanceTimersByTimeAsync(1);
    }
    expect(fn).toHaveBeenCalledTimes(4);
    expect(await done).toEqual(new Error('down'));
  });
  it('stops at once when told not to retry', async () => {
    const fn = vi.fn().mockRejectedValue(new Error('403'));
    await expect(withRetries(fn, { shouldRetry: () => false })).rejects.toThrow('403');
    expect(fn).toHaveBeenCalledTimes(1);
  });
});

describe('record cache', () => {
  it('shows the awards of a record and its notice row everywhere after a free unlock', async () => {
    let current = recordFixtures.locked;
    const { client } = createSchemaClient({
      record: () => current,
      notices: () => ({
        totalResults: 1, totalIsEstimate: false, offset: 0, limit: 20, nextOffset: null, signals: [],
        // A search row carries the table-only fields the record page does not read.
        results: [{ ...current.notice, startDate: null, isSme: null, buyerCategories: [], buyerLists: [], alsoPublishedOn: [] }],
        facets: { sampled: false, stage: [], countryCode: [], cpvDivision: [] },
      }),
      unlockAward: () => {
        current = recordFixtures.unlocked;
        return current;
      },
    });
    const guid = recordFixtures.locked.guid;
    await client.query(RecordQuery, { guid }).toPromise();
    await client.query(NoticesQuery, { filter: {} }).toPromise();
    expect(client.readQuery(RecordQuery, { guid })?.data?.record?.contracts).toEqual([]);
    expect(client.readQuery(NoticesQuery, { filter: {} })?.data?.notices.results[0]?.suppliers).toEqual([]);

    const result = await client.mutation(UnlockAwardMutation, { guid }).toPromise();
    expect(result.error).toBeUndefined();
    const record = client.readQuery(RecordQuery, { guid })?.data?.record;
    expect(record?.awardAccess).toMatchObject({ visible: true, freeUnlocked: true });
    expect(record?.contracts.map((c) => c.title)).toEqual(['Housing management platform', 'Contract KCC-HMS-2']);
    // The same Notice entity: the search row is unredacted too.
    const row = client.readQuery(NoticesQuery, { filter: {} })?.data?.notices.results[0];
    expect(row?.redacted).toBe(false);
    expect(row?.suppliers.map((s) => s.name)).toEqual(['Capita Business Services Ltd', 'Acme Cloud Ltd']);
  });
});
