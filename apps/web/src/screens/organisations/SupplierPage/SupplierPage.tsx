import {
  DEFAULT_LOOKBACK_YEARS,
  LOOKBACK_YEARS,
  formatCount,
  formatGbp,
  hasDataType,
  smeLabel,
  supplierAwardsFilters,
  supplierExpiriesFilters,
  upcomingExpiriesLabel,
  useCurrentUser,
  useNoticeSearch,
  useSupplierBuyers,
  useSupplierDetails,
  type CurrentUser,
  type NoticeRowData,
  type SupplierBuyerRow,
} from '@tenderlens/domain';
import {
  DataTable,
  EmptyState,
  ResultCount,
  Select,
  StatFigures,
  Tag,
  formatDate,
  formatMoney,
  type DataTableColumn,
} from '@tenderlens/ui';
import { useEffect, useMemo, useState } from 'react';
import { Link, NavLink, useParams } from 'react-router';
import { paths } from '../../../navigation/routes';
import { DataTypeLocked } from '../../../pageParts/paywall/DataTypeLocked';
import { LoadError, PageLoadError, PageLoading } from '../../../pageParts/PageStates/PageStates';
import * as styles from '../../../pageParts/layout/Pages.css';

export type SupplierView = 'overview' | 'awards' | 'expiries';

export interface SupplierPageProps {
  user: CurrentUser;
  supplierId: string;
  view: SupplierView;
  /** The buyer-relationship view: awards and expiries of this buyer only. */
  buyerGuid?: string;
  /** Fixes "now" for the expiries window (stories). */
  now?: Date;
}

const PAGE_SIZE = 20;

const noticeColumns = (dateColumn: 'award' | 'expiry'): DataTableColumn<NoticeRowData>[] => [
  {
    id: 'title',
    header: 'Notice',
    width: 360,
    accessor: (n) => n.name,
    cell: ({ row }) => (
      <Link className={styles.link} to={`/records/${row.guid}`}>
        {row.name}
      </Link>
    ),
  },
  { id: 'buyer', header: 'Buyer', width: 240, accessor: (n) => n.buyers.map((b) => b.name).join(', ') || '--' },
  { id: 'value', header: 'Value', width: 140, align: 'end', accessor: (n) => (n.value == null ? '--' : formatMoney(n.value, { currency: n.currency ?? 'GBP' })) },
  dateColumn === 'award'
    ? { id: 'award_date', header: 'Award date', width: 140, accessor: (n) => formatDate(n.awardDate) || '--' }
    : { id: 'expiry_date', header: 'Expiry date', width: 140, accessor: (n) => formatDate(n.expiryDate) || '--' },
  dateColumn === 'award'
    ? { id: 'expiry_date', header: 'Expiry date', width: 140, accessor: (n) => formatDate(n.expiryDate) || '--' }
    : { id: 'award_date', header: 'Award date', width: 140, accessor: (n) => formatDate(n.awardDate) || '--' },
];

