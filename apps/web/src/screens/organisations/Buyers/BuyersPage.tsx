import {
  BUYERS_PAGE_SIZE,
  columnsForDisplaySettings,
  formatCount,
  hasDataType,
  useBuyersStats,
  useCurrentUser,
  useDisplaySettings,
  useOrganisationSearch,
  type CurrentUser,
  type OrganisationOption,
} from '@tenderlens/domain';
import { DataTable, EmptyState, ResultCount, SearchField, formatDate, type DataTableColumn } from '@tenderlens/ui';
import { useEffect, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { paths } from '../../../navigation/routes';
import { BuyerListPopover } from '../../lists/BuyerLists/BuyerListPopover';
import { DataTypeLocked } from '../../../pageParts/paywall/DataTypeLocked';
import { LoadError } from '../../../pageParts/PageStates/PageStates';
import * as styles from '../../../pageParts/layout/Pages.css';

const pageParam = z.coerce.number().int().min(1).max(10_000);

type BuyerRow = OrganisationOption & { expiries: number | null; lastActivity: string | null };

/** Town and address region (spec 2§3 town, nuts_location), else the country. */
const locationOf = (b: OrganisationOption) => {
  const parts = [b.town, b.nutsLocation?.name].filter((p): p is string => Boolean(p));
  const unique = parts.filter((p, i) => parts.findIndex((q) => q.toLowerCase() === p.toLowerCase()) === i);
  return (unique.length ? unique : [b.countryCode].filter(Boolean)).join(', ') || '--';
};

/** /buyers: search public bodies by name; each row links to the buyer page (needs BUYERS). */
export function BuyersPage({ user }: { user: CurrentUser }) {
  const allowed = hasDataType(user, 'BUYERS');
  const [params, setParams] = useSearchParams();
  const text = params.get('q') ?? '';
  const parsedPage = pageParam.safeParse(params.get('page') ?? undefined);
  const page = parsedPage.success ? parsedPage.data : 1;
  useEffect(() => {
    document.title = 'Buyers · Tenderlens';
  }, []);

  const search = useOrganisationSearch({ text, role: 'buyer', page, limit: BUYERS_PAGE_SIZE, sort: text.trim() ? 'relevance' : 'notice_count' }, !allowed);
  const guids = useMemo(() => search.data?.results.map((b) => b.guid) ?? [], [search.data]);
  const stats = useBuyersStats(guids, !allowed);
  const rows: BuyerRow[] = useMemo(
    () =>
      (search.data?.results ?? []).map((b) => {
        const s = stats.data?.find((x) => x.guid === b.guid);
        return { ...b, expiries: s?.expiries ?? null, lastActivity: s?.lastActivity ?? null };
      }),
    [search.data, stats.data],
  );

  // The buyer categories column shows only with the display setting show_buyer_categories (spec 2§3, decision 0049).
  const display = useDisplaySettings();
  const columns: DataTableColumn<BuyerRow>[] = useMemo(() => {
    const all: DataTableColumn<BuyerRow>[] = [
      {
        id: 'name',
        header: 'Buyer',
        width: 360,
        accessor: (b) => b.name,
        // Beside the name, the buyer list popover (spec 1§2 screen 4); it renders nothing for guests.
        cell: ({ row }) => (
          <span className={styles.nameCell}>
            <Link className={styles.link} to={paths.buyer(row.guid)}>
              {row.name}
            </Link>
            <BuyerListPopover trigger="icon" buyerGuids={[row.guid]} buyerNames={[row.name]} />
          </span>
        ),
      },
      { id: 'town', header: 'Location', width: 220, accessor: locationOf },
      {
        id: 'buyer_categories',
        header: 'Buyer categories',
        width: 240,
        accessor: (b) => b.categories.map((c) => c.name).join(', ') || '--',
      },
      { id: 'notices', header: 'Notices', width: 120, align: 'end', accessor: (b) => formatCount(b.noticeCount) },
      { id: 'expiries', header: 'Upcoming expiries', width: 170, align: 'end', accessor: (b) => (b.expiries === null ? '--' : formatCount(b.expiries)) },
      { id: 'last', header: 'Last activity', width: 150, accessor: (b) => formatDate(b.lastActivity) || '--' },
    ];
    const shown = columnsForDisplaySettings(
      all.map((c) => c.id),
      display.settings,
    );
    return all.filter((c) => shown.includes(c.id));
  }, [display.settings]);

  if (!allowed) return <DataTypeLocked dataType="BUYERS" />;

  const update = (next: { q?: string; page?: number }) =>
    setParams((current) => {
      const out = new URLSearchParams(current);
      const q = next.q ?? text;
      if (q) out.set('q', q);
      else out.delete('q');
      if (next.page && next.page > 1) out.set('page', String(next.page));
      else out.delete('page');
      return out;
    });
  const total = search.data?.pagingInfo.totalResults ?? 0;

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 id="page-heading" className={styles.heading}>
          Buyers
        </h1>
        {search.data && !search.error ? <ResultCount count={total} singular="buyer" plural="buyers" announce /> : null}
      </header>
      <div className={styles.toolbar}>
        <SearchField
          label="Search buyers"
          hideLabel
          placeholder="Search by buyer name"
          defaultValue={text}
          debounceMs={500}
          onDebouncedChange={(q) => {
            if (q !== text) update({ q, page: 1 });
          }}
          className={styles.search}
        />
      </div>
      <DataTable<BuyerRow>
        aria-label="Buyers"
        columns={columns}
        data={rows}
        getRowId={(b) => b.guid}
        getRowLabel={(b) => b.name}
        // The columns depend on the display settings: rows wait for them so a column does not pop in later.
        isLoading={search.fetching || display.loading}
        loadingLabel="Loading buyers"
        pagination={total > 0 ? { page, pageSize: BUYERS_PAGE_SIZE, total } : undefined}
        onPaginationChange={({ page: next }) => update({ page: next })}
        error={search.error ? <LoadError /> : undefined}
        emptyState={
          <EmptyState
            illustration="noResults"
            title="No buyers found"
            description={text ? 'Try a shorter or different buyer name.' : 'There are no buyers yet.'}
          />
        }
      />
    </div>
  );
}

export function BuyersRoute() {
  const { user } = useCurrentUser();
  return user ? <BuyersPage user={user} /> : null;
}
