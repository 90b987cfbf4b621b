import {
  formatCount,
  hasDataType,
  useCurrentUser,
  useFramework,
  useFrameworkCallOffs,
  type CallOffRow,
  type CurrentUser,
  type FrameworkDetails,
} from '@tenderlens/domain';
import { DataTable, EmptyState, ResultCount, Select, StatFigures, formatDate, formatMoney, type DataTableColumn } from '@tenderlens/ui';
import { useEffect, useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { paths } from '../../../navigation/routes';
import { DataTypeLocked } from '../../../pageParts/paywall/DataTypeLocked';
import { LoadError, PageLoadError, PageLoading } from '../../../pageParts/PageStates/PageStates';
import * as styles from '../../../pageParts/layout/Pages.css';

const PAGE_SIZE = 20;
const ALL = 'all';

export interface FrameworkCallOffsPageProps {
  user: CurrentUser;
  frameworkId: string;
}

/** The call-off statistics of spec 2§3 (count, average amount with currency, last activity). */
export function CallOffStatFigures({ stats }: { stats: FrameworkDetails['callOffStats'] }) {
  return (
    <StatFigures
      items={[
        { id: 'count', label: 'Call-offs', value: formatCount(stats.count) },
        {
          id: 'average',
          label: 'Average amount',
          value: stats.averageAmount ? formatMoney(stats.averageAmount.amount, { currency: stats.averageAmount.currency }) : '--',
        },
        { id: 'last', label: 'Last activity', value: formatDate(stats.lastActivity) || '--' },
      ]}
      divided
    />
  );
}

/** A framework's call-offs with the supplier filter (`?supplier=guid`), paged: on the call-offs page and the framework page. */
export function FrameworkCallOffsSection({ user, framework }: { user: CurrentUser; framework: FrameworkDetails }) {
  const [params, setParams] = useSearchParams();
  const supplier = params.get('supplier');
  const [page, setPage] = useState(1);
  const supplierGuids = useMemo(() => (supplier ? [supplier] : []), [supplier]);
  const callOffs = useFrameworkCallOffs(framework.guid, { supplierGuids, page, pageSize: PAGE_SIZE });

  const columns: DataTableColumn<CallOffRow>[] = useMemo(
    () => [
      {
        id: 'title',
        header: 'Call-off',
        width: 360,
        accessor: (c) => c.name,
        cell: ({ row }) => (
          <Link className={styles.link} to={`/records/${row.guid}`}>
            {row.name}
          </Link>
        ),
      },
      {
        id: 'suppliers',
        header: 'Suppliers',
        width: 260,
        accessor: (c) => c.suppliers.map((s) => s.name).join(', ') || '--',
        cell: ({ row }) =>
          row.suppliers.length ? (
            <span>
              {row.suppliers.map((s, i) => (
                <span key={s.guid}>
                  {i > 0 ? ', ' : null}
                  {user.guest ? (
                    s.name
                  ) : (
                    <Link className={styles.link} to={paths.supplier(s.guid)}>
                      {s.name}
                    </Link>
                  )}
                </span>
              ))}
            </span>
          ) : (
            '--'
          ),
      },
      { id: 'buyer', header: 'Buyer', width: 220, accessor: (c) => c.buyer?.name ?? '--' },
      { id: 'value', header: 'Value', width: 140, align: 'end', accessor: (c) => (c.value === null ? '--' : formatMoney(c.value, { currency: c.currency ?? 'GBP' })) },
      { id: 'published', header: 'Published', width: 140, accessor: (c) => formatDate(c.publishDate) || '--' },
    ],
    [user.guest],
  );
  const total = callOffs.data?.pagingInfo.totalResults ?? 0;
  const known = framework.suppliers.some((s) => s.guid === supplier);
  return (
    <>
      <div className={styles.toolbar}>
        <Select
          label="Supplier"
          items={[
            { id: ALL, label: 'All suppliers' },
            ...framework.suppliers.map((s) => ({ id: s.guid, label: `${s.name} (${formatCount(s.callOffs)})` })),
            // A link may name a supplier the choices do not list (e.g. one named on an award only): keep it selectable.
            ...(supplier && !known ? [{ id: supplier, label: 'The linked supplier' }] : []),
          ]}
          selectedKey={supplier ?? ALL}
          onSelectionChange={(key) => {
            setPage(1);
            setParams((current) => {
              const next = new URLSearchParams(current);
              if (key === ALL || key === null) next.delete('supplier');
              else next.set('supplier', String(key));
              return next;
            });
          }}
        />
        {callOffs.data && !callOffs.error ? <ResultCount count={total} singular="call-off" plural="call-offs" /> : null}
      </div>
      <DataTable<CallOffRow>
        aria-label="Call-offs"
        columns={columns}
        data={callOffs.data?.results ?? []}
        getRowId={(c) => c.guid}
        getRowLabel={(c) => c.name}
        isLoading={callOffs.fetching}
        loadingLabel="Loading call-offs"
        pagination={total > 0 ? { page, pageSize: PAGE_SIZE, total } : undefined}
        onPaginationChange={({ page: next }) => setPage(next)}
        error={callOffs.error ? <LoadError /> : undefined}
        emptyState={
          <EmptyState
            illustration="noResults"
            title="No call-offs found"
            description={supplier ? 'This supplier has no call-offs under this framework.' : 'No call-offs have been published under this framework yet.'}
          />
        }
      />
    </>
  );
}

/** /frameworks/{frameworkId}/call-offs: a framework's call-offs with a supplier filter (`?supplier=guid`); needs FRAMEWORKS. */
export function FrameworkCallOffsPage({ user, frameworkId }: FrameworkCallOffsPageProps) {
  const allowed = hasDataType(user, 'FRAMEWORKS');
  const framework = useFramework(frameworkId, !allowed);
  const fw = framework.data;
  useEffect(() => {
    document.title = `${fw?.title ?? 'Framework'} call-offs · Tenderlens`;
  }, [fw?.title]);

  if (!allowed) return <DataTypeLocked dataType="FRAMEWORKS" />;
  if (framework.error && !framework.fetching) {
    return <PageLoadError heading="Framework call-offs" />;
  }
  if (!fw || framework.fetching) {
    return <PageLoading label="Loading framework" />;
  }
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 id="page-heading" className={styles.heading}>
          {fw.title}: call-offs
        </h1>
      </header>
      <p className={styles.meta}>
        {fw.buyer ? (
          <>
            Set up by{' '}
            <Link className={styles.link} to={paths.buyer(fw.buyer.guid)}>
              {fw.buyer.name}
            </Link>
            {' · '}
          </>
        ) : null}
        <Link className={styles.link} to={paths.framework(fw.guid)}>
          Framework details
        </Link>
      </p>
      <CallOffStatFigures stats={fw.callOffStats} />
      <FrameworkCallOffsSection user={user} framework={fw} />
    </div>
  );
}

export function FrameworkCallOffsRoute() {
  const { user } = useCurrentUser();
  const { frameworkId } = useParams();
  return user && frameworkId ? <FrameworkCallOffsPage user={user} frameworkId={frameworkId} /> : null;
}
