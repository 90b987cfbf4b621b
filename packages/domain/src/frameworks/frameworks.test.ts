/** Framework and spend rules, and their hooks against the msw mocks through the real client. */
import { act, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ORGANISATION_GUIDS, mockHandlers } from '../mocks';
import { useRequestSpend, useSpendOverview } from '../spend/hooks/spendHooks';
import { CENTRAL_GOVERNMENT_THRESHOLD_GBP, LOCAL_GOVERNMENT_THRESHOLD_GBP } from '../spend/rules/index';
import { renderWithClient } from '../testing/renderWithClient';
import { createSchemaClient } from '../testing/schemaClient';
import { SpendBuyersQuery, SpendOverviewQuery } from '../spend/graphql/operations';
import { FrameworksQuery } from './graphql/operations';
import { useFramework } from '../organisations/hooks/organisationHooks';
import { useFrameworkSearch } from './hooks/frameworkHooks';
import { frameworkAwardType } from './rules/index';
import { toFrameworkFiltersBody } from './schemas/frameworks';

describe('framework and spend rules', () => {
  it('derives the award type from the maximum participants', () => {
    expect([frameworkAwardType(1), frameworkAwardType(4), frameworkAwardType(null), frameworkAwardType(undefined)]).toEqual([
      'Single supplier',
      'Multi-supplier',
      null,
      null,
    ]);
  });

  it('sends the search filters snake_case, leaving out what is empty', () => {
    expect(toFrameworkFiltersBody({ text: '  cloud ', stages: ['OPEN'], expiry: { to: '2027-01-01' }, sort: 'title', sortOrder: 'asc' })).toEqual({
      text: 'cloud',
      buyer_guids: [],
      cpv_codes: [],
      stage: ['OPEN'],
      procedure_types: [],
      award_types: [],
      expiry_date: { to: '2027-01-01' },
      sort: 'title',
      sort_order: 'asc',
    });
    expect(toFrameworkFiltersBody({ text: ' ', expiry: {} })).not.toHaveProperty('text');
  });

  it('publishes payments over £500 (local) and £25,000 (central)', () => {
    expect([LOCAL_GOVERNMENT_THRESHOLD_GBP, CENTRAL_GOVERNMENT_THRESHOLD_GBP]).toEqual([500, 25_000]);
  });
});

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('framework and spend hooks', () => {
  it('searches frameworks with stage counts and filters', async () => {
    server.use(...mockHandlers());
    let awardTypes: string[] = [];
    const { result, rerender } = renderWithClient(() => useFrameworkSearch({ awardTypes, page: 1, pageSize: 20 }));
    await waitFor(() => expect(result.current.data?.pagingInfo.totalResults).toBe(3));
    expect(result.current.data?.stageCounts).toEqual({ AWARDED: 2, OPEN: 1 });
    awardTypes = ['Single supplier'];
    rerender();
    await waitFor(() => expect(result.current.data?.results.map((r) => r.title)).toEqual(['Cardiff Council Highways Maintenance Framework']));
  });

  it('reads a framework with its lots and award type', async () => {
    server.use(...mockHandlers());
    const { result } = renderWithClient(() => useFramework(ORGANISATION_GUIDS.framework));
    await waitFor(() => expect(result.current.data?.awardType).toBe('Multi-supplier'));
    expect(result.current.data?.lots.map((l) => l.suppliers.length)).toEqual([2, 1]);
  });

  it('reads spend and records a spend request', async () => {
    server.use(...mockHandlers());
    const { result } = renderWithClient(() => ({ overview: useSpendOverview({ buyerGuids: [ORGANISATION_GUIDS.leeds], interval: 'quarter' }), request: useRequestSpend() }));
    await waitFor(() => expect(result.current.overview.data?.stats.totalAwarded).toBe(96));
    expect(result.current.overview.data?.synthetic).toBe(true);
    await act(async () => {
      await result.current.request.request(ORGANISATION_GUIDS.cardiff);
    });
    expect(result.current.request.requested[ORGANISATION_GUIDS.cardiff]).toBe('sent');
  });

  it('shows a refused spend read as an error', async () => {
    server.use(...mockHandlers({ spend: 'forbidden' }));
    const { result } = renderWithClient(() => useSpendOverview({ interval: 'month' }));
    await waitFor(() => expect(result.current.error).toBeTruthy());
  });
});

