import { describe, expect, it } from 'vitest';
import {
  assertFilterable,
  PaywallError,
  planViewer,
  projectNotice,
  projectRecordPage,
  projectSummaryInput,
  projectSupplierSpend,
  projectTimelineAward,
  PUBLIC_VIEWER,
  seesAwardDetails,
  summaryViewOf,
  withheldSummarySections,
} from './projection';

const awarded = {
  id: '7',
  stage: 'AWARDED',
  value: 987654.32,
  valueSrc: 'award',
  tendersReceived: 4,
  startDate: '2031-07-19T00:00:00.000Z',
  tenderStartDate: '2030-01-01T00:00:00.000Z',
  suppliers: [{ name: 'Quillfeather' }],
  isSme: true,
  redacted: false,
};

describe('award details by plan and unlock (share links use the sharer company’s plan)', () => {
  it.each([
    ['FREEMIUM' as const, [], false],
    ['FREEMIUM' as const, [7], true],
    ['BASIC' as const, [], true],
    ['GROWTH' as const, [], true],
    ['EXPERT' as const, [], true],
    ['GUEST_PASS' as const, [7], false],
    [null, [7], false],
  ])('%s, unlocked %j → %s', (plan, unlocked, shows) => {
    expect(seesAwardDetails(planViewer(plan, unlocked), 7)).toBe(shows);
  });
});

describe('projectNotice', () => {
  it('withholds every award detail of an AWARDED notice and flags it', () => {
    const row = projectNotice(planViewer('FREEMIUM'), awarded);
    expect(row).toEqual({ id: '7', stage: 'AWARDED', value: null, valueSrc: null, tendersReceived: null, startDate: null, suppliers: [], isSme: null, redacted: true });
    expect(JSON.stringify(row)).not.toMatch(/987|Quillfeather|2031/);
  });

  it('keeps a tender’s public estimate and its tender contract start, not its suppliers', () => {
    const open = projectNotice(PUBLIC_VIEWER, { ...awarded, stage: 'OPEN' });
    expect(open).toMatchObject({ value: 987654.32, tendersReceived: 4, startDate: '2030-01-01T00:00:00.000Z', suppliers: [], isSme: null, redacted: false });
  });

  it('shows everything with AWARDS or the notice’s unlock, without the internal tender start', () => {
    const { tenderStartDate: _dropped, ...full } = awarded;
    expect(projectNotice(planViewer('GROWTH'), awarded)).toEqual(full);
    expect(projectNotice(planViewer('FREEMIUM', [7]), awarded)).toEqual(full);
  });

  it('touches only the fields a row kind has (a share link record)', () => {
    expect(projectNotice(PUBLIC_VIEWER, { id: 7, stage: 'AWARDED', value: 5, name: 'x', redacted: false })).toEqual({
      id: 7,
      stage: 'AWARDED',
      value: null,
      name: 'x',
      redacted: true,
    });
  });
});

describe('other row kinds', () => {
  it('empties contracts and lot suppliers on a record page', () => {
    const page = { id: 7, lots: [{ id: 'L1', suppliers: [{ name: 'Quillfeather' }] }], contracts: [{ value: 1 }] };
    expect(projectRecordPage(PUBLIC_VIEWER, page)).toMatchObject({ lots: [{ id: 'L1', suppliers: [] }], contracts: [] });
    expect(projectRecordPage(planViewer('GROWTH'), page).contracts).toHaveLength(1);
  });

  it('withholds a timeline award’s contract start and extension', () => {
    const step = { noticeId: 7, awardDate: 'a', startDate: 's', extensionDate: 'e' };
    expect(projectTimelineAward(PUBLIC_VIEWER, step)).toEqual({ noticeId: 7, awardDate: 'a', startDate: null, extensionDate: null });
    expect(projectTimelineAward(planViewer('FREEMIUM', [7]), step)).toEqual(step);
  });

  it('keys summaries by the view they are written from and leaves award details out of the public one', () => {
    expect(summaryViewOf(planViewer('FREEMIUM'), 7)).toBe('public');
    expect(summaryViewOf(planViewer('FREEMIUM', [7]), 7)).toBe('awards');
    const input = { stage: 'AWARDED', value: 5, suppliers: ['Quillfeather'], awards: [{}], name: 'n' };
    expect(projectSummaryInput('public', input)).toEqual({ stage: 'AWARDED', value: null, suppliers: [], awards: [], name: 'n' });
    expect(projectSummaryInput('awards', input)).toBe(input);
    expect(withheldSummarySections('public', 'AWARDED', ['summary', 'incumbent'], ['incumbent'])).toEqual(['incumbent']);
    expect(withheldSummarySections('public', 'OPEN', ['incumbent'], ['incumbent'])).toEqual([]);
    expect(withheldSummarySections('awards', 'AWARDED', ['incumbent'], ['incumbent'])).toEqual([]);
  });

  it('withholds supplier spend without SPEND', () => {
    const rows = [{ guid: 'a', spend: { totalValue: 1 } }];
    expect(projectSupplierSpend(planViewer('GROWTH'), rows)).toEqual(rows);
    expect(projectSupplierSpend(planViewer('BASIC'), rows)).toEqual([{ guid: 'a', spend: null }]);
  });

  it('refuses supplier filters with the paywall error without AWARDS', () => {
    expect(() => assertFilterable(planViewer('FREEMIUM'), { suppliers: ['1'], supplierSme: 'all' })).toThrow(PaywallError);
    expect(() => assertFilterable(PUBLIC_VIEWER, { suppliers: [], supplierSme: 'only' })).toThrow(/AWARDS/);
    expect(() => assertFilterable(planViewer('BASIC'), { suppliers: ['1'], supplierSme: 'only' })).not.toThrow();
  });
});
