import {
  EMPTY_PIPELINE_FILTERS,
  OPPORTUNITY_MESSAGES,
  OPPORTUNITY_PAGE_SIZE,
  UNASSIGNED_FILTER,
  pipelineSearch,
  useBulkOpportunities,
  useCompanyUsers,
  useCurrentUser,
  useOpportunityTable,
  useWorkflowStages,
  type CurrentUser,
  type PipelineFilters,
  type PipelineOpportunity,
  type PipelineSort,
} from '@tenderlens/domain';
import {
  Button,
  DataTable,
  EmptyState,
  MultiSelect,
  SearchField,
  SegmentedControl,
  Select,
  TextField,
  formatDate,
  formatMoney,
  toast,
  type DataTableColumn,
  type DataTableSelection,
  type DataTableSort,
} from '@tenderlens/ui';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../navigation/routes';
import { StageTag } from '../../../pageParts/opportunities/StageTag';
import { ExportButton } from '../../exports/Export/ExportButton';
import { OpportunityBoard } from './OpportunityBoard';
import * as styles from './Opportunities.css';

const SORTABLE: Partial<Record<string, PipelineSort>> = {
  name: 'name',
  value: 'value',
  closeDate: 'closeDate',
  submissionDate: 'submissionDate',
};

const columns: DataTableColumn<PipelineOpportunity>[] = [
  {
    id: 'name',
    header: 'Name',
    minWidth: 200,
    sortable: true,
    cell: ({ row }) => (
      <Link className={styles.link} to={paths.opportunity(row.id)}>
        {row.name}
      </Link>
    ),
  },
  { id: 'stage', header: 'Stage', width: 190, cell: ({ row }) => <StageTag stage={row.stage} /> },
  {
    id: 'value',
    header: 'Value',
    width: 130,
    align: 'end',
    sortable: true,
    accessor: (o) => (o.value == null ? '—' : formatMoney(o.value, { currency: o.currency })),
  },
  { id: 'buyers', header: 'Buyers', minWidth: 140, accessor: (o) => o.buyers.map((b) => b.name).join(', ') || '—' },
  { id: 'assignee', header: 'Assignee', width: 140, accessor: (o) => o.assignedTo?.name ?? 'Unassigned' },
  { id: 'closeDate', header: 'Close date', width: 130, sortable: true, accessor: (o) => (o.closeDate ? formatDate(o.closeDate) : '—') },
  {
    id: 'submissionDate',
    header: 'Submission date',
    width: 150,
    sortable: true,
    accessor: (o) => (o.submissionDate ? formatDate(o.submissionDate) : '—'),
  },
  { id: 'createdBy', header: 'Created by', width: 140, accessor: (o) => o.createdBy?.name ?? '—' },
];

const isFiltered = (f: PipelineFilters) =>
  Boolean(f.text.trim() || f.stageIds.length || f.assigneeIds.length || f.buyerIds.length || f.closeDateFrom || f.closeDateTo);

function BulkActions({
  ids,
  onDone,
  stages,
  users,
}: {
  ids: string[];
  onDone(): void;
  stages: { id: string; name: string }[];
  users: { id: string; name: string }[];
}) {
  const bulk = useBulkOpportunities();
  const [stageId, setStageId] = useState<string | null>(null);
  const [assigneeId, setAssigneeId] = useState<string | null>(null);
  const report = (outcome: { ok: boolean; message?: string }) => {
    if (outcome.ok) {
      toast.success(outcome.message ?? '');
      onDone();
    } else toast.error(outcome.message ?? '');
  };
  return (
    <section className={styles.bulk} aria-label="Bulk actions">
      <strong>{ids.length} selected</strong>
      <Select
        label="Move to stage"
        placeholder="Choose a stage"
        items={stages.map((s) => ({ id: s.id, label: s.name }))}
        value={stageId}
        onChange={(k) => setStageId(k == null ? null : String(k))}
      />
      <Button
        variant="secondary"
        isDisabled={!stageId || bulk.saving}
        onPress={() => {
          const stage = stages.find((s) => s.id === stageId);
          if (stage) void bulk.move(ids, stage).then(report);
        }}
      >
        Move
      </Button>
      <Select
        label="Assign to"
        placeholder="Choose a teammate"
        items={[{ id: UNASSIGNED_FILTER, label: 'Unassigned' }, ...users.map((u) => ({ id: u.id, label: u.name }))]}
        value={assigneeId}
        onChange={(k) => setAssigneeId(k == null ? null : String(k))}
      />
      <Button
        variant="secondary"
        isDisabled={!assigneeId || bulk.saving}
        onPress={() => {
          const user = users.find((u) => u.id === assigneeId) ?? null;
          void bulk.assign(ids, user).then(report);
        }}
      >
        Assign
      </Button>
    </section>
  );
}

