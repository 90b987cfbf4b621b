import {
  BID_PROJECT_MESSAGES,
  OPPORTUNITY_PAGE_SIZE,
  bidDueDate,
  bidQualificationPath,
  dueLabel,
  responseProgressLabel,
  useBidProjects,
  useBidResponseProgress,
  type BidResponseProgressData,
  type PipelineOpportunity,
} from '@tenderlens/domain';
import { DataTable, EmptyState, LinkButton, formatDate, formatMoney, type DataTableColumn } from '@tenderlens/ui';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../navigation/routes';
import { StageTag } from '../../../pageParts/opportunities/StageTag';
import * as styles from '../../opportunities/Opportunities/Opportunities.css';

const baseColumns: DataTableColumn<PipelineOpportunity>[] = [
  {
    id: 'name',
    header: 'Bid',
    minWidth: 220,
    cell: ({ row }) => (
      <Link className={styles.link} to={paths.opportunity(row.id)}>
        {row.name}
      </Link>
    ),
  },
  { id: 'stage', header: 'Stage', width: 180, cell: ({ row }) => <StageTag stage={row.stage} /> },
  {
    id: 'due',
    header: 'Due',
    width: 190,
    cell: ({ row }) => {
      const due = bidDueDate(row);
      return due ? (
        <span>
          {formatDate(due)}
          <span className={styles.cardMeta}> · {dueLabel(due)}</span>
        </span>
      ) : (
        '—'
      )
    },
  },
  { id: 'buyers', header: 'Buyers', minWidth: 140, accessor: (o) => o.buyers.map((b) => b.name).join(', ') || '—' },
  { id: 'assignee', header: 'Bid manager', width: 150, accessor: (o) => o.assignedTo?.name ?? 'Unassigned' },
  {
    id: 'value',
    header: 'Value',
    width: 130,
    align: 'end',
    accessor: (o) => (o.value == null ? '—' : formatMoney(o.value, { currency: o.currency })),
  },
  {
    id: 'report',
    header: 'Bid / no-bid',
    width: 130,
    cell: ({ row }) => (
      <Link className={styles.link} to={bidQualificationPath(row.id)} aria-label={`Bid / no-bid report: ${row.name}`}>
        Report
      </Link>
    ),
  },
];

/** The 'Responses' column: how many of the bid's responses are complete (issue 12 bid responses). */
function withResponses(progress: Map<string, BidResponseProgressData>): DataTableColumn<PipelineOpportunity>[] {
  const responses: DataTableColumn<PipelineOpportunity> = {
    id: 'responses',
    header: 'Responses',
    width: 150,
    accessor: (o) => responseProgressLabel(progress.get(o.id)) ?? '—',
  };
  return [...baseColumns.slice(0, 3), responses, ...baseColumns.slice(3)];
}

/** /bids (spec 2§2): the team's bid projects — opportunities in an active bidding stage — soonest due first. */
export function BidProjectsPage() {
  const [page, setPage] = useState(1);
  const bids = useBidProjects(page - 1);
  const progress = useBidResponseProgress(useMemo(() => (bids.projects ?? []).map((o) => o.id), [bids.projects]));
  const columns = useMemo(() => withResponses(progress), [progress]);
  useEffect(() => {
    document.title = 'Bids · Tenderlens';
  }, []);
  const heading = (
    <header className={styles.header}>
      <h1 id="page-heading" className={styles.heading}>
        {BID_PROJECT_MESSAGES.heading}
      </h1>
    </header>
  );
  if (bids.errorMessage)
    return (
      <div className={styles.page}>
        {heading}
        <EmptyState illustration="loadError" title="Sorry something has gone wrong" description={bids.errorMessage} />
      </div>
    );
  if (bids.projects && bids.total === 0)
    return (
      <div className={styles.page}>
        {heading}
        <EmptyState
          illustration="startingState"
          title={BID_PROJECT_MESSAGES.empty}
          description={BID_PROJECT_MESSAGES.emptyHelp}
          actions={<LinkButton href={paths.opportunities}>Go to opportunities</LinkButton>}
        />
      </div>
    );
  return (
    <div className={styles.page}>
      {heading}
      <DataTable<PipelineOpportunity>
        aria-label="Bids in progress"
        columns={columns}
        data={bids.projects ?? []}
        getRowId={(o) => o.id}
        getRowLabel={(o) => o.name}
        isLoading={!bids.projects}
        loadingLabel="Loading bids"
        pagination={bids.total > 0 ? { page, pageSize: OPPORTUNITY_PAGE_SIZE, total: bids.total, pageSizeOptions: [] } : undefined}
        onPaginationChange={({ page: next }) => setPage(next)}
      />
    </div>
  );
}