function SupplierNotices({ supplierGuid, buyerGuid, view, now }: { supplierGuid: string; buyerGuid?: string; view: 'awards' | 'expiries'; now: Date }) {
  const [page, setPage] = useState(1);
  const [years, setYears] = useState<number>(DEFAULT_LOOKBACK_YEARS);
  const filters = useMemo(() => {
    const base = view === 'awards' ? supplierAwardsFilters(supplierGuid) : supplierExpiriesFilters(supplierGuid, now, years);
    return buyerGuid ? { ...base, buyerGuids: [buyerGuid] } : base;
  }, [view, supplierGuid, buyerGuid, now, years]);
  const search = useNoticeSearch({ filters, page, pageSize: PAGE_SIZE });
  const columns = useMemo(() => noticeColumns(view === 'awards' ? 'award' : 'expiry'), [view]);
  const noun = view === 'awards' ? 'award' : 'expiring contract';
  return (
    <section className={styles.section} aria-labelledby="supplier-notices-heading">
      <div className={styles.sectionHeader}>
        <h2 id="supplier-notices-heading" className={styles.subheading}>
          {view === 'awards' ? 'Awards' : 'Upcoming expiries'}
        </h2>
        {view === 'expiries' ? (
          <Select
            label="Period"
            items={LOOKBACK_YEARS.map((n) => ({ id: n, label: `Next ${n} ${n === 1 ? 'year' : 'years'}` }))}
            selectedKey={years}
            onSelectionChange={(key) => {
              setYears(Number(key));
              setPage(1);
            }}
          />
        ) : null}
      </div>
      {!search.fetching && !search.error ? <ResultCount count={search.total} singular={noun} plural={`${noun}s`} /> : null}
      <DataTable<NoticeRowData>
        aria-label={view === 'awards' ? 'Awards' : 'Upcoming expiries'}
        columns={columns}
        data={search.notices}
        getRowId={(n) => n.id}
        getRowLabel={(n) => n.name}
        isLoading={search.fetching}
        loadingLabel={view === 'awards' ? 'Loading awards' : 'Loading upcoming expiries'}
        pagination={search.total > 0 ? { page, pageSize: PAGE_SIZE, total: search.total } : undefined}
        onPaginationChange={({ page: next }) => setPage(next)}
        error={search.error ? <LoadError /> : undefined}
        emptyState={
          <EmptyState
            illustration="noResults"
            title={view === 'awards' ? 'No awards found' : 'No upcoming expiries'}
            description={view === 'awards' ? 'No awarded notices name this supplier yet.' : `No contracts of this supplier end in the next ${years} years.`}
          />
        }
      />
    </section>
  );
}

function SupplierBuyers({ supplierGuid }: { supplierGuid: string }) {
  const [page, setPage] = useState(1);
  const result = useSupplierBuyers(supplierGuid, { page, pageSize: PAGE_SIZE });
  const total = result.data?.pagingInfo.totalResults ?? 0;
  const columns: DataTableColumn<SupplierBuyerRow>[] = useMemo(
    () => [
      {
        id: 'name',
        header: 'Buyer',
        width: 320,
        accessor: (b) => b.name,
        cell: ({ row }) => (
          <Link className={styles.link} to={paths.buyer(row.guid)}>
            {row.name}
          </Link>
        ),
      },
      { id: 'awards', header: 'Awards', width: 110, align: 'end', accessor: (b) => formatCount(b.awardsCount) },
      { id: 'value', header: 'Total value', width: 160, align: 'end', accessor: (b) => (b.totalValue === null ? '--' : formatGbp(b.totalValue)) },
      { id: 'latest', header: 'Latest award', width: 150, accessor: (b) => formatDate(b.latestAward) || '--' },
    ],
    [],
  );
  return (
    <section className={styles.section} aria-labelledby="supplier-buyers-heading">
      <div className={styles.sectionHeader}>
        <h2 id="supplier-buyers-heading" className={styles.subheading}>
          Buyers
        </h2>
        {result.data && !result.error ? <ResultCount count={total} singular="buyer" plural="buyers" /> : null}
      </div>
      <DataTable<SupplierBuyerRow>
        aria-label="Buyers of this supplier"
        columns={columns}
        data={result.data?.results ?? []}
        getRowId={(b) => b.guid}
        getRowLabel={(b) => b.name}
        isLoading={result.fetching}
        loadingLabel="Loading buyers"
        pagination={total > 0 ? { page, pageSize: PAGE_SIZE, total } : undefined}
        onPaginationChange={({ page: next }) => setPage(next)}
        error={result.error ? <LoadError /> : undefined}
        emptyState={<EmptyState illustration="noResults" title="No buyers found" description="No buyer has awarded this supplier a contract yet." />}
      />
    </section>
  );
}