function OpportunityTable({
  filters,
  setFilters,
  readOnly,
  stages,
  users,
}: {
  filters: PipelineFilters;
  setFilters(f: PipelineFilters): void;
  readOnly: boolean;
  stages: { id: string; name: string }[];
  users: { id: string; name: string }[];
}) {
  const [page, setPage] = useState(1);
  const [selection, setSelection] = useState<DataTableSelection>({});
  const table = useOpportunityTable(filters, page - 1);
  const rows = table.opportunities;
  const sorting: DataTableSort[] = Object.entries(SORTABLE)
    .filter(([, sort]) => sort === filters.sort)
    .map(([id]) => ({ id, desc: filters.sortOrder === 'desc' }));
  const ids = Object.keys(selection);
  return (
    <>
      {ids.length > 0 && !readOnly ? (
        <BulkActions ids={ids} stages={stages} users={users} onDone={() => setSelection({})} />
      ) : null}
      <DataTable<PipelineOpportunity>
        aria-label="Opportunities"
        columns={columns}
        data={rows ?? []}
        getRowId={(o) => o.id}
        getRowLabel={(o) => o.name}
        sorting={sorting}
        onSortingChange={(next) => {
          const first = next[0];
          const sort = first ? SORTABLE[first.id] : undefined;
          setFilters({
            ...filters,
            sort: sort ?? EMPTY_PIPELINE_FILTERS.sort,
            sortOrder: first ? (first.desc ? 'desc' : 'asc') : 'desc',
          });
          setPage(1);
        }}
        selectionMode={readOnly ? 'none' : 'multiple'}
        selection={selection}
        onSelectionChange={setSelection}
        isLoading={table.fetching && !rows}
        loadingLabel="Loading opportunities"
        pagination={table.total > 0 ? { page, pageSize: OPPORTUNITY_PAGE_SIZE, total: table.total, pageSizeOptions: [] } : undefined}
        onPaginationChange={({ page: next }) => setPage(next)}
        error={
          table.errorMessage ? (
            <EmptyState illustration="loadError" title="Sorry something has gone wrong" description={table.errorMessage} />
          ) : undefined
        }
        emptyState={<EmptyState illustration="noResults" title="No opportunities match these filters" />}
      />
    </>
  );
}