describe('framework and spend cache', () => {
  it('keeps a framework once by id: a later search refreshes the row an earlier page shows', async () => {
    const rows = [
      { id: '501', guid: 'f-501', title: 'Digital Framework', noticeGuid: 'n-1', ocid: 'ocds-1', stage: 'AWARDED', procedureType: null, awardType: 'Multi-supplier',
        publishDate: null, expiryDate: '2029-03-02', value: 4_000_000, currency: 'GBP', buyer: { guid: ORGANISATION_GUIDS.leeds, name: 'Leeds City Council' },
        lots: 2, suppliers: 2, callOffs: 3, lastActivity: null },
      { id: '502', guid: 'f-502', title: 'Highways Framework', noticeGuid: 'n-2', ocid: 'ocds-2', stage: 'OPEN', procedureType: null, awardType: 'Single supplier',
        publishDate: null, expiryDate: null, value: null, currency: null, buyer: null, lots: 1, suppliers: 0, callOffs: 0, lastActivity: null },
    ];
    const { client, server: gql } = createSchemaClient({
      frameworks: (args) => {
        const text = ((args['request'] ?? {}) as { text?: string }).text?.toLowerCase();
        const found = rows.filter((r) => !text || r.title.toLowerCase().includes(text));
        return { results: found, totalResults: found.length, offset: 0, limit: 20, nextOffset: null, stageCounts: [], procedureTypes: [], sort: 'expiry_date', sortOrder: 'asc' };
      },
    });
    const all = { request: { limit: 20, offset: 0 } };
    await client.query(FrameworksQuery, all).toPromise();
    // A call-off lands on the Digital Framework; searching it by name brings the same entity back.
    const digital = rows[0];
    if (digital) digital.callOffs = 4;
    await client.query(FrameworksQuery, { request: { text: 'digital', limit: 20, offset: 0 } }).toPromise();
    expect(client.readQuery(FrameworksQuery, all)?.data?.frameworks.results.find((r) => r.id === '501')?.callOffs).toBe(4);
    await client.query(FrameworksQuery, all).toPromise();
    expect(gql.calls.filter((c) => c === 'Frameworks')).toHaveLength(2);
  });

  it('keeps a spend buyer once by guid and answers a repeated overview from the cache', async () => {
    const buyers = [{ guid: ORGANISATION_GUIDS.leeds, name: 'Leeds City Council', totalValue: 10, payments: 1, synthetic: false }];
    const overview = {
      stats: { totalValue: 10, totalAwarded: 1, avgContractValue: 10, percentToSmes: null },
      overTime: [{ period: '2026-01-01', totalValue: 10, payments: 1 }],
      topSuppliers: [],
      byBuyer: [{ guid: ORGANISATION_GUIDS.leeds, name: 'Leeds City Council', totalValue: 10, payments: 1 }],
      synthetic: false,
      firstPayment: '2026-01-05',
      lastPayment: '2026-01-05',
      interval: 'quarter',
    };
    const { client, server: gql } = createSchemaClient({ spendBuyers: () => buyers, spendOverview: () => overview });
    await client.query(SpendBuyersQuery, {}).toPromise();
    const request = { request: { buyerGuids: [ORGANISATION_GUIDS.leeds], interval: 'quarter' } };
    await client.query(SpendOverviewQuery, request).toPromise();
    await client.query(SpendOverviewQuery, request).toPromise();
    expect(gql.calls.filter((c) => c === 'SpendOverview')).toHaveLength(1);
    expect(client.readQuery(SpendOverviewQuery, request)?.data?.spendOverview.stats.totalValue).toBe(10);
    const cached = client.readQuery(SpendBuyersQuery, {})?.data?.spendBuyers[0];
    expect(cached?.name).toBe('Leeds City Council');
  });
});