/**
 * /suppliers/{id} (details, stats, buyers), /suppliers/{guid}/awards, /suppliers/{id}/upcoming_expiries,
 * and the buyer-relationship view /buyers/{buyer}/suppliers/{supplier}. Needs SUPPLIERS.
 */
export function SupplierPage({ user, supplierId, view, buyerGuid, now: fixedNow }: SupplierPageProps) {
  const allowed = hasDataType(user, 'SUPPLIERS');
  const details = useSupplierDetails(supplierId, !allowed);
  const supplier = details.data;
  const [now] = useState(() => fixedNow ?? new Date());
  useEffect(() => {
    document.title = `${supplier?.name ?? 'Supplier'} · Tenderlens`;
  }, [supplier?.name]);

  if (!allowed) return <DataTypeLocked dataType="SUPPLIERS" />;
  if (details.error && !details.fetching) {
    return <PageLoadError heading="Supplier" />;
  }
  if (!supplier || details.fetching) {
    return <PageLoading label="Loading supplier" />;
  }

  const location = [supplier.town, supplier.country].filter(Boolean).join(', ');
  const base = buyerGuid ? paths.buyerSupplier(buyerGuid, supplier.guid) : paths.supplier(supplier.guid);
  const tabs = buyerGuid
    ? [{ to: base, label: 'Awards from this buyer', end: true }]
    : [
        { to: base, label: 'Overview', end: true },
        { to: paths.supplierAwards(supplier.guid), label: 'Awards', end: true },
        { to: paths.supplierExpiries(supplier.guid), label: 'Upcoming expiries', end: true },
      ];
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 id="page-heading" className={styles.heading}>
          {supplier.name}
        </h1>
        {supplier.stats.signals.map((s) => (
          <Tag key={s.id}>{s.category === 'competitor' ? 'Competitor' : s.category === 'partner' ? 'Partner' : s.name}</Tag>
        ))}
      </header>
      <p className={styles.meta}>
        {[location, `SME: ${smeLabel(supplier.isSme)}`, supplier.companiesHouseId ? `Companies House ${supplier.companiesHouseId}` : null]
          .filter(Boolean)
          .join(' · ')}
        {buyerGuid ? (
          <>
            {' · '}
            <Link className={styles.link} to={paths.buyer(buyerGuid)}>
              Back to the buyer
            </Link>
          </>
        ) : null}
      </p>
      <StatFigures
        items={[
          { id: 'notices', label: 'Notices', value: formatCount(supplier.stats.allRecordsCount) },
          { id: 'keyAccounts', label: 'Key accounts', value: formatCount(supplier.stats.keyAccountsCount) },
          { id: 'expiries', label: upcomingExpiriesLabel(), value: formatCount(supplier.stats.expiriesCount) },
          { id: 'latest', label: 'Latest activity', value: formatDate(supplier.stats.latestActivity) || '--' },
        ]}
        divided
      />
      <nav aria-label="Supplier sections" className={styles.tabs}>
        {tabs.map((t) => (
          <NavLink key={t.to} to={t.to} end={t.end} className={styles.link}>
            {t.label}
          </NavLink>
        ))}
      </nav>
      {view === 'overview' && !buyerGuid ? <SupplierBuyers supplierGuid={supplier.guid} /> : null}
      {view === 'awards' || buyerGuid ? <SupplierNotices supplierGuid={supplier.guid} view="awards" now={now} {...(buyerGuid ? { buyerGuid } : {})} /> : null}
      {view === 'expiries' && !buyerGuid ? <SupplierNotices supplierGuid={supplier.guid} view="expiries" now={now} /> : null}
    </div>
  );
}

export function SupplierRoute({ view }: { view: SupplierView }) {
  const { user } = useCurrentUser();
  const { supplierId, buyerId } = useParams();
  return user && supplierId ? <SupplierPage user={user} supplierId={supplierId} view={view} {...(buyerId ? { buyerGuid: buyerId } : {})} /> : null;
}
