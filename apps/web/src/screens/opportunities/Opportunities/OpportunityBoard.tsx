import {
  PIPELINE_MESSAGES,
  useOpportunityBoard,
  useUpdateOpportunity,
  type PipelineFilters,
  type PipelineOpportunity,
} from '@tenderlens/domain';
import { Board, EmptyState, Skeleton, SkeletonGroup, formatDate, formatMoney, toast } from '@tenderlens/ui';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../navigation/routes';
import { StageTag } from '../../../pageParts/opportunities/StageTag';
import * as styles from './Opportunities.css';

export function OpportunityCard({ opportunity: o }: { opportunity: PipelineOpportunity }) {
  return (
    <>
      <Link className={styles.link} to={paths.opportunity(o.id)}>
        {o.name}
      </Link>
      <p className={styles.cardMeta}>
        {[o.value == null ? null : formatMoney(o.value, { currency: o.currency }), o.buyers.map((b) => b.name).join(', ') || null]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <p className={styles.cardMeta}>
        {o.assignedTo ? o.assignedTo.name : 'Unassigned'}
        {o.closeDate ? ` · closes ${formatDate(o.closeDate)}` : ''}
      </p>
    </>
  );
}

const getId = (o: PipelineOpportunity) => o.id;
const getLabel = (o: PipelineOpportunity) => o.name;
const renderCard = (o: PipelineOpportunity) => <OpportunityCard opportunity={o} />;

/** The board: one column per workflow stage; drag (or Space, arrows, Space) a card to move its stage. */
export function OpportunityBoard({ filters, readOnly }: { filters: PipelineFilters; readOnly: boolean }) {
  const board = useOpportunityBoard(filters);
  const { update } = useUpdateOpportunity();
  const onMove = useCallback(
    (id: string, stageId: string | null) => {
      // The 'No stage' column takes no drops: a stage cannot be cleared.
      if (stageId === null) return;
      const stage = board.stages.find((s) => s.id === stageId);
      const card = board.columns?.flatMap((c) => c.items).find((o) => o.id === id);
      void update(id, { stageId }).then((outcome) => {
        if (!outcome.ok) toast.error(outcome.message);
        else if (stage && card) toast.success(PIPELINE_MESSAGES.moved(card.name, stage.name));
      });
    },
    [board.columns, board.stages, update],
  );
  if (board.errorMessage)
    return <EmptyState illustration="loadError" title="Sorry something has gone wrong" description={board.errorMessage} />;
  if (!board.columns)
    return (
      <SkeletonGroup label="Loading opportunities">
        <Skeleton variant="block" height="240px" />
      </SkeletonGroup>
    );
  return (
    <Board<PipelineOpportunity>
      label="Opportunities by stage"
      columns={board.columns.map((c) => ({ ...c, heading: c.stage ? <StageTag stage={c.stage} /> : undefined }))}
      getItemId={getId}
      getItemLabel={getLabel}
      renderCard={renderCard}
      onMove={onMove}
      isReadOnly={readOnly}
      emptyText="No opportunities"
    />
  );
}
