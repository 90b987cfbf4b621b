import {
  BUYER_SUPPLIERS_PAGE_SIZE,
  DEFAULT_NOTICE_FILTERS,
  NOTICE_FILTERS_PARAM,
  formatCount,
  hasDataType,
  serialiseNoticeFilters,
  smeLabel,
  truncateAlias,
  useBuyerSuppliers,
  type BuyerSupplierRow,
  type CurrentUser,
} from '@tenderlens/domain';
import { Button, DataTable, EmptyState, IconButton, ResultCount, SearchField, formatDate, type DataTableColumn, type DataTableSelection, type DataTableSort } from '@tenderlens/ui';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../navigation/routes';
import { ExportButton } from '../../exports/Export/ExportButton';
import { LoadError } from '../../../pageParts/PageStates/PageStates';
import { CallOffsCell, SpendCell } from '../../suppliers/Suppliers/SupplierCells';
import { SpendUpgradeModal } from '../../suppliers/Suppliers/SuppliersPaywall';
import * as styles from '../../../pageParts/layout/Pages.css';

type SortField = 'name' | 'awards_count';

export interface BuyerSuppliersTableProps {
  user: CurrentUser;
  buyer: { guid: string; name: string };
  /**
   * Bulk 'Save N buyers to list' with the selected rows (the buyer-list popover / save drawer of
   * another screen opens from it). Without it the bulk action is not shown.
   */
  onSaveToList?: (selection: { guids: string[]; names: string[] }) => void;
  /** A guest pressed a supplier link: offer the upgrade. */
  onGuestLink?: () => void;
}

/** The awards search of a row: awarded notices of this buyer naming the supplier. */
function awardsHref(buyerGuid: string, supplierGuid: string) {
  const filters = { ...DEFAULT_NOTICE_FILTERS, stages: ['AWARDED' as const], buyerGuids: [buyerGuid], supplierGuids: [supplierGuid] };
  return `${paths.notices}?${new URLSearchParams({ [NOTICE_FILTERS_PARAM]: serialiseNoticeFilters(filters) }).toString()}`;
}

/**
 * The suppliers a buyer awarded (spec 2§6 "Supplier table in a report/buyer context"): name (to the
 * buyer-relationship view, with an alias tooltip), country, SME, awards, spend data (this buyer's
 * awards to the supplier, docs/decisions/0015), framework lots, framework last activity, framework
 * call-offs (to the call-offs page for the supplier); sorting, selection, paging, bulk save and export.
 */
