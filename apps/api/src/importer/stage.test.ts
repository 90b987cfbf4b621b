import { describe, expect, it } from 'vitest';
import { deriveStage, latestNoticeType, noticeFamily, type StageInput } from './stage.js';

const now = new Date('2025-03-12T00:00:00Z');
const base: StageInput = { hasTender: true, liveAwards: 0, contracts: 0 };

describe('deriveStage', () => {
  it.each<[string, Partial<StageInput>, string]>([
    ['planning only, recent', { hasTender: false, planningPublished: '2025-01-23T15:10:05Z' }, 'PRE_TENDER'],
    ['planning only, 13 months old', { hasTender: false, planningPublished: '2024-02-01T00:00:00Z' }, 'STALE_PRE_TENDER'],
    ['planning only, exactly 12 months old is still fresh', { hasTender: false, planningPublished: '2024-03-12T00:00:00Z' }, 'PRE_TENDER'],
    ['planning without a date', { hasTender: false }, 'PRE_TENDER'],
    ['tender status planned counts as planning', { tenderStatus: 'planned', planningPublished: '2023-01-01' }, 'STALE_PRE_TENDER'],
    ['active, deadline in the future', { tenderStatus: 'active', tenderEndDate: '2025-04-01T12:00:00Z' }, 'OPEN'],
    ['active, deadline passed', { tenderStatus: 'active', tenderEndDate: '2025-03-01T12:00:00Z' }, 'CLOSED'],
    ['active, no deadline', { tenderStatus: 'active' }, 'OPEN'],
    ['no status, future deadline', { tenderEndDate: '2026-01-01' }, 'OPEN'],
    ['cancelled without award, future deadline', { tenderStatus: 'cancelled', tenderEndDate: '2026-01-01' }, 'CLOSED'],
    ['unsuccessful', { tenderStatus: 'unsuccessful' }, 'CLOSED'],
    ['complete without award', { tenderStatus: 'complete' }, 'CLOSED'],
    ['award wins over an open deadline', { tenderStatus: 'active', tenderEndDate: '2026-01-01', liveAwards: 1 }, 'AWARDED'],
    ['a contract alone is awarded', { tenderStatus: 'complete', contracts: 1 }, 'AWARDED'],
    ['award on a planning-only record', { hasTender: false, liveAwards: 1 }, 'AWARDED'],
    ['UK4 tender notice, deadline ahead', { tenderStatus: 'active', tenderEndDate: '2025-04-01', noticeType: 'UK4' }, 'OPEN'],
    ['UK1 pipeline notice with an active tender section is pre-tender', { tenderStatus: 'active', noticeType: 'UK1', planningPublished: '2025-03-01' }, 'PRE_TENDER'],
    ['UK12 procurement termination closes an open tender', { tenderStatus: 'active', tenderEndDate: '2026-01-01', noticeType: 'UK12' }, 'CLOSED'],
    ['UK12 does not undo a signed contract', { contracts: 1, noticeType: 'UK12' }, 'AWARDED'],
    ['UK5 transparency notice (direct award intended) is not open', { tenderStatus: 'active', noticeType: 'UK5' }, 'CLOSED'],
    ['UK6 with a live award', { liveAwards: 1, noticeType: 'UK6' }, 'AWARDED'],
    ['UK16 dynamic market ceased', { tenderStatus: 'active', noticeType: 'UK16' }, 'CLOSED'],
    ['older F02 contract notice', { tenderStatus: 'active', noticeType: 'F02', tenderEndDate: '2025-04-01' }, 'OPEN'],
    ['older F1 prior information notice', { tenderStatus: 'active', noticeType: 'F1', planningPublished: '2025-03-01' }, 'PRE_TENDER'],
    ['older F15 voluntary ex ante transparency', { tenderStatus: 'active', noticeType: 'F15' }, 'CLOSED'],
  ])('%s', (_name, input, stage) => {
    expect(deriveStage({ ...base, ...input }, { now }).stage).toBe(stage);
  });

  it('the stale threshold is configurable', () => {
    const input = { ...base, hasTender: false, planningPublished: '2025-01-01' };
    expect(deriveStage(input, { now, staleAfterMonths: 1 }).stage).toBe('STALE_PRE_TENDER');
    expect(deriveStage(input, { now, staleAfterMonths: 12 }).stage).toBe('PRE_TENDER');
  });
});

describe('notice types', () => {
  it('every Procurement Act and older type has a family', () => {
    for (let n = 1; n <= 17; n++) expect(noticeFamily(`UK${n}`)).toBeDefined();
    for (const n of [1, 2, 3, 4, 5, 6, 7, 12, 13, 14, 15, 20, 21, 22, 23, 24, 25, 51, 52, 53, 54, 55, 56]) expect(noticeFamily(String(n))).toBeDefined();
    expect(noticeFamily('uk4')).toBe('tender');
    expect(noticeFamily('F03')).toBe('award');
    expect(noticeFamily('UK99')).toBeUndefined();
    expect(noticeFamily(undefined)).toBeUndefined();
  });

  it('the newest notice is the document named after the newest release, else the latest published', () => {
    const compiled = {
      planning: { documents: [{ id: '1-2026', noticeType: 'UK1', datePublished: '2026-01-01' }] },
      tender: { documents: [{ id: 'x', documentType: 'biddingDocuments' }, { id: '2-2026', noticeType: 'UK4', datePublished: '2026-02-01' }] },
    };
    expect(latestNoticeType(compiled, '1-2026')).toBe('UK1');
    expect(latestNoticeType(compiled, 'other')).toBe('UK4');
    expect(latestNoticeType({}, 'x')).toBeUndefined();
  });
});