/** /opportunities: the team's pipeline as a table or a board by workflow stage (issue 12). */
export function OpportunitiesPage({ user }: { user: CurrentUser }) {
  const readOnly = user.guest;
  const [view, setView] = useState<'table' | 'board'>('table');
  const [filters, setFilters] = useState<PipelineFilters>(EMPTY_PIPELINE_FILTERS);
  const workflow = useWorkflowStages();
  const companyUsers = useCompanyUsers();
  // Whether the company has any opportunity at all (the empty state), whatever the filters.
  const all = useOpportunityTable(EMPTY_PIPELINE_FILTERS, 0);
  useEffect(() => {
    document.title = 'Opportunities · Tenderlens';
  }, []);
  const users = useMemo(
    () =>
      (companyUsers.data ?? [])
        .filter((u) => u.active)
        .map((u) => ({ id: u.id, name: `${u.firstName} ${u.lastName}`.trim() || u.email })),
    [companyUsers.data],
  );
  // Buyer filter options: the buyers of the most recent opportunities.
  const buyerOptions = useMemo(
    () => new Map((all.opportunities ?? []).flatMap((o) => o.buyers).map((b) => [b.id, b.name] as const)),
    [all.opportunities],
  );

  // The export holds every opportunity under the filters (no paging).
  const { limit: _limit, offset: _offset, ...exportSearch } = pipelineSearch(filters, { index: 0 });
  const exportTarget = { kind: 'opportunities' as const, search: exportSearch, rowCount: all.total };

  const heading = (
    <header className={styles.header}>
      <h1 id="page-heading" className={styles.heading}>
        Opportunities
      </h1>
      <SegmentedControl
        label="View"
        hideLabel
        options={[
          { id: 'table', label: 'Table' },
          { id: 'board', label: 'Board' },
        ]}
        selectedKey={view}
        onSelectionChange={(k) => setView(k === 'board' ? 'board' : 'table')}
      />
      {all.total > 0 ? <ExportButton target={exportTarget} rowCount={all.total} /> : null}
    </header>
  );

  if (all.errorMessage)
    return (
      <div className={styles.page}>
        {heading}
        <EmptyState illustration="loadError" title="Sorry something has gone wrong" description={OPPORTUNITY_MESSAGES.loadFailed} />
      </div>
    );
  if (all.opportunities && all.total === 0 && !isFiltered(filters))
    return (
      <div className={styles.page}>
        {heading}
        <EmptyState
          illustration="startingState"
          title={OPPORTUNITY_MESSAGES.empty}
          description="Save a notice, buyer or contact to a new opportunity to start your pipeline."
        />
      </div>
    );

  const set = (patch: Partial<PipelineFilters>) => setFilters({ ...filters, ...patch });
  const counts = all.stageCounts;
  return (
    <div className={styles.page}>
      {heading}
      <div className={styles.filters} role="group" aria-label="Filter opportunities">
        <div className={styles.filter}>
          <SearchField label="Search opportunities" debounceMs={400} onDebouncedChange={(text) => set({ text })} />
        </div>
        <div className={styles.filter}>
          <MultiSelect
            label="Stage"
            items={workflow.stages.map((s) => ({ id: s.id, label: s.name }))}
            value={filters.stageIds}
            onChange={(keys) => set({ stageIds: keys.map(String) })}
            placeholder="All stages"
          />
        </div>
        <div className={styles.filter}>
          <MultiSelect
            label="Assignee"
            items={[{ id: UNASSIGNED_FILTER, label: 'Unassigned' }, ...users.map((u) => ({ id: u.id, label: u.name }))]}
            value={filters.assigneeIds}
            onChange={(keys) => set({ assigneeIds: keys.map(String) })}
            placeholder="Anyone"
          />
        </div>
        <div className={styles.filter}>
          <MultiSelect
            label="Buyer"
            items={[...buyerOptions].map(([id, name]) => ({ id, label: name }))}
            value={filters.buyerIds}
            onChange={(keys) => set({ buyerIds: keys.map(String) })}
            placeholder="All buyers"
          />
        </div>
        <TextField
          label="Closes from"
          type="date"
          value={filters.closeDateFrom ?? ''}
          onChange={(v) => set({ closeDateFrom: v || null })}
        />
        <TextField
          label="Closes to"
          type="date"
          value={filters.closeDateTo ?? ''}
          onChange={(v) => set({ closeDateTo: v || null })}
        />
      </div>
      <ul className={styles.counts} aria-label="Opportunities per stage">
        {workflow.stages.map((s) => (
          <li key={s.id} className={styles.countItem}>
            <StageTag stage={s} />
            {counts.find((c) => c.stageId === s.id)?.count ?? 0}
          </li>
        ))}
      </ul>
      {view === 'table' ? (
        <OpportunityTable
          filters={filters}
          setFilters={setFilters}
          readOnly={readOnly}
          stages={workflow.stages}
          users={users}
        />
      ) : (
        <OpportunityBoard filters={filters} readOnly={readOnly} />
      )}
    </div>
  );
}

export function OpportunitiesRoute() {
  const { user } = useCurrentUser();
  return user ? <OpportunitiesPage user={user} /> : null;
}
