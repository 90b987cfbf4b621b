import { describe, expect, it } from 'vitest';
import { deriveStage, type StageInput } from './stage.js';

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
  ])('%s', (_name, input, stage) => {
    expect(deriveStage({ ...base, ...input }, { now }).stage).toBe(stage);
  });

  it('the stale threshold is configurable', () => {
    const input = { ...base, hasTender: false, planningPublished: '2025-01-01' };
    expect(deriveStage(input, { now, staleAfterMonths: 1 }).stage).toBe('STALE_PRE_TENDER');
    expect(deriveStage(input, { now, staleAfterMonths: 12 }).stage).toBe('PRE_TENDER');
  });
});
