import { describe, expect, it } from 'vitest';
import { isUkBusinessHours, salesBookingLink } from './businessHours';

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

describe('salesBookingLink', () => {
  const urls = { inHours: 'https://sales.example.test/now', outOfHours: 'https://sales.example.test/calendar' };
  it('gives the business-hours link in UK business hours and the other outside them, across the clock change', () => {
    expect(salesBookingLink(new Date('2026-10-23T07:30:00Z'), urls)).toEqual({ url: urls.inHours, inHours: true }); // Fri 08:30 BST
    expect(salesBookingLink(new Date('2026-10-30T07:30:00Z'), urls)).toEqual({ url: urls.outOfHours, inHours: false }); // Fri 07:30 GMT
    expect(salesBookingLink(new Date('2026-10-31T12:00:00Z'), urls)).toEqual({ url: urls.outOfHours, inHours: false }); // Saturday
  });
  it('gives no link when the one for now is not configured', () => {
    expect(salesBookingLink(new Date('2026-11-20T10:00:00Z'), { inHours: undefined, outOfHours: urls.outOfHours })).toBeNull();
    expect(salesBookingLink(new Date('2026-11-21T10:00:00Z'), { inHours: urls.inHours, outOfHours: undefined })).toBeNull();
  });
});
