import {
  NOTICE_COLUMNS,
  NOTICE_FILTERS_PARAM,
  NOTICE_PAGE_SIZES,
  NOTICE_TABLE_PARAM,
  NOTICE_STAGE_LABELS,
  NOTICES_PAGE_SIZE,
  QUALIFICATION_LABELS,
  clearNoticeFilters,
  columnsForDisplaySettings,
  useDisplaySettings,
  noticeFiltersFromView,
  noticeViewDefinition,
  isHidden,
  lotLabel,
  useCompanyUsers,
  useRegions,
  useLotsByIds,
  useOrganisationNames,
  useTeamSignals,
  noticeColumnsState,
  noticeFilterChips,
  normaliseNoticeColumnState,
  noticeColumnStateFromUrl,
  parseNoticeFiltersParam,
  parseNoticeTableParam,
  serialiseNoticeFilters,
  serialiseNoticeTable,
  visibleNoticeColumns,
  smeLabel,
  useNoticeSearch,
  type CurrentUser,
  type NoticeColumnId,
  type NoticeColumnState,
  type NoticeFilters,
  type NoticeTableState,
  type NoticeRowData,
  type NoticeStage,
  type SavedView,
  alsoPublishedOnText,
} from '@tenderlens/domain';
import {
  Button,
  ColumnChooser,
  DataTable,
  EmptyState,
  FilterChips,
  LockIcon,
  ResultCount,
  SearchField,
  SlideOutPanel,
  Tag,
  formatDate,
  formatMoney,
  usePersistentPageSize,
  type DataTableColumn,
  type DataTableSort,
} from '@tenderlens/ui';
import { useAtom } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { PaywallPrompt } from '../../../pageParts/paywall/DataTypeLocked';
import { CommentsPanel } from '../../leads/Comments/CommentsPanel';
import { ExportButton } from '../../exports/Export/ExportButton';
import { NoticeFiltersDrawer } from './NoticeFiltersDrawer';
import { SavedViewsBar } from './SavedViews';
import { RelevancePopover } from '../../../pageParts/RelevancePopover/RelevancePopover';
import { DemoDatesNote } from '../../../pageParts/DemoDatesNote/DemoDatesNote';
import { DataFreshnessNote } from '../../../pageParts/DataFreshnessNote/DataFreshnessNote';
import { AssignPicker, NoticeRowActions, type NoticeSaveEntity } from './NoticeRowActions';
import * as styles from './Notices.css';

/** The row actions column: always shown, last, not in the column chooser. */
const ACTIONS_COLUMN = 'actions';
/** The saved view applied (its filters are in `noticeFilters`). */
const VIEW_PARAM = 'view';
const pageParam = z.coerce.number().int().min(1).max(10_000);
export const LOAD_ERROR_TEXT = 'Sorry something has gone wrong. If this error persists please contact support';

/**
 * Narrowest widths (px) of the columns that give up room when the table is short of it (DataTable `minWidth`):
 * the default columns fit 1440 px; columns the user adds beyond that scroll, with Title and Actions pinned.
 */
const COLUMN_MIN_WIDTHS: Partial<Record<NoticeColumnId, number>> = {
  title: 172,
  // The relevance button ('Medium' and its bars) must not be cut: a cut target fails WCAG 2.5.8.
  relevance_score: 116,
  stage: 88,
  buyer: 96,
  value: 104,
  published_date: 108,
  close_date: 108,
  assignee: 112,
  suppliers: 120,
  country: 100,
  expiry_date: 108,
  award_date: 108,
  start_date: 108,
  date_added: 108,
  hidden_date: 108,
  buyer_categories: 120,
  indicator: 120,
  qualification: 120,
};

/** Preferred column widths (px): the table scrolls sideways rather than cutting cells down to a letter. */
const COLUMN_WIDTHS: Record<NoticeColumnId, number> = {
  title: 320,
  relevance_score: 130,
  stage: 130,
  buyer: 220,
  value: 130,
  published_date: 130,
  close_date: 130,
  expiry_date: 130,
  award_date: 130,
  start_date: 130,
  suppliers: 220,
  is_sme: 90,
  country: 150,
  buyer_categories: 170,
  framework: 120,
  assignee: 160,
  qualification: 160,
  user_tag: 110,
  buyer_list_ids: 130,
  indicator: 200,
  date_added: 130,
  hidden_date: 130,
};

