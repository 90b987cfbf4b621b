/** Buyer/supplier page rules, and the hooks against the msw mocks through the real client. */
import { act, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ORGANISATION_GUIDS, mockHandlers } from '../mocks';
import { NOTICE_FILTERS_PARAM, parseNoticeFiltersParam } from '../notices/schemas/noticeFilters';
import { renderWithClient } from '../testing/renderWithClient';
import { useBuyerCpvStats, useBuyerSearch, useBuyerSuppliers, useFrameworkCallOffs } from './hooks/organisationHooks';
import {
  awardSummaryFigures,
  awardsSearchHref,
  clampPercent,
  cpvBars,
  formatAverage,
  upcomingExpiriesLabel,
  UPCOMING_EXPIRY_YEARS,
  DEFAULT_LOOKBACK_YEARS,
  formatGbp,
  formatSmePercent,
} from './rules/buyerStats';
import { shouldSearchBuyers } from './rules/organisationSearch';
import { supplierAwardsFilters, supplierExpiriesFilters } from './rules/supplierPages';

describe('buyer award summary and CPV chart rules', () => {
  it('formats GBP with £ and en-GB grouping (a missing average £0), the SME share to one decimal (0.0% when missing)', () => {
    expect(formatGbp(48_250_000)).toBe('£48,250,000');
    expect(formatSmePercent(31.46)).toBe('31.5%');
    expect(formatSmePercent(null)).toBe('0.0%');
    expect(formatSmePercent(140)).toBe('100.0%');
    expect(formatAverage(null)).toBe('£0');
    expect(formatAverage(undefined)).toBe('£0');
    expect(formatAverage(Number.NaN)).toBe('£0');
    expect(formatAverage(0)).toBe('£0');
    expect(upcomingExpiriesLabel()).toBe('Upcoming expiries (next 3 years)');
    expect(upcomingExpiriesLabel(1)).toBe('Upcoming expiries (next 1 year)');
    expect(UPCOMING_EXPIRY_YEARS).toBe(DEFAULT_LOOKBACK_YEARS);
    expect(formatAverage(753_906.25)).toBe('£753,906');
    expect(awardSummaryFigures({ totalAwarded: 1234, totalValue: 5_000_000, avgContractValue: null, percentToSmes: null }, 'historical')).toEqual([
      { label: 'Contracts and frameworks awarded', value: '1,234' },
      { label: 'Total value', value: '£5,000,000' },
      { label: 'Average value', value: '£0' },
      { label: 'Value awarded to SMEs', value: '0.0%' },
    ]);
  });

  it('clamps bar percentages to 0–100 and hides divisions with no count and no value', () => {
    expect([clampPercent(-5), clampPercent(250), clampPercent(Number.NaN)]).toEqual([0, 100, 0]);
    const bars = cpvBars([
      { code: '72', name: 'IT', totalAwarded: 10, totalValue: 1000, avgContractValue: 100, percentToSmes: 10 },
      { code: '45000000', name: 'Construction', totalAwarded: 5, totalValue: 4000, avgContractValue: 800, percentToSmes: null },
      { code: '90', name: 'Cleaning', totalAwarded: 0, totalValue: 0, avgContractValue: null, percentToSmes: null },
    ]);
    expect(bars.map((b) => [b.code, b.countPercent, b.valuePercent])).toEqual([
      ['72', 100, 25],
      ['45', 50, 100],
    ]);
  });

  it('links a bar to the awards search for the division, the buyer and the stats window', () => {
    const href = awardsSearchHref(ORGANISATION_GUIDS.leeds, '72', { mode: 'historical', from: '2023-11-23T00:00:00.000Z', to: '2026-11-23T00:00:00.000Z' });
    const url = new URL(href, 'https://app.test');
    expect(url.pathname).toBe('/notices');
    const filters = parseNoticeFiltersParam(url.searchParams.get(NOTICE_FILTERS_PARAM));
    expect(filters).toMatchObject({ stages: ['AWARDED'], cpvCodes: ['72'], buyerGuids: [ORGANISATION_GUIDS.leeds], awardDate: { from: '2023-11-23', to: '2026-11-23' } });
    const expiring = new URL(awardsSearchHref(ORGANISATION_GUIDS.leeds, '45', { mode: 'expiries', from: '2026-11-23T00:00:00.000Z', to: '2027-11-23T00:00:00.000Z' }), 'https://app.test');
    expect(parseNoticeFiltersParam(expiring.searchParams.get(NOTICE_FILTERS_PARAM)).expiryDate).toEqual({ from: '2026-11-23', to: '2027-11-23' });
  });

  it('queries the buyer picker after more than 1 character; supplier pages filter the notice search', () => {
    expect([shouldSearchBuyers(''), shouldSearchBuyers('l'), shouldSearchBuyers(' l '), shouldSearchBuyers('le')]).toEqual([false, false, false, true]);
    expect(supplierAwardsFilters('g')).toMatchObject({ stages: ['AWARDED'], supplierGuids: ['g'] });
    expect(supplierExpiriesFilters('g', new Date('2026-11-23T10:00:00Z'), 3).expiryDate).toEqual({ from: '2026-11-23', to: '2029-11-23' });
  });
});

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('organisation page hooks', () => {
  it('reads CPV stats for the chosen mode and years, refetching when they change', async () => {
    server.use(...mockHandlers());
    let years = 3;
    const { result, rerender } = renderWithClient(() => useBuyerCpvStats(ORGANISATION_GUIDS.leeds, { mode: 'historical', years }));
    await waitFor(() => expect(result.current.data?.years).toBe(3));
    years = 5;
    rerender();
    expect(result.current.fetching).toBe(true);
    await waitFor(() => expect(result.current.data?.years).toBe(5));
    expect(result.current.data?.overallStats.totalAwarded).toBeGreaterThan(0);
  });

  it('pages and sorts a buyer’s suppliers, and reports an error', async () => {
    server.use(...mockHandlers());
    const { result } = renderWithClient(() => useBuyerSuppliers(ORGANISATION_GUIDS.leeds, { page: 1, pageSize: 2, sort: 'name', sortOrder: 'asc' }));
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data?.results.map((r) => r.name)).toEqual(['Acme Cloud Analytics Ltd', 'Capita Business Services Ltd']);
    expect(result.current.data?.pagingInfo).toMatchObject({ totalResults: 3, nextOffset: 2 });
    server.use(...mockHandlers({ organisations: 'error' }));
    const failed = renderWithClient(() => useBuyerSuppliers(ORGANISATION_GUIDS.leeds, { page: 1, pageSize: 20 }));
    await waitFor(() => expect(failed.result.current.error).toBeDefined());
    expect(failed.result.current.fetching).toBe(false);
  });

  it('asks for buyers only after more than 1 character, debounced', async () => {
    server.use(...mockHandlers());
    let text = 'l';
    const { result, rerender } = renderWithClient(() => useBuyerSearch(text, { debounceMs: 5 }));
    await act(async () => new Promise((r) => setTimeout(r, 30)));
    expect(result.current.active).toBe(false);
    expect(result.current.data).toBeUndefined();
    text = 'leeds';
    rerender();
    await waitFor(() => expect(result.current.data?.results.map((o) => o.name)).toEqual(['Leeds City Council', 'Leeds Teaching Hospitals NHS Trust']));
  });

  it('filters call-offs by supplier', async () => {
    server.use(...mockHandlers());
    const { result } = renderWithClient(() => useFrameworkCallOffs(ORGANISATION_GUIDS.framework, { supplierGuids: [ORGANISATION_GUIDS.acme], page: 1, pageSize: 20 }));
    await waitFor(() => expect(result.current.data?.results).toHaveLength(1));
  });
});
