import { waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mockHandlers } from '../../mocks';
import { renderWithClient } from '../../testing/renderWithClient';
import { useHome } from './useHome';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('useHome', () => {
  it('loads the cards and records the visit once', async () => {
    const visits: string[] = [];
    server.events.on('request:start', ({ request }) => {
      void request
        .clone()
        .text()
        .then((body) => {
          if (body.includes('RecordHomeVisit')) visits.push(body);
        });
    });
    server.use(...mockHandlers({ home: { now: new Date('2026-11-20T10:30:00.000Z') } }));
    const { result, rerender } = renderWithClient(() => useHome());
    await waitFor(() => expect(result.current.home).not.toBeNull(), { timeout: 5000 });
    expect(result.current.home?.newNotices.total).toBe(12);
    expect(result.current.home?.closingLeads.items.map((i) => i.name)).toEqual(['Data Platform Modernisation', 'Managed Print Services']);
    rerender();
    await waitFor(() => expect(visits).toHaveLength(1));
    server.events.removeAllListeners();
  });

  it('reports an error and no Home when Home fails', async () => {
    server.use(...mockHandlers({ home: 'error' }));
    const { result } = renderWithClient(() => useHome());
    await waitFor(() => expect(result.current.error).toBeDefined(), { timeout: 5000 });
    expect(result.current.home).toBeNull();
    expect(result.current.fetching).toBe(false);
  });
});
