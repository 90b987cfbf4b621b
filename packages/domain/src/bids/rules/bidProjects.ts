/**
 * Bid projects (/bids, spec 2§2): the team's opportunities in an active bidding stage — the workflow's
 * stages standing for the spec 2§4 qualifications bid_prep and bid_submitted (won, lost and no_bid are
 * finished bids; the TenderQualification stages come before a bid). Due: the submission date, else
 * the close date.
 */
import type { PipelineOpportunity } from '../../opportunities/graphql/pipeline/fields';

export const BID_PROJECT_QUALIFICATIONS: readonly string[] = ['bid_prep', 'bid_submitted'];

/** The workflow's active bidding stages (ids), in workflow order. */
export function bidProjectStageIds(
  transitions: readonly { stage: { id: string; qualification?: string | null } }[],
): string[] {
  return transitions
    .filter((t) => t.stage.qualification != null && BID_PROJECT_QUALIFICATIONS.includes(t.stage.qualification))
    .map((t) => t.stage.id);
}

/** When the bid is due: its submission date, else the tender's close date; null when neither is known. */
export const bidDueDate = (o: Pick<PipelineOpportunity, 'submissionDate' | 'closeDate'>): string | null =>
  o.submissionDate ?? o.closeDate;

const DAY = 86_400_000;

/** 'Due today', 'Due tomorrow', '12 days left', 'Overdue by 3 days'; null without a date. */
export function dueLabel(due: string | null, now: Date = new Date()): string | null {
  if (!due) return null;
  const [y, m, d] = due.slice(0, 10).split('-').map(Number);
  if (!y || !m || !d) return null;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const days = Math.round((Date.UTC(y, m - 1, d) - today) / DAY);
  if (days === 0) return 'Due today';
  if (days === 1) return 'Due tomorrow';
  if (days > 1) return `${days} days left`;
  return `Overdue by ${-days} ${days === -1 ? 'day' : 'days'}`;
}

export const BID_PROJECT_MESSAGES = {
  heading: 'Bids',
  loadFailed: 'Sorry something has gone wrong loading bids - If this error persists please contact support',
  empty: 'No bids in progress',
  emptyHelp: 'Move an opportunity to Bid preparation or Bid submitted to track its bid here.',
} as const;