const stageLabel = (stage: string) => NOTICE_STAGE_LABELS[stage as NoticeStage] ?? stage;

/** Award details the plan does not include (no AWARDS data type): the server leaves them out. */
function Redacted() {
  return (
    <span className={styles.redacted}>
      <LockIcon label="Award details need the Basic plan" />
    </span>
  );
}

function cellFor(id: NoticeColumnId, user: CurrentUser): Pick<DataTableColumn<NoticeRowData>, 'accessor' | 'cell' | 'align' | 'width'> {
  switch (id) {
    case 'title':
      return {
        accessor: (n) => n.name,
        cell: ({ row }) => {
          const title = (
            <span className={styles.titleCell}>
              <Link className={styles.titleLink} to={`/records/${row.guid}`}>
                {row.name}
              </Link>
              {isHidden(row.lead?.qualification) ? (
                <Tag size="sm" tone="neutral" className={styles.hiddenTag}>
                  Hidden
                </Tag>
              ) : null}
            </span>
          );
          const also = alsoPublishedOnText(row.alsoPublishedOn);
          // One row per procurement: the other portals under the title (docs/decisions/0028).
          return also ? (
            <span className={styles.titleStack}>
              {title}
              <Tag size="sm" tone="info" className={styles.alsoPublishedTag}>
                {also}
              </Tag>
            </span>
          ) : (
            title
          );
        },
      };
    case 'relevance_score':
      return { accessor: (n) => n.relevanceScore, cell: ({ row }) => <RelevancePopover notice={row} /> };
    case 'stage':
      return { accessor: (n) => stageLabel(n.stage) };
    case 'buyer':
      return { accessor: (n) => n.buyers.map((b) => b.name).join(', ') || '--' };
    case 'value':
      return {
        accessor: (n) => (n.value == null ? '--' : formatMoney(n.value, { currency: n.currency ?? 'GBP' })),
        cell: ({ row, value }) => (row.redacted ? <Redacted /> : String(value)),
        align: 'end',
      };
    case 'published_date':
      return { accessor: (n) => formatDate(n.publishDate) || '--' };
    case 'close_date':
      return { accessor: (n) => formatDate(n.closeDate) || '--' };
    case 'expiry_date':
      return { accessor: (n) => formatDate(n.expiryDate) || '--' };
    case 'award_date':
      return { accessor: (n) => formatDate(n.awardDate) || '--' };
    case 'date_added':
      return { accessor: (n) => formatDate(n.addedAt) || '--' };
    case 'hidden_date':
      return { accessor: (n) => formatDate(n.lead ? n.lead.hiddenDate : n.hiddenDate) || '--' };
    case 'suppliers':
      return {
        accessor: (n) => n.suppliers.map((s) => s.name).join(', ') || '--',
        cell: ({ row, value }) => (row.redacted ? <Redacted /> : String(value)),
      };
    case 'country':
      return { accessor: (n) => n.country ?? n.countryCode ?? '--' };
    case 'assignee':
      return {
        accessor: (n) => (n.lead?.assignee ? `${n.lead.assignee.firstName} ${n.lead.assignee.lastName}` : 'Unassigned'),
        cell: ({ row }) => <AssignPicker notice={row} user={user} />,
      };
    case 'qualification':
      return { accessor: (n) => QUALIFICATION_LABELS[n.lead?.qualification ?? 'unqualified'] };
    case 'indicator':
      return { accessor: (n) => n.signals.map((s) => s.name).join(', ') || '--' };
    case 'framework':
      return { accessor: (n) => (n.isFramework ? 'Framework' : '--') };
    case 'user_tag':
      return { accessor: (n) => (n.lists.length > 0 ? `${n.lists.length} ${n.lists.length === 1 ? 'list' : 'lists'}` : '--') };
    case 'start_date':
      return {
        accessor: (n) => formatDate(n.startDate) || '--',
        cell: ({ row, value }) => (row.redacted ? <Redacted /> : String(value)),
      };
    case 'is_sme':
      return {
        accessor: (n) => smeLabel(n.isSme),
        cell: ({ row, value }) => (row.redacted ? <Redacted /> : String(value)),
      };
    case 'buyer_categories':
      return { accessor: (n) => n.buyerCategories.map((c) => c.name).join(', ') || '--' };
    case 'buyer_list_ids':
      return { accessor: (n) => n.buyerLists.map((l) => l.name).join(', ') || '--' };
  }
}

