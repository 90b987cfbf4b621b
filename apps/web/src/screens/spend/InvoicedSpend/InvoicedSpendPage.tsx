import {
  DEFAULT_SPEND_INTERVAL,
  SPEND_INTERVALS,
  SPEND_REQUESTED_MESSAGE,
  SYNTHETIC_SPEND_NOTE,
  TOP_SPEND_SUPPLIERS,
  formatCount,
  hasDataType,
  useCurrentUser,
  useRequestSpend,
  useSpendBuyers,
  useSpendOverview,
  type CurrentUser,
  type SpendInterval,
  type SpendOverview,
} from '@tenderlens/domain';
import {
  Banner,
  Button,
  DataTable,
  EmptyState,
  MiniBarChart,
  Select,
  StatFigures,
  Tag,
  formatMoney,
  formatPercent,
  type DataTableColumn,
} from '@tenderlens/ui';
import { useEffect, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../navigation/routes';
import { DataTypeLocked } from '../../../pageParts/paywall/DataTypeLocked';
import { LoadError, PageLoading } from '../../../pageParts/PageStates/PageStates';
import * as styles from '../../../pageParts/layout/Pages.css';

const ALL = 'all';
const INTERVAL_LABELS: Record<SpendInterval, string> = { month: 'Month', quarter: 'Quarter', year: 'Year' };
type SupplierRow = SpendOverview['topSuppliers'][number];
type BuyerRow = SpendOverview['byBuyer'][number];

function periodLabel(period: string, interval: SpendInterval): string {
  const [y, m] = period.split('-').map(Number) as [number, number];
  if (interval === 'year') return String(y);
  if (interval === 'quarter') return `Q${Math.floor((m - 1) / 3) + 1} ${y}`;
  return new Date(Date.UTC(y, m - 1, 1)).toLocaleDateString('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });
}

export interface InvoicedSpendPageProps {
  user: CurrentUser;
}

/**
 * /invoiced-spend (issue 15, BETA; decision 0046): what public bodies paid their suppliers, from their
 * own payment files. One buyer (`?buyer=`) or all; one supplier across buyers (`?supplier=`);
 * spend stats, spend over time, top suppliers and spend by buyer. Synthetic (demo) data is marked.
 */
export function InvoicedSpendPage({ user }: InvoicedSpendPageProps) {
  const allowed = hasDataType(user, 'SPEND');
  const [params, setParams] = useSearchParams();
  const buyer = params.get('buyer');
  const supplier = params.get('supplier');
  const intervalParam = params.get('interval');
  const interval = (SPEND_INTERVALS as readonly string[]).includes(intervalParam ?? '') ? (intervalParam as SpendInterval) : DEFAULT_SPEND_INTERVAL;
  const buyers = useSpendBuyers(!allowed);
  const overview = useSpendOverview({ buyerGuids: buyer ? [buyer] : [], supplierGuids: supplier ? [supplier] : [], interval }, !allowed);
  const requests = useRequestSpend();
  useEffect(() => {
    document.title = 'Invoiced spend · Tenderlens';
  }, []);
  const set = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [k, v] of Object.entries(changes)) {
        if (v === null) next.delete(k);
        else next.set(k, v);
      }
      return next;
    });

  const supplierColumns: DataTableColumn<SupplierRow>[] = useMemo(
    () => [
      {
        id: 'name',
        header: 'Supplier',
        width: 320,
        accessor: (s) => s.name,
        cell: ({ row }) =>
          row.guid ? (
            <Link className={styles.link} to={`${paths.spend}?${new URLSearchParams({ supplier: row.guid }).toString()}`} aria-label={`${row.name}: spend across buyers`}>
              {row.name}
            </Link>
          ) : (
            <span title="Not matched to a supplier we know">{row.name}</span>
          ),
      },
      { id: 'sme', header: 'SME', width: 90, accessor: (s) => (s.isSme === null ? 'Unknown' : s.isSme ? 'Yes' : 'No') },
      { id: 'payments', header: 'Payments', width: 110, align: 'end', accessor: (s) => formatCount(s.payments) },
      { id: 'total', header: 'Total paid', width: 150, align: 'end', accessor: (s) => formatMoney(s.totalValue) },
    ],
    [],
  );
  const buyerColumns: DataTableColumn<BuyerRow>[] = useMemo(
    () => [
      {
        id: 'name',
        header: 'Buyer',
        width: 320,
        accessor: (b) => b.name,
        cell: ({ row }) => (
          <Link className={styles.link} to={`${paths.spend}?${new URLSearchParams({ buyer: row.guid }).toString()}`}>
            {row.name}
          </Link>
        ),
      },
      { id: 'payments', header: 'Payments', width: 110, align: 'end', accessor: (b) => formatCount(b.payments) },
      { id: 'total', header: 'Total paid', width: 150, align: 'end', accessor: (b) => formatMoney(b.totalValue) },
    ],
    [],
  );

  if (!allowed) return <DataTypeLocked dataType="SPEND" />;
  if (buyers.fetching && !buyers.data) return <PageLoading label="Loading invoiced spend" />;
  const o = overview.data;
  const buyerName = buyers.data?.find((b) => b.guid === buyer)?.name;
  const supplierName = supplier ? o?.topSuppliers.find((s) => s.guid === supplier)?.name : undefined;
  const requestState = buyer ? requests.requested[buyer] : undefined;
  const noSpendForBuyer = Boolean(buyer && o && o.stats.totalAwarded === 0);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 id="page-heading" className={styles.heading}>
          Invoiced spend
        </h1>
        <Tag tone="beta" size="sm">
          BETA
        </Tag>
      </header>
      <p className={styles.meta}>
        What public bodies paid their suppliers, from their own payment files (local authorities publish payments over £500, central government over £25,000).
      </p>
      {o?.synthetic ? <Banner tone="info" headingLevel={2} title={SYNTHETIC_SPEND_NOTE} /> : null}
      <div className={styles.toolbar}>
        <Select
          label="Buyer"
          items={[{ id: ALL, label: 'All buyers with spend data' }, ...(buyers.data ?? []).map((b) => ({ id: b.guid, label: b.synthetic ? `${b.name} (synthetic)` : b.name }))]}
          selectedKey={buyer && buyers.data?.some((b) => b.guid === buyer) ? buyer : ALL}
          onSelectionChange={(k) => set({ buyer: k === ALL || k === null ? null : String(k) })}
        />
        <Select
          label="Spend by"
          items={SPEND_INTERVALS.map((i) => ({ id: i, label: INTERVAL_LABELS[i] }))}
          selectedKey={interval}
          onSelectionChange={(k) => set({ interval: k === null || k === DEFAULT_SPEND_INTERVAL ? null : String(k) })}
        />
        {supplier ? (
          <Button variant="secondary" onPress={() => set({ supplier: null })}>
            Show every supplier
          </Button>
        ) : null}
      </div>
      {supplier ? <p className={styles.meta}>Spend with {supplierName ?? 'this supplier'} across buyers</p> : null}
      {buyers.error ? <LoadError /> : null}
      {overview.error ? (
        <LoadError />
      ) : !o || overview.fetching ? (
        <PageLoading label="Loading spend" />
      ) : o.stats.totalAwarded === 0 ? (
        <EmptyState
          illustration="noResults"
          title={noSpendForBuyer ? `No spend data for ${buyerName ?? 'this buyer'} yet` : 'No spend data yet'}
          description={noSpendForBuyer ? 'Ask us to add this buyer’s payment files.' : 'Payment files appear here once they are imported.'}
          actions={
            buyer ? (
              requestState === 'sent' ? (
                <p role="status">{SPEND_REQUESTED_MESSAGE}</p>
              ) : (
                <Button isPending={requestState === 'sending'} onPress={() => void requests.request(buyer)}>
                  Request spend data
                </Button>
              )
            ) : undefined
          }
        />
      ) : (
        <>
          <StatFigures
            items={[
              { id: 'total', label: 'Total spend', value: formatMoney(o.stats.totalValue) },
              { id: 'payments', label: 'Payments', value: formatCount(o.stats.totalAwarded) },
              { id: 'average', label: 'Average payment', value: o.stats.avgContractValue === null ? '--' : formatMoney(o.stats.avgContractValue) },
              { id: 'smes', label: 'Paid to SMEs', value: o.stats.percentToSmes === null ? '--' : formatPercent(o.stats.percentToSmes / 100, { decimals: 1 }) },
            ]}
            divided
          />
          <section className={styles.section} aria-labelledby="over-time-heading">
            <h2 id="over-time-heading" className={styles.subheading}>
              Spend over time
            </h2>
            <MiniBarChart
              rows={o.overTime.map((p) => ({ id: p.period, label: periodLabel(p.period, o.interval), count: p.payments, value: p.totalValue }))}
              countLabel="Payments"
              valueLabel="Spend"
            />
          </section>
          <section className={styles.section} aria-labelledby="top-suppliers-heading">
            <h2 id="top-suppliers-heading" className={styles.subheading}>
              {buyerName ? `Top suppliers of ${buyerName}` : `Top ${TOP_SPEND_SUPPLIERS} suppliers`}
            </h2>
            <DataTable<SupplierRow>
              aria-label="Top suppliers"
              columns={supplierColumns}
              data={o.topSuppliers}
              getRowId={(s) => s.guid ?? s.name}
              getRowLabel={(s) => s.name}
              emptyState={<EmptyState illustration="noResults" title="No suppliers" />}
            />
          </section>
          <section className={styles.section} aria-labelledby="by-buyer-heading">
            <h2 id="by-buyer-heading" className={styles.subheading}>
              Spend by buyer
            </h2>
            <DataTable<BuyerRow>
              aria-label="Spend by buyer"
              columns={buyerColumns}
              data={o.byBuyer}
              getRowId={(b) => b.guid}
              getRowLabel={(b) => b.name}
              emptyState={<EmptyState illustration="noResults" title="No buyers" />}
            />
          </section>
        </>
      )}
    </div>
  );
}

export function InvoicedSpendRoute() {
  const { user } = useCurrentUser();
  return user ? <InvoicedSpendPage user={user} /> : null;
}