export function BuyerSuppliersTable({ user, buyer, onSaveToList, onGuestLink }: BuyerSuppliersTableProps) {
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<{ field: SortField; desc: boolean } | null>(null);
  const [selection, setSelection] = useState<DataTableSelection>({});
  const result = useBuyerSuppliers(buyer.guid, {
    text,
    page,
    pageSize: BUYER_SUPPLIERS_PAGE_SIZE,
    ...(sort ? { sort: sort.field, sortOrder: sort.desc ? ('desc' as const) : ('asc' as const) } : {}),
  });
  const data = result.data;
  const rows = data?.results ?? [];
  const total = data?.pagingInfo.totalResults ?? 0;
  const selected = Object.keys(selection);
  const [names, setNames] = useState<Record<string, string>>({});
  const [spendPaywallOpen, setSpendPaywallOpen] = useState(false);
  const canSeeSpend = hasDataType(user, 'SPEND');

  const columns: DataTableColumn<BuyerSupplierRow>[] = useMemo(
    () => [
      {
        id: 'name',
        header: 'Supplier',
        width: 320,
        minWidth: 160,
        pin: 'start',
        sortable: true,
        accessor: (s) => s.name,
        cell: ({ row }) => (
          <span className={styles.nameCell}>
            {user.guest ? (
              <button type="button" className={styles.inlineButton} onClick={onGuestLink}>
                {row.name}
              </button>
            ) : (
              <Link className={styles.link} to={paths.buyerSupplier(buyer.guid, row.guid)}>
                {row.name}
              </Link>
            )}
            {row.aliases.length ? (
              <IconButton
                icon="Info"
                variant="ghost"
                size="sm"
                aria-label={`Other names of ${truncateAlias(row.name)}`}
                tooltip={`Also known as: ${row.aliases.map(truncateAlias).join('; ')}`}
              />
            ) : null}
          </span>
        ),
      },
      { id: 'country', header: 'Country', width: 150, minWidth: 80, accessor: (s) => s.country ?? s.countryCode ?? '--' },
      { id: 'sme', header: 'SME', width: 90, minWidth: 60, accessor: (s) => smeLabel(s.isSme) },
      {
        id: 'awards_count',
        header: 'Awards',
        width: 110,
        minWidth: 80,
        sortable: true,
        align: 'end',
        accessor: (s) => s.awardsCount,
        cell: ({ row }) => (
          <Link className={styles.link} to={awardsHref(buyer.guid, row.guid)} aria-label={`${formatCount(row.awardsCount)} awards to ${row.name}`}>
            {formatCount(row.awardsCount)}
          </Link>
        ),
      },
      {
        id: 'spend',
        header: 'Spend data',
        width: 150,
        minWidth: 108,
        align: 'end',
        accessor: (s) => s.spend?.totalValue ?? 0,
        cell: ({ row }) => (
          <SpendCell row={row} canSeeSpend={canSeeSpend} onLocked={() => setSpendPaywallOpen(true)} />
        ),
      },
      { id: 'framework_lots', header: 'Framework lots', width: 140, minWidth: 88, align: 'end', accessor: (s) => formatCount(s.frameworkLots) },
      { id: 'framework_last_activity', header: 'Framework last activity', width: 190, minWidth: 112, accessor: (s) => formatDate(s.frameworkLastActivity) || '--' },
      {
        id: 'framework_call_offs',
        header: 'Framework call-offs',
        width: 170,
        minWidth: 88,
        align: 'end',
        accessor: (s) => s.frameworkCallOffs,
        cell: ({ row }) => <CallOffsCell row={row} guest={user.guest} onGuestLink={() => onGuestLink?.()} />,
      },
    ],
    [buyer.guid, user.guest, onGuestLink, canSeeSpend],
  );

  const sorting: DataTableSort[] = sort ? [{ id: sort.field, desc: sort.desc }] : data ? [{ id: data.sort, desc: data.sortOrder === 'desc' }] : [];

  return (
    <section className={styles.section} aria-labelledby="buyer-suppliers-heading">
      <div className={styles.sectionHeader}>
        <h2 id="buyer-suppliers-heading" className={styles.subheading}>
          Suppliers
        </h2>
        {data && !result.error ? <ResultCount count={total} singular="supplier" plural="suppliers" /> : null}
      </div>
      <div className={styles.toolbar}>
        <SearchField
          label="Search suppliers of this buyer"
          hideLabel
          placeholder="Search by supplier name"
          debounceMs={500}
          onDebouncedChange={(q) => {
            setText(q);
            setPage(1);
          }}
          className={styles.search}
        />
        {onSaveToList && selected.length ? (
          <Button variant="secondary" iconStart="Plus" onPress={() => onSaveToList({ guids: selected, names: selected.map((g) => names[g] ?? g) })}>
            {`Save ${selected.length} buyers to list`}
          </Button>
        ) : null}
        <ExportButton
          target={{
            kind: 'suppliers',
            selection: selected.length ? { guids: selected } : { filters: { buyer_guids: [buyer.guid], ...(text.trim() ? { text: text.trim() } : {}) } },
            rowCount: selected.length || total,
          }}
          rowCount={result.fetching || result.error ? null : selected.length || total}
        />
      </div>
      <DataTable<BuyerSupplierRow>
        aria-label={`Suppliers of ${buyer.name}`}
        columns={columns}
        data={rows}
        getRowId={(s) => s.guid}
        getRowLabel={(s) => s.name}
        selectionMode="multiple"
        selection={selection}
        onSelectionChange={(next) => {
          setSelection(next);
          setNames((current) => ({ ...current, ...Object.fromEntries(rows.filter((r) => next[r.guid]).map((r) => [r.guid, r.name])) }));
        }}
        sorting={sorting}
        onSortingChange={(next) => {
          const first = next[0];
          if (first && (first.id === 'name' || first.id === 'awards_count')) {
            setSort({ field: first.id, desc: first.desc });
            setPage(1);
          }
        }}
        isLoading={result.fetching}
        loadingLabel="Loading suppliers"
        pagination={total > 0 ? { page, pageSize: BUYER_SUPPLIERS_PAGE_SIZE, total } : undefined}
        onPaginationChange={({ page: next }) => setPage(next)}
        error={result.error ? <LoadError /> : undefined}
        emptyState={
          <EmptyState
            illustration="noResults"
            title="No suppliers found"
            description={text ? 'Try a different supplier name.' : 'This buyer has no recorded awards to suppliers yet.'}
          />
        }
      />
      <SpendUpgradeModal isOpen={spendPaywallOpen} onOpenChange={setSpendPaywallOpen} />
    </section>
  );
}
