import {
  NOTICE_FILTERS_PARAM,
  SUPPLIER_COLUMNS,
  SUPPLIER_FILTERS_PARAM,
  SUPPLIERS_PAGE_SIZE,
  awardsSearchFilters,
  canSelectAllSuppliers,
  clearSupplierFilters,
  hasDataType,
  normaliseSupplierColumnState,
  parseSupplierFiltersParam,
  rowSignals,
  savedSignalsEmptyTitle,
  selectAllState,
  serialiseNoticeFilters,
  serialiseSupplierFilters,
  smeLabel,
  supplierColumnsState,
  supplierFilterChips,
  tabEntity,
  useBuyerCategories,
  useBuyerLists,
  useSignalSettings,
  useSupplierSearch,
  type CurrentUser,
  type SupplierColumnId,
  type SupplierRowData,
  type SupplierSearchInput,
  type SupplierTab,
  type SupplierTableFilters,
} from '@tenderlens/domain';
import {
  Button,
  Checkbox,
  ColumnChooser,
  DataTable,
  EmptyState,
  FilterChips,
  LinkButton,
  ResultCount,
  SearchField,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  Tag,
  formatDate,
  usePersistentPageSize,
  type DataTableColumn,
  type DataTableSort,
  type TagTone,
} from '@tenderlens/ui';
import { useAtom } from 'jotai';
import { useMemo, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { paths } from '../../../navigation/routes';
import { SaveAsSignalPopover } from './SaveAsSignalPopover';
import { CallOffsCell, SpendCell } from './SupplierCells';
import { SupplierFiltersDrawer } from './SupplierFiltersDrawer';
import { SpendUpgradeModal, SupplierUpgradeModal } from './SuppliersPaywall';
import * as styles from './Suppliers.css';

const PAGE_SIZES = [20, 50, 100] as const;
const pageParam = z.coerce.number().int().min(1).max(10_000);
export const SUPPLIERS_LOAD_ERROR =
  'Sorry something has gone wrong. If this error persists please contact support';

const TABS: { id: SupplierTab; label: string }[] = [
  { id: 'all', label: 'All suppliers' },
  { id: 'competitors', label: 'Competitors' },
  { id: 'partners', label: 'Partners' },
];

const COLUMN_WIDTHS: Record<SupplierColumnId, number> = {
  name: 320,
  country: 150,
  is_sme: 90,
  awards_count: 110,
  expiries_count: 150,
  signals: 280,
  spend: 150,
  framework_lots: 140,
  framework_last_activity: 190,
  framework_call_offs: 170,
};

/**
 * Narrowest widths (px) when the table is short of room (DataTable `minWidth`): all ten columns fit 1440 px,
 * long names and headers are cut with their full text on hover; narrower windows scroll with the name pinned.
 */
const COLUMN_MIN_WIDTHS: Record<SupplierColumnId, number> = {
  name: 164,
  country: 80,
  is_sme: 60,
  awards_count: 80,
  expiries_count: 96,
  signals: 112,
  spend: 108,
  framework_lots: 88,
  framework_last_activity: 112,
  framework_call_offs: 88,
};

const SIGNAL_TONE: Record<string, TagTone> = {
  competitor: 'critical',
  partner: 'positive',
  keyword: 'info',
  cpv: 'beta',
};

/** What the export button (another feature's, wired at integration) gets: the table's request and counts. */
export interface SupplierExportContext {
  request: SupplierSearchInput | null;
  rowCount: number;
  selectedGuids: string[];
}

export interface SuppliersPageProps {
  user: CurrentUser;
  /** The toolbar's export spot: the integrator renders the ExportButton here. Nothing when absent. */
  renderExport?: (context: SupplierExportContext) => ReactNode;
}

function GettingStarted({ entity, onViewAll }: { entity: 'competitor' | 'partner'; onViewAll: () => void }) {
  const plural = `${entity}s`;
  return (
    <EmptyState
      illustration="startingState"
      title={`Getting started with ${plural}`}
      headingLevel={2}
      description={
        <span className={styles.emptyBody}>
          <span>{savedSignalsEmptyTitle(entity)}</span>
          <ol className={styles.steps}>
            <li>Find a supplier under All suppliers.</li>
            <li>Choose Save as Signal, then My {plural}.</li>
            <li>
              Their awards, renewals and frameworks then show here, and their notices match your signals.
            </li>
          </ol>
        </span>
      }
      actions={
        <>
          <Button variant="primary" onPress={onViewAll}>
            View all suppliers
          </Button>
          <LinkButton variant="secondary" href={paths.feedSettings}>
            Go to signal settings
          </LinkButton>
        </>
      }
    />
  );
}

/**
 * /suppliers (spec 1§2 screens 14-15, 1§5): search, filters drawer, chips, tabs all suppliers /
 * competitors / partners, a sortable, paged table with a column chooser, row selection and saving
 * suppliers as signals. "Spend data" totals contract-award values (docs/decisions/0015), locked without SPEND.
 */
export function SuppliersPage({ user, renderExport }: SuppliersPageProps) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseSupplierFiltersParam(params.get(SUPPLIER_FILTERS_PARAM)), [params]);
  const parsedPage = pageParam.safeParse(params.get('page') ?? undefined);
  const page = parsedPage.success ? parsedPage.data : 1;
  const [pageSize, setPageSize] = usePersistentPageSize('suppliers', SUPPLIERS_PAGE_SIZE, PAGE_SIZES);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const [spendPaywallOpen, setSpendPaywallOpen] = useState(false);
  const canSeeSpend = hasDataType(user, 'SPEND');
  const [selected, setSelected] = useState<Map<string, string>>(() => new Map());
  const [storedColumns, setStoredColumns] = useAtom(supplierColumnsState);
  const columnState = useMemo(() => normaliseSupplierColumnState(storedColumns), [storedColumns]);
  const settings = useSignalSettings();
  const buyerLists = useBuyerLists({ signedIn: !user.guest && user.activeDataTypes.includes('BUYERS') });

  const update = (next: SupplierTableFilters, nextPage = 1) => {
    setSelected(new Map());
    setParams((current) => {
      const out = new URLSearchParams(current);
      const raw = serialiseSupplierFilters(next);
      if (raw) out.set(SUPPLIER_FILTERS_PARAM, raw);
      else out.delete(SUPPLIER_FILTERS_PARAM);
      if (nextPage > 1) out.set('page', String(nextPage));
      else out.delete('page');
      return out;
    });
  };

  const search = useSupplierSearch({ filters, page, pageSize });
  const signalNames = useMemo(
    () => new Map((settings.settings?.signals ?? []).map((s) => [s.id, s.name])),
    [settings.settings],
  );
  const listNames = useMemo(
    () => new Map((buyerLists.lists?.all ?? []).map((l) => [String(l.id), l.name])),
    [buyerLists.lists],
  );
  const categories = useBuyerCategories(filters.buyerCategoryIds.length > 0);
  const categoryNames = useMemo(
    () => new Map((categories.data ?? []).map((c) => [c.id, c.name])),
    [categories.data],
  );
  const chips = useMemo(
    () =>
      supplierFilterChips(filters, {
        signals: signalNames,
        buyerLists: listNames,
        buyerCategories: categoryNames,
      }),
    [filters, signalNames, listNames, categoryNames],
  );

  const columns: DataTableColumn<SupplierRowData>[] = useMemo(() => {
    const cell = (
      id: SupplierColumnId,
    ): Pick<DataTableColumn<SupplierRowData>, 'accessor' | 'cell' | 'align'> => {
      switch (id) {
        case 'name':
          return {
            accessor: (s) => s.name,
            cell: ({ row }) => (
              <span className={styles.nameCell}>
                {user.guest ? (
                  <button type="button" className={styles.linkButton} onClick={() => setUpgradeOpen(true)}>
                    {row.name}
                  </button>
                ) : (
                  <Link className={styles.link} to={`${paths.suppliers}/${row.guid}`}>
                    {row.name}
                  </Link>
                )}
                <SaveAsSignalPopover suppliers={[{ guid: row.guid, name: row.name }]} variant="icon" />
              </span>
            ),
          };
        case 'country':
          return { accessor: (s) => s.country ?? s.countryCode ?? '--' };
        case 'is_sme':
          return { accessor: (s) => smeLabel(s.isSme) };
        case 'awards_count':
          return {
            accessor: (s) => s.awardsCount,
            align: 'end',
            cell: ({ row }) =>
              row.awardsCount > 0 ? (
                <Link
                  className={styles.link}
                  to={`${paths.notices}?${NOTICE_FILTERS_PARAM}=${serialiseNoticeFilters(awardsSearchFilters(row.guid, filters))}`}
                  aria-label={`${row.awardsCount} awards of ${row.name}`}
                >
                  {row.awardsCount.toLocaleString('en-GB')}
                </Link>
              ) : (
                '0'
              ),
          };
        case 'expiries_count':
          return { accessor: (s) => s.expiriesCount.toLocaleString('en-GB'), align: 'end' };
        case 'signals':
          return {
            accessor: (s) => s.signals.map((x) => x.name).join(', '),
            cell: ({ row }) => {
              const { shown } = rowSignals(row.signals);
              return shown.length ? (
                <span className={styles.chips}>
                  {shown.map((s) => (
                    <Tag key={s.id} size="sm" tone={SIGNAL_TONE[s.category] ?? 'neutral'}>
                      {s.category === 'competitor'
                        ? 'Competitor'
                        : s.category === 'partner'
                          ? 'Partner'
                          : s.name}
                    </Tag>
                  ))}
                </span>
              ) : (
                '--'
              );
            },
          };
        case 'framework_lots':
          return { accessor: (s) => s.frameworkLots.toLocaleString('en-GB'), align: 'end' };
        case 'framework_last_activity':
          return { accessor: (s) => formatDate(s.frameworkLastActivity) || '--' };
        case 'spend':
          return {
            accessor: (s) => s.spend?.totalValue ?? 0,
            align: 'end',
            cell: ({ row }) => (
              <SpendCell row={row} canSeeSpend={canSeeSpend} onLocked={() => setSpendPaywallOpen(true)} />
            ),
          };
        case 'framework_call_offs':
          return {
            accessor: (s) => s.frameworkCallOffs,
            align: 'end',
            cell: ({ row }) => (
              <CallOffsCell row={row} guest={user.guest} onGuestLink={() => setUpgradeOpen(true)} />
            ),
          };
      }
    };
    return SUPPLIER_COLUMNS.map((c) => ({
      id: c.id,
      header: c.header,
      sortable: 'sortField' in c,
      width: COLUMN_WIDTHS[c.id],
      minWidth: COLUMN_MIN_WIDTHS[c.id],
      pin: c.id === 'name' ? ('start' as const) : undefined,
      ...cell(c.id),
    }));
  }, [user.guest, filters, canSeeSpend]);

  const sortedBy =
    search.sort ?? (filters.sort ? { field: filters.sort.field, order: filters.sort.order } : null);
  const sorting: DataTableSort[] =
    sortedBy && (sortedBy.field === 'name' || sortedBy.field === 'awards_count')
      ? [{ id: sortedBy.field, desc: sortedBy.order === 'desc' }]
      : [];
  const onSortingChange = (next: DataTableSort[]) => {
    const first = next[0];
    if (!first || (first.id !== 'name' && first.id !== 'awards_count')) return;
    update({ ...filters, sort: { field: first.id, order: first.desc ? 'desc' : 'asc' } });
  };

  const entity = tabEntity(filters.tab);
  const showSelectAll =
    canSelectAllSuppliers(filters.text, search.total) && !search.fetching && search.total > 0;
  const allState = selectAllState(selected.size, search.total);
  const selectedList = [...selected].map(([guid, name]) => ({ guid, name }));

  const table = (
    <DataTable<SupplierRowData>
      aria-label={TABS.find((t) => t.id === filters.tab)?.label ?? 'Suppliers'}
      columns={columns}
      data={search.suppliers}
      getRowId={(s) => s.guid}
      getRowLabel={(s) => s.name}
      columnOrder={columnState.order}
      columnVisibility={Object.fromEntries(
        columnState.order.map((id) => [id, !columnState.hidden.includes(id)]),
      )}
      sorting={sorting}
      onSortingChange={onSortingChange}
      selectionMode="multiple"
      showSelectAll={false}
      selection={Object.fromEntries([...selected.keys()].map((g) => [g, true as const]))}
      onSelectionChange={(next) => {
        const names = new Map(search.suppliers.map((s) => [s.guid, s.name]));
        setSelected(new Map(Object.keys(next).map((g) => [g, selected.get(g) ?? names.get(g) ?? g])));
      }}
      isLoading={search.fetching}
      loadingLabel="Loading suppliers"
      pagination={
        search.total > 0 ? { page, pageSize, total: search.total, pageSizeOptions: PAGE_SIZES } : undefined
      }
      onPaginationChange={({ page: nextPage, pageSize: nextSize }) => {
        if (nextSize !== pageSize) {
          setPageSize(nextSize);
          update(filters, 1);
        } else update(filters, nextPage);
      }}
      error={
        search.error ? (
          <EmptyState
            illustration="loadError"
            title="Sorry something has gone wrong"
            description={SUPPLIERS_LOAD_ERROR}
          />
        ) : undefined
      }
      emptyState={
        <EmptyState
          illustration="noResults"
          title="No suppliers found"
          description={
            chips.length || filters.text
              ? 'Try removing some filters or searching for something broader.'
              : 'There are no suppliers yet.'
          }
          actions={
            chips.length ? (
              <Button variant="secondary" onPress={() => update(clearSupplierFilters(filters))}>
                Clear filters
              </Button>
            ) : undefined
          }
        />
      }
    />
  );

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.heading}>Suppliers</h1>
        {!search.fetching && !search.error && !search.nothingSaved ? (
          <ResultCount count={search.total} singular="supplier" plural="suppliers" announce />
        ) : null}
      </header>

      <div className={styles.toolbar}>
        <SearchField
          label="Search by supplier name"
          hideLabel
          placeholder="Search by supplier name"
          defaultValue={filters.text}
          debounceMs={500}
          onDebouncedChange={(text) => {
            if (text !== filters.text) update({ ...filters, text });
          }}
          className={styles.search}
        />
        <Button variant="secondary" iconStart="Filter" onPress={() => setDrawerOpen(true)}>
          Filters
        </Button>
        <ColumnChooser
          columns={columnState.order.map((id) => {
            const column = SUPPLIER_COLUMNS.find((c) => c.id === id);
            return {
              id,
              label: column?.header ?? id,
              visible: !columnState.hidden.includes(id),
              locked: column ? !column.hideable : false,
            };
          })}
          onChange={(next) =>
            setStoredColumns({
              order: next.map((c) => c.id as SupplierColumnId),
              hidden: next.filter((c) => !c.visible).map((c) => c.id as SupplierColumnId),
            })
          }
        />
        <span className={styles.spacer} />
        {renderExport?.({
          request: search.request,
          rowCount: selected.size || search.total,
          selectedGuids: [...selected.keys()],
        })}
      </div>

      {chips.length > 0 ? (
        <FilterChips
          chips={chips}
          onRemove={(id) => {
            const chip = chips.find((c) => c.id === id);
            if (chip) update(chip.remove(filters));
          }}
          onClearAll={() => update(clearSupplierFilters(filters))}
        />
      ) : null}

      {showSelectAll || selected.size > 0 ? (
        <div className={styles.bulkBar} role="group" aria-label="Selected suppliers">
          {showSelectAll ? (
            <Checkbox
              isSelected={allState === 'checked'}
              isIndeterminate={allState === 'indeterminate'}
              onChange={(on) => {
                if (!on) setSelected(new Map());
                else
                  void search
                    .fetchAll()
                    .then((all) => setSelected(new Map(all.map((s) => [s.guid, s.name]))));
              }}
            >
              {`Select all ${search.total.toLocaleString('en-GB')} suppliers`}
            </Checkbox>
          ) : null}
          {selected.size > 0 ? (
            <>
              <span>{`${selected.size.toLocaleString('en-GB')} selected`}</span>
              <SaveAsSignalPopover suppliers={selectedList} />
              <Button variant="tertiary" onPress={() => setSelected(new Map())}>
                Clear selection
              </Button>
            </>
          ) : null}
        </div>
      ) : null}

      <Tabs
        selectedKey={filters.tab}
        onSelectionChange={(key) => update({ ...filters, tab: key as SupplierTab, sort: null })}
      >
        <TabList aria-label="Suppliers">
          {TABS.map((t) => (
            <Tab key={t.id} id={t.id}>
              {t.label}
            </Tab>
          ))}
        </TabList>
        {TABS.map((t) => (
          <TabPanel key={t.id} id={t.id} className={styles.tabPanel}>
            {entity && search.nothingSaved ? (
              <GettingStarted
                entity={entity}
                onViewAll={() => update({ ...filters, tab: 'all', sort: null })}
              />
            ) : (
              table
            )}
          </TabPanel>
        ))}
      </Tabs>

      <SupplierFiltersDrawer
        isOpen={drawerOpen}
        onOpenChange={setDrawerOpen}
        filters={filters}
        onApply={(next) => update(next)}
        signals={settings.settings?.signals ?? []}
        buyerLists={(buyerLists.lists?.all ?? []).map((l) => ({ id: String(l.id), name: l.name }))}
      />
      <SupplierUpgradeModal isOpen={upgradeOpen} onOpenChange={setUpgradeOpen} />
      <SpendUpgradeModal isOpen={spendPaywallOpen} onOpenChange={setSpendPaywallOpen} />
    </div>
  );
}
