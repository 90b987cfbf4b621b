import { waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mockHandlers } from '../../mocks';
import { renderWithClient } from '../../testing/renderWithClient';
import { DEFAULT_NOTICE_FILTERS } from '../schemas/noticeFilters';
import { toNoticeSearchInput, useNoticeSearch } from './useNoticeSearch';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('useNoticeSearch', () => {
  it('sends the filters as NoticeSearchInput and returns rows, total and facets through the cache', async () => {
    server.use(...mockHandlers());
    const filters = { ...DEFAULT_NOTICE_FILTERS, stages: ['OPEN' as const, 'PRE_TENDER' as const] };
    const { result } = renderWithClient(() => useNoticeSearch({ filters, page: 1, pageSize: 1 }));
    expect(result.current.fetching).toBe(true);
    await waitFor(() => expect(result.current.fetching).toBe(false));
    expect(result.current.total).toBe(2);
    expect(result.current.notices).toHaveLength(1);
    expect(result.current.notices[0]?.name).toBe('Supply of cloud hosting and managed services');
    expect(result.current.facets?.stage).toEqual(
      expect.arrayContaining([
        { key: 'OPEN', count: 1 },
        { key: 'PRE_TENDER', count: 1 },
      ]),
    );
    expect(result.current.request).toMatchObject({ stage: ['OPEN', 'PRE_TENDER'], offset: 0, limit: 1 });
  });

  it('asks for the second page at offset = page size', async () => {
    server.use(...mockHandlers());
    const { result } = renderWithClient(() => useNoticeSearch({ filters: DEFAULT_NOTICE_FILTERS, page: 2, pageSize: 2 }));
    await waitFor(() => expect(result.current.fetching).toBe(false));
    expect(result.current.request.offset).toBe(2);
    expect(result.current.notices.map((n) => n.id)).toEqual(['3', '4']);
  });

  it('reports an error and no rows when the search fails', async () => {
    server.use(...mockHandlers({ notices: 'error' }));
    const { result } = renderWithClient(() => useNoticeSearch({ filters: DEFAULT_NOTICE_FILTERS, page: 1 }));
    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(result.current.fetching).toBe(false);
    expect(result.current.notices).toEqual([]);
  });

  it('maps snake_case wire keys to the GraphQL input', () => {
    expect(toNoticeSearchInput({ offset: 0, limit: 20, sort: 'value', sort_order: 'asc', exclude_keywords: ['x'] })).toEqual({
      offset: 0,
      limit: 20,
      sort: 'value',
      sortOrder: 'asc',
      excludeKeywords: ['x'],
    });
  });
});
