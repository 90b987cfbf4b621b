import { describe, expect, it } from 'vitest';
import { isUkBusinessHours } from './businessHours';

describe('isUkBusinessHours', () => {
  it.each([
    ['2026-11-20T07:59:00Z', false, 'Friday 07:59 GMT'],
    ['2026-11-20T08:00:00Z', true, 'Friday 08:00 GMT'],
    ['2026-11-20T17:59:00Z', true, 'Friday 17:59 GMT'],
    ['2026-11-20T18:00:00Z', false, 'Friday 18:00 GMT'],
    ['2026-11-21T12:00:00Z', false, 'Saturday noon'],
    ['2026-11-22T12:00:00Z', false, 'Sunday noon'],
    ['2026-07-06T07:30:00Z', true, 'Monday 08:30 BST'],
    ['2026-07-06T16:59:00Z', true, 'Monday 17:59 BST'],
    ['2026-07-06T17:00:00Z', false, 'Monday 18:00 BST'],
    ['2026-07-06T06:59:00Z', false, 'Monday 07:59 BST'],
  ])('%s → %s (%s)', (iso, expected) => {
    expect(isUkBusinessHours(new Date(iso))).toBe(expected);
  });
});
