import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { Button as RACButton } from 'react-aria-components';
import {
  columnOrderingFeature,
  columnVisibilityFeature,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowData,
  type Updater,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { ChevronsUpDown } from 'lucide-react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { Checkbox } from '../Checkbox';
import { Icon } from '../Icon';
import { Pagination, type PaginationChange } from '../Pagination';
import { Skeleton } from '../Skeleton';
import { VisuallyHidden } from '../VisuallyHidden';
import { tokens } from '../../theme/tokens';
import { vars } from '../../theme/vars.css';
import { useScrollableFocus } from '../../utils/useScrollableFocus';
import { fitColumns } from './fitColumns';
import * as styles from './DataTable.css';

/**
 * Everything the table does is server-side (manual): these features only hold the header state (sorting,
 * visibility, order, paging). Rows are never handed to TanStack: a re-sort of 10,000 rows would otherwise build
 * 10,000 row models; the table reads only the rows in the rendered window.
 */
const features = tableFeatures({
  rowSortingFeature,
  rowSelectionFeature,
  rowPaginationFeature,
  columnVisibilityFeature,
  columnOrderingFeature,
});

/** The id of the selection column (first, when `selectionMode="multiple"`). */
export const SELECTION_COLUMN_ID = '__select';

/** Default row height in px, from the tab-bar token so rows line up with the rest of the kit. */
const defaultRowHeight = Number.parseInt(tokens.size.tabBar, 10);
/** Width of the selection column in px: a control and its padding. */
const selectionColumnWidth = Number.parseInt(tokens.size.controlHeight, 10) + Number.parseInt(tokens.space.lg, 10);

/** A row: any object (or array). */
export type DataTableRow = RowData;

/** What a cell renderer receives. */
export interface DataTableCellInfo<TRow> {
  /** The row's data. */
  row: TRow;
  /** The value from `accessor` (undefined without one). */
  value: unknown;
  /** Index of the row in `data`. */
  rowIndex: number;
}

/** One column of a DataTable. */
export interface DataTableColumn<TRow> {
  /** Unique, stable id (also used for sorting, visibility and order). */
  id: string;
  /** Header text; also the accessible name of the sort button. */
  header: string;
  /** Reads the cell value from a row (rendered as text unless `cell` is given). */
  accessor?: (row: TRow) => unknown;
  /** Custom cell content. */
  cell?: (info: DataTableCellInfo<TRow>) => ReactNode;
  /**
   * Column width: a number of px or any CSS length. Without it the column shares the remaining space.
   * A px width is the preferred width: when the columns do not fit the table, columns with a `minWidth` shrink.
   */
  width?: number | string;
  /**
   * The narrowest (px) the column may get when the table is short of room; long text is cut with an ellipsis
   * and its full text shows on hover. When even the floors do not fit, the table scrolls sideways.
   * @default width (the column keeps its width)
   */
  minWidth?: number;
  /**
   * Keeps the column in view while the table scrolls sideways: `start` (e.g. the column naming the row; the
   * selection column is pinned with it) or `end` (e.g. row actions).
   */
  pin?: 'start' | 'end';
  /**
   * Whether the header is a sort button. Sorting is done by the server: listen to `onSortingChange`.
   * @default false
   */
  sortable?: boolean;
  /**
   * Text alignment (use `end` for numbers).
   * @default 'start'
   */
  align?: 'start' | 'end';
}

/** One sorted column; the first entry is the primary sort. */
export interface DataTableSort {
  id: string;
  desc: boolean;
}

/** Ids of selected rows mapped to `true`. */
export type DataTableSelection = Record<string, true>;

/** Server-side paging shown under the table with the kit's Pagination. */
export interface DataTablePagination {
  /** Current page, 1-based. */
  page: number;
  pageSize: number;
  /** Total rows on the server. */
  total: number;
  /** Page size choices. @default [10, 25, 50, 100] */
  pageSizeOptions?: readonly number[];
}

export interface DataTableProps<TRow extends DataTableRow> {
  /** Accessible name of the table (also shown as a hidden caption). */
  'aria-label': string;
  /** The columns, in their default order. */
  columns: readonly DataTableColumn<TRow>[];
  /** The rows loaded so far (a page, or every page loaded by infinite loading). */
  data: readonly TRow[];
  /**
   * A stable id per row (used for selection and React keys).
   * @default the row's index as a string
   */
  getRowId?: (row: TRow, index: number) => string;
  /**
   * Words naming a row for its checkbox ("Select {label}").
   * @default 'row {n}'
   */
  getRowLabel?: (row: TRow, index: number) => string;
  /** Controlled sort state. */
  sorting?: readonly DataTableSort[];
  /** Called when a sort header is pressed (shift-press adds a secondary sort). */
  onSortingChange?: (sorting: DataTableSort[]) => void;
  /**
   * Whether rows can be selected with checkboxes (a tri-state "select all" sits in the header).
   * @default 'none'
   */
  selectionMode?: 'none' | 'multiple';
  /**
   * Whether the header shows the "select all rows" checkbox (screens with their own select-all rule
   * turn it off).
   * @default true
   */
  showSelectAll?: boolean;
  /** Controlled selection. */
  selection?: DataTableSelection;
  /** Called with the new selection. */
  onSelectionChange?: (selection: DataTableSelection) => void;
  /** Visibility per column id (`false` hides it); see ColumnChooser. */
  columnVisibility?: Record<string, boolean>;
  /** Column ids in display order; see ColumnChooser. */
  columnOrder?: readonly string[];
  /** Server-side paging: shows Pagination under the table. Leave unset for infinite loading. */
  pagination?: DataTablePagination;
  /** Called when the page or page size changes. */
  onPaginationChange?: (change: PaginationChange) => void;
  /**
   * Total number of rows on the server, for `aria-rowcount` when only some are loaded.
   * @default pagination.total, else data.length
   */
  rowCount?: number;
  /**
   * First load: skeleton rows replace the body and the table is marked busy.
   * @default false
   */
  isLoading?: boolean;
  /**
   * Number of skeleton rows while loading.
   * @default 5
   */
  loadingRowCount?: number;
  /** Content shown in place of rows when `data` is empty (e.g. an EmptyState). @default 'No rows to show' */
  emptyState?: ReactNode;
  /** When set, shown in place of rows (e.g. an EmptyState with a Retry button). */
  error?: ReactNode;
  /** Infinite loading: called once each time the user scrolls near the last loaded row while `hasMore`. */
  onLoadMore?: () => void;
  /**
   * Whether more rows can be loaded (shows a loading row at the end).
   * @default false
   */
  hasMore?: boolean;
  /**
   * Whether a `onLoadMore` request is in flight (no further calls until it ends).
   * @default false
   */
  isLoadingMore?: boolean;
  /**
   * How many rows before the end `onLoadMore` is called.
   * @default 10
   */
  loadMoreThreshold?: number;
  /**
   * Text of the loading row and the status message.
   * @default 'Loading more rows'
   */
  loadingMoreLabel?: string;
  /**
   * Text read while the first load runs.
   * @default 'Loading rows'
   */
  loadingLabel?: string;
  /**
   * Render only the rows in view (the DOM holds a few dozen rows whatever the data size).
   * Needs a bounded height: see `maxHeight`.
   * @default true
   */
  virtualize?: boolean;
  /**
   * Row height in px (rows are a fixed height so they can be virtualised; long text is truncated).
   * @default 48 (token size.tabBar)
   */
  rowHeight?: number;
  /**
   * Greatest height of the scrolling area; the header sticks to its top.
   * @default `calc(100dvh - 4 * size.tabBar)`
   */
  maxHeight?: string;
  /**
   * Rows rendered beyond each edge of the view. Each extra row is mounted again on every re-sort, so keep
   * it small: 5 rows (240 px at the default height) hides the edges while scrolling.
   * @default 5
   */
  overscan?: number;
  /** Extra class on the outer element. */
  className?: string;
}

const resolve = <T,>(updater: Updater<T>, old: T): T =>
  typeof updater === 'function' ? (updater as (o: T) => T)(old) : updater;

const emptyObject = {};
const emptyArray: never[] = [];
const noValue = () => undefined;
/** The most of the table's width pinned columns may take. */
const MAX_PINNED_SHARE = 0.5;

function cssWidth(width: number | string | undefined): string | undefined {
  return typeof width === 'number' ? `${width}px` : width;
}

/**
 * A data table for server-driven data: sortable headers, row selection, paging or infinite loading,
 * sticky header, skeleton / empty / error states and row virtualisation. Semantics are a native table
 * (`aria-sort` on headers, `aria-rowcount` / `aria-rowindex` for the rows not in the DOM).
 */
export function DataTable<TRow extends DataTableRow>({
  'aria-label': ariaLabel,
  columns,
  data,
  getRowId,
  getRowLabel,
  sorting = emptyArray,
  onSortingChange,
  selectionMode = 'none',
  showSelectAll = true,
  selection = emptyObject,
  onSelectionChange,
  columnVisibility = emptyObject,
  columnOrder,
  pagination,
  onPaginationChange,
  rowCount,
  isLoading = false,
  loadingRowCount = 5,
  emptyState = 'No rows to show',
  error,
  onLoadMore,
  hasMore = false,
  isLoadingMore = false,
  loadMoreThreshold = 10,
  loadingMoreLabel = 'Loading more rows',
  loadingLabel = 'Loading rows',
  virtualize = true,
  rowHeight = defaultRowHeight,
  maxHeight = `calc(100dvh - 4 * ${vars.size.tabBar})`,
  overscan = 5,
  className,
}: DataTableProps<TRow>) {
  const selectable = selectionMode === 'multiple';

  const firstRow = data[0];
  const columnDefs = useMemo(() => {
    const defs: ColumnDef<typeof features, TRow>[] = columns.map((col) => ({
      id: col.id,
      // TanStack only offers sorting on columns with an accessor; it never runs (no rows are handed over).
      accessorFn: noValue,
      header: col.header,
      enableSorting: col.sortable ?? false,
      // The first press sorts text A–Z and anything else (numbers, dates) highest first, judged on the first row.
      sortDescFirst: firstRow === undefined || typeof col.accessor?.(firstRow) !== 'string',
    }));
    if (selectable) defs.unshift({ id: SELECTION_COLUMN_ID, header: '', enableSorting: false });
    return defs;
  }, [columns, selectable, firstRow]);

  const metaById = useMemo(() => new Map(columns.map((c) => [c.id, c])), [columns]);

  const order = useMemo(
    () => (columnOrder ? (selectable ? [SELECTION_COLUMN_ID, ...columnOrder] : [...columnOrder]) : []),
    [columnOrder, selectable],
  );

  const pageState = useMemo(
    () => ({
      pageIndex: (pagination?.page ?? 1) - 1,
      pageSize: pagination?.pageSize ?? Math.max(1, data.length),
    }),
    [pagination?.page, pagination?.pageSize, data.length],
  );

  const table = useTable({
    features,
    columns: columnDefs,
    data: emptyArray as TRow[],
    manualSorting: true,
    manualPagination: true,
    enableMultiSort: true,
    rowCount: pagination?.total ?? rowCount ?? data.length,
    state: {
      sorting: sorting as DataTableSort[],
      columnVisibility,
      columnOrder: order,
      pagination: pageState,
    },
    onSortingChange: (u) => onSortingChange?.(resolve(u, sorting as DataTableSort[])),
    onPaginationChange: (u) => {
      const next = resolve(u, pageState);
      onPaginationChange?.({ page: next.pageIndex + 1, pageSize: next.pageSize });
    },
  });

  const rowIdOf = (row: TRow, index: number) => (getRowId ? getRowId(row, index) : String(index));
  const visibleColumns = table.getVisibleLeafColumns();
  const colCount = visibleColumns.length;
  const showRows = !isLoading && error == null && data.length > 0;
  const loaderRow = showRows && hasMore;

  const scrollRef = useRef<HTMLDivElement | null>(null);
  // A table with no sort buttons or checkboxes still scrolls by keyboard: the scroller becomes a tab stop.
  const [attachScrollFocus, scrollerTabIndex] = useScrollableFocus<HTMLDivElement>();
  const setScroller = useCallback(
    (node: HTMLDivElement | null) => {
      scrollRef.current = node;
      attachScrollFocus(node);
    },
    [attachScrollFocus],
  );

  // The room the table has, so the columns can be fitted into it (see fitColumns).
  const [available, setAvailable] = useState<number | null>(null);
  useLayoutEffect(() => {
    const node = scrollRef.current;
    if (!node) return;
    const measure = () => setAvailable(node.clientWidth || null);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  const visibleIds = visibleColumns.map((c) => c.id).join('\u0000');
  const layout = useMemo(() => {
    const ids = visibleIds.split('\u0000');
    const fit = fitColumns(
      ids.map((id) => (id === SELECTION_COLUMN_ID ? { width: selectionColumnWidth } : (metaById.get(id) ?? {}))),
      available,
    );
    let pins = ids.map((id, i) =>
      id === SELECTION_COLUMN_ID ? (metaById.get(ids[i + 1] ?? '')?.pin === 'start' ? 'start' : undefined) : metaById.get(id)?.pin,
    );
    // Pinned columns may take at most half the room (a phone): else the end pins go, then the start pins,
    // so the columns between them can still be scrolled into view.
    const pinnedWidth = () =>
      pins.reduce<number>((sum, pin, i) => {
        const w = fit.widths[i];
        return sum + (pin && typeof w === 'number' ? w : 0);
      }, 0);
    for (const side of ['end', 'start'] as const) {
      if (available != null && pinnedWidth() > available * MAX_PINNED_SHARE) pins = pins.map((pin) => (pin === side ? undefined : pin));
    }
    // Offsets of pinned columns: the sum of the px widths of the pinned columns before them on their side.
    const offsets: (number | undefined)[] = ids.map(() => undefined);
    let left = 0;
    ids.forEach((_, i) => {
      if (pins[i] !== 'start') return;
      offsets[i] = left;
      const w = fit.widths[i];
      left += typeof w === 'number' ? w : 0;
    });
    let right = 0;
    for (let i = ids.length - 1; i >= 0; i--) {
      if (pins[i] !== 'end') continue;
      offsets[i] = right;
      const w = fit.widths[i];
      right += typeof w === 'number' ? w : 0;
    }
    return { ...fit, pins, offsets };
  }, [visibleIds, metaById, available]);

  /** Inline position of a pinned cell (sticky at its offset). */
  const pinStyle = (i: number): CSSProperties | undefined => {
    const pin = layout.pins[i];
    const offset = layout.offsets[i];
    if (!pin || offset == null) return undefined;
    return pin === 'start' ? { left: `${offset}px` } : { right: `${offset}px` };
  };

  // The full text of a cell cut by its ellipsis shows as its tooltip (set when the pointer or focus reaches it).
  const showCutText = (target: EventTarget) => {
    if (!(target instanceof Element)) return;
    const cell = target.closest<HTMLElement>('[data-cell-text]');
    if (!cell) return;
    // The cell's text, or a block inside it (e.g. a link that cuts itself), overflows its box.
    const isCut = (el: HTMLElement) =>
      el.clientWidth > 0 && (el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight);
    const cut = isCut(cell) || Array.from(cell.querySelectorAll<HTMLElement>('*')).some(isCut);
    if (cut) cell.title = cell.textContent ?? '';
    else cell.removeAttribute('title');
  };

  // useVirtualizer returns functions React Compiler cannot memoise; we read them fresh on every render and
  // pass none of them to memoised children, so skipping compilation of this component is intended.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: showRows ? data.length + (loaderRow ? 1 : 0) : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan,
    enabled: virtualize,
  });
  const virtualItems = virtualize
    ? virtualizer.getVirtualItems()
    : Array.from({ length: showRows ? data.length + (loaderRow ? 1 : 0) : 0 }, (_, index) => ({
        index,
        start: index * rowHeight,
        end: (index + 1) * rowHeight,
      }));
  const firstItem = virtualItems[0];
  const lastItem = virtualItems[virtualItems.length - 1];
  const lastIndex = lastItem ? lastItem.index : -1;
  const totalSize = virtualize ? virtualizer.getTotalSize() : 0;
  const padTop = virtualize && firstItem ? firstItem.start : 0;
  const padBottom = virtualize && lastItem ? totalSize - lastItem.end : 0;

  // Infinite loading: ask for more once the rendered window reaches the last rows.
  useEffect(() => {
    if (!onLoadMore || !hasMore || isLoadingMore || !showRows) return;
    if (lastIndex >= data.length - 1 - loadMoreThreshold) onLoadMore();
  }, [lastIndex, data.length, hasMore, isLoadingMore, showRows, loadMoreThreshold, onLoadMore]);

  const totalRows = pagination?.total ?? rowCount ?? data.length;
  const rowIndexOffset = pagination ? (pagination.page - 1) * pagination.pageSize : 0;
  // Selection over the loaded rows, from their ids alone (no row models).
  const selectedCount = Object.keys(selection).length;
  const allSelected =
    selectable && data.length > 0 && selectedCount >= data.length && data.every((row, i) => selection[rowIdOf(row, i)]);
  const someSelected = selectable && !allSelected && selectedCount > 0;
  const setRowSelected = (id: string, value: boolean) => {
    const next: DataTableSelection = { ...selection };
    if (value) next[id] = true;
    else delete next[id];
    onSelectionChange?.(next);
  };
  const setAllSelected = (value: boolean) => {
    const next: DataTableSelection = { ...selection };
    data.forEach((row, i) => {
      if (value) next[rowIdOf(row, i)] = true;
      else delete next[rowIdOf(row, i)];
    });
    onSelectionChange?.(next);
  };

  const cellAlign = (id: string) => (metaById.get(id)?.align === 'end' ? 'end' : 'start');

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <div
        ref={setScroller}
        tabIndex={scrollerTabIndex}
        className={styles.scroller}
        style={assignInlineVars({
          [styles.maxHeightVar]: maxHeight,
          [styles.rowHeightVar]: `${rowHeight}px`,
        })}
        data-virtualized={virtualize || undefined}
        data-overflowing={layout.overflows || undefined}
      >
        <table
          onPointerOver={(e) => showCutText(e.target)}
          onFocus={(e) => showCutText(e.target)}
          className={styles.table}
          style={layout.overflows ? { minWidth: `${layout.total}px` } : undefined}
          aria-rowcount={totalRows + 1}
          aria-colcount={colCount}
          aria-busy={isLoading || isLoadingMore || undefined}
        >
          <caption className={styles.caption}>{ariaLabel}</caption>
          <colgroup>
            {visibleColumns.map((column, i) => (
              <col key={column.id} style={{ width: cssWidth(layout.widths[i]) } satisfies CSSProperties} />
            ))}
          </colgroup>
          <thead className={styles.head}>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} aria-rowindex={1}>
                {group.headers.map((header, colIndex) => {
                  const column = header.column;
                  if (column.id === SELECTION_COLUMN_ID) {
                    return (
                      <th
                        key={header.id}
                        scope="col"
                        aria-colindex={colIndex + 1}
                        className={styles.th({ kind: 'select' })}
                        data-pinned={layout.pins[colIndex]}
                        style={pinStyle(colIndex)}
                      >
                        {showSelectAll ? (
                          <Checkbox
                            aria-label="Select all rows"
                            isSelected={allSelected}
                            isIndeterminate={someSelected}
                            isDisabled={!showRows}
                            onChange={() => setAllSelected(!allSelected)}
                          />
                        ) : (
                          <VisuallyHidden>Select</VisuallyHidden>
                        )}
                      </th>
                    );
                  }
                  const meta = metaById.get(column.id);
                  const sorted = column.getIsSorted();
                  const canSort = column.getCanSort();
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-colindex={colIndex + 1}
                      aria-sort={
                        canSort
                          ? sorted === 'asc'
                            ? 'ascending'
                            : sorted === 'desc'
                              ? 'descending'
                              : 'none'
                          : undefined
                      }
                      className={styles.th({ kind: 'data', align: cellAlign(column.id) })}
                      data-pinned={layout.pins[colIndex]}
                      style={pinStyle(colIndex)}
                    >
                      {canSort ? (
                        <RACButton
                          className={styles.sortButton}
                          onPress={(e) => column.toggleSorting(undefined, e.shiftKey)}
                        >
                          <span className={styles.headerText} data-cell-text="">
                            {meta?.header}
                          </span>
                          <Icon
                            icon={
                              sorted === 'asc'
                                ? 'ChevronUp'
                                : sorted === 'desc'
                                  ? 'ChevronDown'
                                  : ChevronsUpDown
                            }
                            size="sm"
                            className={sorted ? undefined : styles.sortIdle}
                          />
                        </RACButton>
                      ) : (
                        <span className={styles.headerText} data-cell-text="">
                            {meta?.header}
                          </span>
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {isLoading &&
              Array.from({ length: loadingRowCount }, (_, i) => (
                <tr key={`skeleton-${i}`} className={styles.tr} aria-hidden="true">
                  {visibleColumns.map((column) => (
                    <td key={column.id} className={styles.td({ align: 'start' })}>
                      <Skeleton />
                    </td>
                  ))}
                </tr>
              ))}
            {!isLoading && error != null && (
              <tr>
                <td colSpan={colCount} className={styles.stateCell}>
                  <div role="alert">{error}</div>
                </td>
              </tr>
            )}
            {!isLoading && error == null && data.length === 0 && (
              <tr>
                <td colSpan={colCount} className={styles.stateCell}>
                  {emptyState}
                </td>
              </tr>
            )}
            {padTop > 0 && (
              <tr aria-hidden="true" className={styles.spacer}>
                <td colSpan={colCount} style={{ height: `${padTop}px` }} />
              </tr>
            )}
            {virtualItems.map((item) => {
              if (item.index >= data.length) {
                return (
                  <tr key="load-more" aria-hidden="true" className={styles.tr}>
                    <td colSpan={colCount} className={styles.loadMoreCell}>
                      <Icon icon="Loader" size="sm" className={styles.spinner} />
                      {loadingMoreLabel}
                    </td>
                  </tr>
                );
              }
              const row = data[item.index];
              if (row === undefined) return null;
              const id = rowIdOf(row, item.index);
              const isSelected = selection[id] === true;
              return (
                <tr
                  key={id}
                  aria-rowindex={rowIndexOffset + item.index + 2}
                  data-selected={isSelected || undefined}
                  className={styles.tr}
                >
                  {visibleColumns.map((column, colIndex) => {
                    if (column.id === SELECTION_COLUMN_ID) {
                      return (
                        <td
                          key={column.id}
                          aria-colindex={colIndex + 1}
                          className={styles.td({ align: 'start' })}
                          data-pinned={layout.pins[colIndex]}
                          style={pinStyle(colIndex)}
                        >
                          <Checkbox
                            aria-label={`Select ${getRowLabel ? getRowLabel(row, item.index) : `row ${rowIndexOffset + item.index + 1}`}`}
                            isSelected={isSelected}
                            onChange={(value) => setRowSelected(id, value)}
                          />
                        </td>
                      );
                    }
                    const meta = metaById.get(column.id);
                    const value = meta?.accessor ? meta.accessor(row) : undefined;
                    return (
                      <td
                        key={column.id}
                        aria-colindex={colIndex + 1}
                        className={styles.td({ align: cellAlign(column.id) })}
                        data-pinned={layout.pins[colIndex]}
                        style={pinStyle(colIndex)}
                      >
                        <div className={styles.truncate} data-cell-text="">
                          {meta?.cell ? meta.cell({ row, value, rowIndex: item.index }) : String(value ?? '')}
                        </div>
                      </td>
                    );
                  })}
                </tr>
              );
            })}
            {padBottom > 0 && (
              <tr aria-hidden="true" className={styles.spacer}>
                <td colSpan={colCount} style={{ height: `${padBottom}px` }} />
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <VisuallyHidden role="status">
        {isLoading ? loadingLabel : isLoadingMore ? loadingMoreLabel : ''}
      </VisuallyHidden>
      {pagination && onPaginationChange && (
        <Pagination
          page={pagination.page}
          pageSize={pagination.pageSize}
          total={pagination.total}
          pageSizeOptions={pagination.pageSizeOptions}
          isDisabled={isLoading}
          onChange={(next) => table.setPagination({ pageIndex: next.page - 1, pageSize: next.pageSize })}
        />
      )}
    </div>
  );
}
