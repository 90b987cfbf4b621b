import { DEFAULT_NOTICE_FILTERS, NoticeFiltersSchema, type NoticeFilters } from '../../notices/schemas/noticeFilters';
import type { SavedViewDefinition } from '../schemas/savedView';

/** The notices page's filters, sort and visible columns as a saved view (spec 2§3). */
export function noticeViewDefinition(filters: NoticeFilters, columns: readonly string[]): SavedViewDefinition {
  const { sort, ...rest } = filters;
  return {
    filter_settings: rest as Record<string, unknown>,
    sort_order: [{ field: sort.field, order: sort.order === 'asc' ? 'ASC' : 'DESC' }],
    table_settings: { columns: [...columns] },
  };
}

/** A saved view back to the page's filters (a bad value falls back to its default) and columns. */
export function noticeFiltersFromView(view: SavedViewDefinition): { filters: NoticeFilters; columns: string[] | null } {
  const sort = view.sort_order?.[0];
  const filters = NoticeFiltersSchema.parse({
    ...(view.filter_settings ?? {}),
    sort: sort ? { field: sort.field, order: sort.order === 'ASC' ? 'asc' : 'desc' } : DEFAULT_NOTICE_FILTERS.sort,
  });
  return { filters, columns: view.table_settings?.columns ?? null };
}
