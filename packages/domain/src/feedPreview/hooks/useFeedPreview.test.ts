import { act, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mockHandlers } from '../../mocks';
import { renderWithClient } from '../../testing/renderWithClient';
import { feedCaution, windowDays } from '../rules/feedPreview';
import { useFeedPreview } from './useFeedPreview';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const criteria = {
  keywords: ['cloud hosting'],
  cpvCodes: [],
  competitorGuids: [],
  partnerGuids: [],
  countries: [],
  languages: [],
};

describe('useFeedPreview', () => {
  it('loads 40, then 40 more, keeping the match map', async () => {
    server.use(...mockHandlers({ feedPreview: 'many' }));
    const { result } = renderWithClient(() => useFeedPreview({ companyId: '2', criteria, debounceMs: 0 }));
    await waitFor(() => expect(result.current.fetching).toBe(false));
    expect(result.current.data?.results).toHaveLength(40);
    expect(result.current.data?.total).toBe(1500);
    expect(feedCaution(1500, windowDays(new Date(result.current.data?.windowFrom ?? ''), new Date()))).toBe(
      'many',
    );
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.data?.results).toHaveLength(80));
    expect(Object.keys(result.current.data?.matchMap ?? {})).toHaveLength(80);
    expect(result.current.hasMore).toBe(true);
  });

  it('carries total_is_estimate through, also after loading more', async () => {
    server.use(...mockHandlers({ feedPreview: 'capped' }));
    const { result } = renderWithClient(() => useFeedPreview({ companyId: '2', criteria, debounceMs: 0 }));
    await waitFor(() => expect(result.current.fetching).toBe(false));
    expect(result.current.data?.totalIsEstimate).toBe(true);
    expect(result.current.data?.total).toBe(1_000_001);
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.data?.results).toHaveLength(80));
    expect(result.current.data?.totalIsEstimate).toBe(true);
  });

  it('carries an exact count above the old 2,000 cap', async () => {
    server.use(...mockHandlers({ feedPreview: 'large' }));
    const { result } = renderWithClient(() => useFeedPreview({ companyId: '2', criteria, debounceMs: 0 }));
    await waitFor(() => expect(result.current.fetching).toBe(false));
    expect(result.current.data?.total).toBe(23_456);
    expect(result.current.data?.totalIsEstimate).toBe(false);
  });

  it('reports an error', async () => {
    server.use(...mockHandlers({ feedPreview: 'error' }));
    const { result } = renderWithClient(() => useFeedPreview({ companyId: '2', criteria, debounceMs: 0 }));
    await waitFor(() => expect(result.current.error).toBeTruthy());
    expect(result.current.data).toBeNull();
  });
});
