import { act, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mockHandlers } from '../../mocks';
import { syncHandlers } from '../mocks/handlers';
import { latestSync } from '../schemas';
import { renderWithClient } from '../../testing/renderWithClient';
import { useDataFreshness, useRunSync, useSyncSources } from './useSync';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('sync hooks', () => {
  it('data freshness names the most recent source', async () => {
    server.use(...syncHandlers('default', new Date('2026-11-25T12:00:00Z')), ...mockHandlers());
    const { result } = renderWithClient(() => useDataFreshness());
    await waitFor(() => expect(result.current.fetching).toBe(false));
    expect(result.current.data?.sources).toHaveLength(4);
    expect(latestSync(result.current.data)).toEqual({ label: 'Find a Tender', at: '2026-11-25T11:48:00.000Z' });
  });

  it('never synced: no latest sync', async () => {
    server.use(...syncHandlers('empty'), ...mockHandlers());
    const { result } = renderWithClient(() => useDataFreshness());
    await waitFor(() => expect(result.current.fetching).toBe(false));
    expect(latestSync(result.current.data)).toBeNull();
  });

  it('lists the sources for admins, reports errors, and asks for a run', async () => {
    server.use(...syncHandlers('default'), ...mockHandlers());
    const { result } = renderWithClient(() => ({ sources: useSyncSources(), run: useRunSync() }));
    await waitFor(() => expect(result.current.sources.fetching).toBe(false));
    expect(result.current.sources.data?.sources.find((s) => s.source === 'cf')?.lastError).toMatch(/403/);
    let answer: { requestedAt: string } | undefined;
    await act(async () => {
      answer = await result.current.run.run('fts');
    });
    expect(answer?.requestedAt).toBe('2026-11-25T12:00:00.000Z');
  });

  it('an error answer is an error', async () => {
    server.use(...syncHandlers('error'), ...mockHandlers());
    const { result } = renderWithClient(() => useSyncSources());
    await waitFor(() => expect(result.current.error).toBeTruthy(), { timeout: 10_000 });
  });
});
