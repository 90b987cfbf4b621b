import {
  DEFAULT_FRAMEWORK_SORT,
  FRAMEWORK_AWARD_TYPES,
  FRAMEWORK_PAGE_SIZE,
  FRAMEWORK_STAGE_LABELS,
  formatCount,
  hasDataType,
  useCurrentUser,
  useFrameworkExport,
  useFrameworkSearch,
  type CurrentUser,
  type FrameworkListRow,
} from '@tenderlens/domain';
import {
  Button,
  DataTable,
  EmptyState,
  ResultCount,
  SearchField,
  Select,
  Tag,
  TextField,
  formatDate,
  formatMoney,
  type DataTableColumn,
  type DataTableSort,
} from '@tenderlens/ui';
import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../navigation/routes';
import { DataTypeLocked } from '../../../pageParts/paywall/DataTypeLocked';
import { LoadError } from '../../../pageParts/PageStates/PageStates';
import * as styles from '../../../pageParts/layout/Pages.css';

const ANY = 'any';
const STAGES = ['OPEN', 'PRE_TENDER', 'CLOSED', 'AWARDED', 'STALE_PRE_TENDER'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface FrameworksPageProps {
  user: CurrentUser;
}

/**
 * /frameworks (issue 15, BETA): frameworks found by title, buyer, CPV, stage, procedure type, award
 * type and expiry, with counts per stage, sorted and paged; export of the list or its suppliers.
 * The filters live in the URL (`?text=&stage=&procedure=&award=&cpv=&buyer=&expiry_from=&expiry_to=&sort=&order=&page=`).
 */
export function FrameworksPage({ user }: FrameworksPageProps) {
  const allowed = hasDataType(user, 'FRAMEWORKS');
  const [params, setParams] = useSearchParams();
  const text = params.get('text') ?? '';
  const stage = params.get('stage');
  const procedure = params.get('procedure');
  const award = params.get('award');
  const cpv = params.get('cpv') ?? '';
  const buyer = params.get('buyer');
  const expiryFrom = params.get('expiry_from') ?? '';
  const expiryTo = params.get('expiry_to') ?? '';
  const sort = params.get('sort') ?? DEFAULT_FRAMEWORK_SORT.sort;
  const order = (params.get('order') as 'asc' | 'desc' | null) ?? (params.get('sort') ? (sort === 'title' || sort === 'expiry_date' ? 'asc' : 'desc') : DEFAULT_FRAMEWORK_SORT.sortOrder);
  const page = Math.max(1, Number(params.get('page') ?? 1) || 1);

  const set = (changes: Record<string, string | null>, resetPage = true) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [k, v] of Object.entries(changes)) {
        if (v === null || v === '') next.delete(k);
        else next.set(k, v);
      }
      if (resetPage) next.delete('page');
      return next;
    });

  const filters = {
    text,
    stages: stage ? [stage] : [],
    procedureTypes: procedure ? [procedure] : [],
    awardTypes: award ? [award] : [],
    cpvCodes: /^\d{2,8}$/.test(cpv) ? [cpv] : [],
    buyerGuids: buyer ? [buyer] : [],
    expiry: { ...(DAY.test(expiryFrom) ? { from: expiryFrom } : {}), ...(DAY.test(expiryTo) ? { to: expiryTo } : {}) },
    sort,
    sortOrder: order,
  };
  const search = useFrameworkSearch({ ...filters, page, pageSize: FRAMEWORK_PAGE_SIZE }, !allowed);
  const exporter = useFrameworkExport();
  const [cpvDraft, setCpvDraft] = useState(cpv);
  useEffect(() => {
    document.title = 'Frameworks · Tenderlens';
  }, []);

  const columns: DataTableColumn<FrameworkListRow>[] = useMemo(
    () => [
      {
        id: 'title',
        header: 'Framework',
        width: 360,
        sortable: true,
        accessor: (f) => f.title,
        cell: ({ row }) => (
          <Link className={styles.link} to={paths.framework(row.guid)}>
            {row.title}
          </Link>
        ),
      },
      { id: 'buyer', header: 'Buyer', width: 220, accessor: (f) => f.buyer?.name ?? '--' },
      { id: 'stage', header: 'Stage', width: 120, accessor: (f) => FRAMEWORK_STAGE_LABELS[f.stage] ?? f.stage },
      { id: 'procedure', header: 'Procedure type', width: 180, accessor: (f) => f.procedureType ?? '--' },
      { id: 'award', header: 'Award type', width: 140, accessor: (f) => f.awardType ?? '--' },
      { id: 'lots', header: 'Lots', width: 80, align: 'end', accessor: (f) => formatCount(f.lots) },
      { id: 'suppliers', header: 'Suppliers', width: 100, align: 'end', accessor: (f) => formatCount(f.suppliers) },
      {
        id: 'call_offs',
        header: 'Call-offs',
        width: 100,
        align: 'end',
        sortable: true,
        accessor: (f) => f.callOffs,
        cell: ({ row }) =>
          row.callOffs > 0 ? (
            <Link className={styles.link} to={paths.frameworkCallOffs(row.guid)} aria-label={`${formatCount(row.callOffs)} call-offs of ${row.title}`}>
              {formatCount(row.callOffs)}
            </Link>
          ) : (
            '0'
          ),
      },
      { id: 'value', header: 'Value', width: 130, align: 'end', accessor: (f) => (f.value === null ? '--' : formatMoney(f.value, { currency: f.currency ?? 'GBP' })) },
      { id: 'expiry_date', header: 'Expiry', width: 120, sortable: true, accessor: (f) => formatDate(f.expiryDate) || '--' },
      { id: 'publish_date', header: 'Published', width: 120, sortable: true, accessor: (f) => formatDate(f.publishDate) || '--' },
    ],
    [],
  );

  if (!allowed) return <DataTypeLocked dataType="FRAMEWORKS" />;
  const data = search.data;
  const total = data?.pagingInfo.totalResults ?? 0;
  const counts = data?.stageCounts ?? {};
  const sorting: DataTableSort[] = [{ id: sort, desc: order === 'desc' }];
  const exportFilters = { ...filters };
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 id="page-heading" className={styles.heading}>
          Frameworks
        </h1>
        <Tag tone="beta" size="sm">
          BETA
        </Tag>
      </header>
      <p className={styles.meta}>Framework agreements set up by public buyers, their lots and suppliers, and the call-offs awarded under them.</p>
      <div className={styles.toolbar}>
        <div className={styles.search}>
          <SearchField label="Search frameworks" hideLabel placeholder="Search by framework title or description" defaultValue={text} onDebouncedChange={(v) => set({ text: v.trim() || null })} />
        </div>
        <Select
          label="Stage"
          items={[
            { id: ANY, label: 'Any stage' },
            ...STAGES.filter((s) => counts[s] !== undefined || s === stage).map((s) => ({ id: s, label: `${FRAMEWORK_STAGE_LABELS[s]} (${formatCount(counts[s] ?? 0)})` })),
          ]}
          selectedKey={stage ?? ANY}
          onSelectionChange={(k) => set({ stage: k === ANY || k === null ? null : String(k) })}
        />
        <Select
          label="Procedure type"
          items={[{ id: ANY, label: 'Any procedure' }, ...(data?.procedureTypes ?? (procedure ? [procedure] : [])).map((p) => ({ id: p, label: p }))]}
          selectedKey={procedure ?? ANY}
          onSelectionChange={(k) => set({ procedure: k === ANY || k === null ? null : String(k) })}
        />
        <Select
          label="Award type"
          items={[{ id: ANY, label: 'Any award type' }, ...FRAMEWORK_AWARD_TYPES.map((a) => ({ id: a, label: a }))]}
          selectedKey={award ?? ANY}
          onSelectionChange={(k) => set({ award: k === ANY || k === null ? null : String(k) })}
        />
      </div>
      <div className={styles.toolbar}>
        <TextField
          label="CPV code"
          description="2 to 8 digits, e.g. 72"
          value={cpvDraft}
          onChange={setCpvDraft}
          onBlur={() => set({ cpv: cpvDraft.trim() || null })}
          onKeyDown={(e) => {
            if (e.key === 'Enter') set({ cpv: cpvDraft.trim() || null });
          }}
          isInvalid={cpvDraft !== '' && !/^\d{2,8}$/.test(cpvDraft.trim())}
          errorMessage="Enter 2 to 8 digits"
        />
        <TextField label="Expires from" type="date" value={expiryFrom} onChange={(v) => set({ expiry_from: v || null })} />
        <TextField label="Expires by" type="date" value={expiryTo} onChange={(v) => set({ expiry_to: v || null })} />
        {buyer ? (
          <Button variant="secondary" onPress={() => set({ buyer: null })}>
            Clear buyer filter
          </Button>
        ) : null}
      </div>
      <div className={styles.sectionHeader}>
        {data && !search.error ? <ResultCount count={total} singular="framework" plural="frameworks" /> : <span />}
        <div className={styles.controls}>
          <Button
            variant="secondary"
            isDisabled={total === 0}
            isPending={exporter.state.status === 'exporting' && exporter.state.what === 'frameworks'}
            onPress={() => void exporter.exportFile(exportFilters, 'frameworks')}
          >
            Export frameworks
          </Button>
          <Button
            variant="secondary"
            isDisabled={total === 0}
            isPending={exporter.state.status === 'exporting' && exporter.state.what === 'suppliers'}
            onPress={() => void exporter.exportFile(exportFilters, 'suppliers')}
          >
            Export suppliers
          </Button>
        </div>
      </div>
      {exporter.state.status === 'error' ? <p role="alert">The export failed. Please try again.</p> : null}
      {exporter.state.status === 'done' ? <p role="status">Downloaded {exporter.state.fileName}</p> : null}
      <DataTable<FrameworkListRow>
        aria-label="Frameworks"
        columns={columns}
        data={data?.results ?? []}
        getRowId={(f) => f.guid}
        getRowLabel={(f) => f.title}
        isLoading={search.fetching}
        loadingLabel="Loading frameworks"
        sorting={sorting}
        onSortingChange={(next) => {
          const first = next[0];
          if (first) set({ sort: first.id, order: first.desc ? 'desc' : 'asc' });
        }}
        pagination={total > 0 ? { page, pageSize: FRAMEWORK_PAGE_SIZE, total } : undefined}
        onPaginationChange={({ page: p }) => set({ page: p > 1 ? String(p) : null }, false)}
        error={search.error ? <LoadError /> : undefined}
        emptyState={<EmptyState illustration="noResults" title="No frameworks found" description="Try other words or fewer filters." />}
      />
    </div>
  );
}

export function FrameworksRoute() {
  const { user } = useCurrentUser();
  return user ? <FrameworksPage user={user} /> : null;
}
