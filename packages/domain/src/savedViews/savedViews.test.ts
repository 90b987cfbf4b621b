import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTICE_FILTERS } from '../notices/schemas/noticeFilters';
import { movedRank, pinnedViews, withPins } from './hooks/useSavedViews';
import { noticeFiltersFromView, noticeViewDefinition } from './rules/noticeView';
import type { SavedView } from './schemas/savedView';

const view = (id: string, pinnedRank: number | null): SavedView => ({
  id, name: id, description: null, ownerId: '2', sharing: 'TEAM', isStandardView: false, view: {}, rank: 0, pinnedRank, updatedAt: '2026-11-20T00:00:00Z',
});

describe('saved views', () => {
  it('round-trips the notices filters, sort and columns; a bad value falls back to its default', () => {
    const filters = { ...DEFAULT_NOTICE_FILTERS, stages: ['OPEN' as const], supplierSme: 'only' as const, sort: { field: 'close_date' as const, order: 'asc' as const } };
    const def = noticeViewDefinition(filters, ['title', 'buyer']);
    expect(def.sort_order).toEqual([{ field: 'close_date', order: 'ASC' }]);
    expect(noticeFiltersFromView(def)).toEqual({ filters, columns: ['title', 'buyer'] });
    const bad = noticeFiltersFromView({ filter_settings: { stages: ['NOPE'], supplierSme: 'hide' }, sort_order: [{ field: 'zzz', order: 'ASC' }] });
    expect(bad.filters.stages).toEqual([]);
    expect(bad.filters.supplierSme).toBe('hide');
    expect(bad.filters.sort).toEqual(DEFAULT_NOTICE_FILTERS.sort);
  });

  it('orders pins by rank and moves one place up or down', () => {
    const views = [view('a', 1), view('b', null), view('c', 0), view('d', 2)];
    expect(pinnedViews(views).map((v) => v.id)).toEqual(['c', 'a', 'd']);
    expect(movedRank(views, 'a', -1)).toEqual(['a', 'c', 'd']);
    expect(movedRank(views, 'a', 1)).toEqual(['c', 'd', 'a']);
    expect(movedRank(views, 'c', -1)).toEqual(['c', 'a', 'd']);
    expect(withPins(views, [{ savedViewId: 'b', rank: 0 }]).map((v) => v.pinnedRank)).toEqual([null, 0, null, null]);
  });
});