export interface NoticesPageProps {
  user: CurrentUser;
  /** Opens the record preview slide-out (RecordPreviewPanel) for a notice guid; the row button shows only when given. */
  onOpenPreview?: (guid: string) => void;
  /** Opens the save drawer (SaveDrawer) for a notice; the row button shows only when given. */
  onSave?: (entity: NoticeSaveEntity) => void;
}

/** /notices: search, filter drawer, chips, result count, sortable paged table with a column chooser (spec 1§2, 2§3). */
export function NoticesPage({ user, onOpenPreview, onSave }: NoticesPageProps) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseNoticeFiltersParam(params.get(NOTICE_FILTERS_PARAM)), [params]);
  const parsedPage = pageParam.safeParse(params.get('page') ?? undefined);
  const page = parsedPage.success ? parsedPage.data : 1;
  // Columns and page size: the URL's (`noticeTable`) when it has them, else the stored preferences.
  const table = useMemo(() => parseNoticeTableParam(params.get(NOTICE_TABLE_PARAM)), [params]);
  const [storedPageSize, setStoredPageSize] = usePersistentPageSize('notices', NOTICES_PAGE_SIZE, NOTICE_PAGE_SIZES);
  const pageSize = table.pageSize ?? storedPageSize;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const [commentsFor, setCommentsFor] = useState<NoticeRowData | null>(null);
  const [storedColumns, setStoredColumns] = useAtom(noticeColumnsState);
  const columnState = useMemo(
    () => noticeColumnStateFromUrl(normaliseNoticeColumnState(storedColumns), table.columns),
    [storedColumns, table.columns],
  );
  // The buyer categories column is offered only with the display setting show_buyer_categories (decision 0049).
  const display = useDisplaySettings();
  const shownOrder = useMemo(() => columnsForDisplaySettings(columnState.order, display.settings), [columnState.order, display.settings]);

  useEffect(() => {
    document.title = 'Notices · Tenderlens';
  }, []);

  const activeView = params.get(VIEW_PARAM);
  /** The table's state into `out`, merged over what the URL has. */
  const writeTable = (out: URLSearchParams, patch: NoticeTableState) => {
    const raw = serialiseNoticeTable({ ...parseNoticeTableParam(out.get(NOTICE_TABLE_PARAM)), ...patch });
    if (raw) out.set(NOTICE_TABLE_PARAM, raw);
    else out.delete(NOTICE_TABLE_PARAM);
  };
  // One setParams per change: react-router's functional updates do not compose within one event.
  const update = (next: NoticeFilters, nextPage = 1, viewId: string | null = null, table?: NoticeTableState) => {
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        if (table) writeTable(out, table);
        if (viewId) out.set(VIEW_PARAM, viewId);
        else out.delete(VIEW_PARAM);
        const raw = serialiseNoticeFilters(next);
        if (raw) out.set(NOTICE_FILTERS_PARAM, raw);
        else out.delete(NOTICE_FILTERS_PARAM);
        if (nextPage > 1) out.set('page', String(nextPage));
        else out.delete('page');
        return out;
      },
      { replace: false },
    );
  };

  /** Writes the table's state to the URL (keeping the page unless told) and remembers it as the preference. */
  const updateTable = (patch: NoticeTableState, nextPage?: number) => {
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        writeTable(out, patch);
        if (nextPage === 1) out.delete('page');
        return out;
      },
      { replace: false },
    );
  };
  const chooseColumns = (next: NoticeColumnState) => {
    setStoredColumns(next);
    updateTable({ columns: visibleNoticeColumns(next) });
  };

  const search = useNoticeSearch({ filters, page, pageSize });
  const applyView = (view: SavedView) => {
    const { filters: next, columns } = noticeFiltersFromView(view.view);
    if (!columns) return update(next, 1, view.id);
    const known = columns.filter((id): id is NoticeColumnId => NOTICE_COLUMNS.some((c) => c.id === id));
    const state = { order: [...known, ...columnState.order.filter((id) => !known.includes(id))], hidden: columnState.order.filter((id) => !known.includes(id)) };
    setStoredColumns(state);
    update(next, 1, view.id, { columns: visibleNoticeColumns(state) });
  };
  const currentView = () => noticeViewDefinition(filters, visibleNoticeColumns(columnState));
  const orgNames = useOrganisationNames([...filters.buyerGuids, ...filters.supplierGuids]);
  const teamSignals = useTeamSignals(filters.signals.length === 0);
  const chipLots = useLotsByIds(filters.lotIds);
  const companyUsers = useCompanyUsers();
  const chipRegions = useRegions(undefined, { pause: filters.buyerRegionIds.length + filters.deliveryRegionIds.length === 0 });
  const chips = useMemo(
    () =>
      noticeFilterChips(filters, {
        buyer: (g) => orgNames.get(g),
        supplier: (g) => orgNames.get(g),
        signal: (id) => teamSignals.data?.find((x) => x.id === id)?.name,
        buyerRegion: (id) => chipRegions.regions.find((r) => r.id === id)?.name,
        deliveryRegion: (id) => chipRegions.regions.find((r) => r.id === id)?.name,
        lot: (id) => {
          const lot = chipLots.data?.find((l) => l.id === id);
          return lot ? lotLabel(lot) : undefined;
        },
        user: (guid) => {
          const u = companyUsers.data?.find((x) => x.guid === guid);
          return u ? `${u.firstName} ${u.lastName}`.trim() : undefined;
        },
      }),
    [filters, orgNames, teamSignals.data, chipRegions.regions, chipLots.data, companyUsers.data],
  );

  const columns: DataTableColumn<NoticeRowData>[] = useMemo(
    () => [
      ...NOTICE_COLUMNS.map((c) => ({
        id: c.id,
        header: c.header,
        sortable: c.sortField !== undefined,
        width: COLUMN_WIDTHS[c.id],
        minWidth: COLUMN_MIN_WIDTHS[c.id],
        pin: c.id === 'title' ? ('start' as const) : undefined,
        ...cellFor(c.id, user),
      })),
      {
        id: ACTIONS_COLUMN,
        header: 'Actions',
        width: 200,
        pin: 'end',
        cell: ({ row }) => (
          <NoticeRowActions notice={row} user={user} onOpenPreview={onOpenPreview} onSave={onSave} onOpenComments={setCommentsFor} />
        ),
      },
    ],
    [user, onOpenPreview, onSave],
  );
  const sortColumn = NOTICE_COLUMNS.find((c) => c.sortField === filters.sort.field);
  const sorting: DataTableSort[] = sortColumn ? [{ id: sortColumn.id, desc: filters.sort.order === 'desc' }] : [];

  const onSortingChange = (next: DataTableSort[]) => {
    const first = next[0];
    const column = first ? NOTICE_COLUMNS.find((c) => c.id === first.id) : undefined;
    if (!first || !column?.sortField) return;
    update({ ...filters, sort: { field: column.sortField, order: first.desc ? 'desc' : 'asc' } });
  };

  const hasFilters = chips.length > 0;
  const openFilters = () => (user.guest ? setUpgradeOpen(true) : setDrawerOpen(true));

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 id="page-heading" className={styles.heading}>
          Notices
        </h1>
        {!search.fetching && !search.error ? <ResultCount count={search.total} singular="notice" plural="notices" announce /> : null}
        <DemoDatesNote />
        <DataFreshnessNote />
      </header>

      <div className={styles.toolbar}>
        <SearchField
          label="Search notices"
          hideLabel
          placeholder="Search notices"
          defaultValue={filters.text}
          debounceMs={500}
          onDebouncedChange={(text) => {
            if (text !== filters.text) update({ ...filters, text });
          }}
          className={styles.search}
        />
        <Button variant="secondary" onPress={openFilters}>
          Filters
        </Button>
        <ColumnChooser
          columns={shownOrder.map((id) => {
            const column = NOTICE_COLUMNS.find((c) => c.id === id);
            return {
              id,
              label: column?.header ?? id,
              visible: !columnState.hidden.includes(id),
              locked: column ? !column.hideable : false,
            };
          })}
          onChange={(next) =>
            chooseColumns({
              order: next.map((c) => c.id as NoticeColumnId),
              hidden: next.filter((c) => !c.visible).map((c) => c.id as NoticeColumnId),
            })
          }
        />
        <ExportButton
          target={{ kind: 'records', filters: search.request, rowCount: search.total }}
          rowCount={search.fetching || search.error ? null : search.total}
        />
      </div>

      <SavedViewsBar
        current={currentView}
        onApply={applyView}
        activeId={activeView}
        readOnly={user.guest}
        applyOnLoad={activeView !== null && !params.get(NOTICE_FILTERS_PARAM)}
      />

      {hasFilters ? (
        <FilterChips
          chips={chips}
          onRemove={(id) => {
            const chip = chips.find((c) => c.id === id);
            if (chip) update(chip.remove(filters));
          }}
          onClearAll={() => update(clearNoticeFilters(filters))}
        />
      ) : null}

      <DataTable<NoticeRowData>
        aria-label="Notices"
        columns={columns}
        data={search.notices}
        getRowId={(n) => n.id}
        getRowLabel={(n) => n.name}
        columnOrder={[...shownOrder, ACTIONS_COLUMN]}
        columnVisibility={{
          ...Object.fromEntries(columnState.order.map((id) => [id, shownOrder.includes(id) && !columnState.hidden.includes(id)])),
          [ACTIONS_COLUMN]: true,
        }}
        sorting={sorting}
        onSortingChange={onSortingChange}
        isLoading={search.fetching}
        loadingLabel="Loading notices"
        pagination={
          search.total > 0
            ? { page, pageSize, total: Math.min(search.total, 10_000 * pageSize), pageSizeOptions: NOTICE_PAGE_SIZES }
            : undefined
        }
        onPaginationChange={({ page: nextPage, pageSize: nextSize }) => {
          if (nextSize !== pageSize) {
            const size = NOTICE_PAGE_SIZES.find((n) => n === nextSize);
            if (!size) return;
            setStoredPageSize(size);
            updateTable({ pageSize: size }, 1);
          } else update(filters, nextPage);
        }}
        error={
          search.error ? (
            <EmptyState illustration="loadError" title="Sorry something has gone wrong" description={LOAD_ERROR_TEXT} />
          ) : undefined
        }
        emptyState={
          <EmptyState
            illustration="noResults"
            title="No notices found"
            description={hasFilters ? 'Try removing some filters or searching for something broader.' : 'There are no notices yet.'}
            actions={
              hasFilters ? (
                <Button variant="secondary" onPress={() => update(clearNoticeFilters(filters))}>
                  Clear filters
                </Button>
              ) : undefined
            }
          />
        }
      />

      <SlideOutPanel
        title={commentsFor ? `Comments: ${commentsFor.name}` : 'Comments'}
        isOpen={commentsFor !== null}
        onOpenChange={(open) => (open ? undefined : setCommentsFor(null))}
        width="480px"
      >
        {commentsFor?.lead ? <CommentsPanel procurementStageId={commentsFor.lead.id} recordTitle={commentsFor.name} /> : null}
      </SlideOutPanel>
      <NoticeFiltersDrawer isOpen={drawerOpen} onOpenChange={setDrawerOpen} filters={filters} onApply={(next) => update(next)} user={user} />
      {/* A guest's filters: the Basic-plan (AWARDS) paywall, its copy from the domain catalogue (decision 0039). */}
      <PaywallPrompt type={upgradeOpen ? 'AWARDS' : null} onClose={() => setUpgradeOpen(false)} />
    </div>
  );
}
