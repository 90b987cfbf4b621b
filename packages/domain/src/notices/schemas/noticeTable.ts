import { z } from 'zod';
import { compressSearchParam, parseCompressedSearchParam, type DecompressOptions } from '../../url/searchParams';
import { NOTICE_COLUMN_IDS, type NoticeColumnId } from '../rules/noticeColumns';
import type { NoticeColumnState } from '../states/noticeColumnsState';

/** Rows per page the notices table offers (spec 2§9: default 20). */
export const NOTICE_PAGE_SIZES = [20, 50, 100] as const;
export type NoticePageSize = (typeof NOTICE_PAGE_SIZES)[number];

/** The URL query parameter beside `noticeFilters` that holds the table's columns and page size. */
export const NOTICE_TABLE_PARAM = 'noticeTable';

/**
 * The notices table as the URL keeps it: the visible columns in their order, and the page size.
 * Either may be absent (the stored preference applies); a bad value is dropped on its own.
 */
export interface NoticeTableState {
  columns?: NoticeColumnId[];
  pageSize?: NoticePageSize;
}

const columnIds = z
  .array(z.enum(NOTICE_COLUMN_IDS))
  .min(1)
  .max(NOTICE_COLUMN_IDS.length)
  .transform((ids) => [...new Set(ids)]);

export const NoticeTableSchema: z.ZodType<NoticeTableState, unknown> = z
  .object({
    columns: columnIds.optional().catch(undefined),
    pageSize: z.literal(NOTICE_PAGE_SIZES).optional().catch(undefined),
  })
  .transform((t) => Object.fromEntries(Object.entries(t).filter(([, v]) => v !== undefined)) as NoticeTableState);

/** Reads `noticeTable` (compressed or plain JSON); anything unreadable gives `{}` (the stored preferences). */
export function parseNoticeTableParam(raw: string | null | undefined, options?: DecompressOptions): NoticeTableState {
  return parseCompressedSearchParam(NoticeTableSchema, raw, {}, options);
}

/** The compressed parameter; '' when nothing is set. */
export function serialiseNoticeTable(state: NoticeTableState): string {
  const set = Object.fromEntries(Object.entries(state).filter(([, v]) => v !== undefined));
  return Object.keys(set).length === 0 ? '' : compressSearchParam(set);
}

/** The visible columns of a column state, in order (what the URL keeps). */
export function visibleNoticeColumns(state: NoticeColumnState): NoticeColumnId[] {
  return state.order.filter((id) => !state.hidden.includes(id));
}

/**
 * The column state to show: the URL's visible columns first (the title column always among them),
 * then the rest of the stored order, hidden; without URL columns, the stored state as it is.
 */
export function noticeColumnStateFromUrl(stored: NoticeColumnState, urlColumns: readonly NoticeColumnId[] | undefined): NoticeColumnState {
  if (!urlColumns) return stored;
  const visible = urlColumns.includes('title') ? [...urlColumns] : ['title' as const, ...urlColumns];
  const rest = stored.order.filter((id) => !visible.includes(id));
  return { order: [...visible, ...rest], hidden: rest };
}
