/**
 * Stage mapping (docs/decisions/0005-stage-mapping.md). Evaluated in this order:
 *  1. any award (not cancelled/unsuccessful) or any contract                      → AWARDED
 *  2. a tender section with a status other than planning/planned:
 *     - tenderPeriod.endDate in the future (relative to `now`) and status active   → OPEN
 *     - status cancelled / unsuccessful / complete / withdrawn (no award)          → CLOSED
 *     - tenderPeriod.endDate in the past                                           → CLOSED
 *     - active with no endDate                                                     → OPEN
 *  3. planning only (no tender, or tender status planning/planned):
 *     - published (planning/tender datePublished, else the release date) more than
 *       `staleAfterMonths` (default 12) months before `now`                        → STALE_PRE_TENDER
 *     - otherwise                                                                  → PRE_TENDER
 */
import { subMonths } from 'date-fns';
import type { NoticeStage } from './types.js';

export const DEFAULT_STALE_AFTER_MONTHS = 12;

export interface StageInput {
  tenderStatus?: string;
  hasTender: boolean;
  tenderEndDate?: string;
  /** Number of awards that are not cancelled/unsuccessful. */
  liveAwards: number;
  contracts: number;
  /** The date the pre-tender (planning) notice was published. */
  planningPublished?: string;
}

export interface StageOptions {
  now: Date;
  staleAfterMonths?: number;
}

const PLANNING_STATUSES = new Set(['planning', 'planned']);
const ENDED_STATUSES = new Set(['cancelled', 'unsuccessful', 'complete', 'withdrawn']);

export function deriveStage(input: StageInput, opts: StageOptions): { stage: NoticeStage; reason: string } {
  const now = opts.now.getTime();
  if (input.liveAwards > 0) return { stage: 'AWARDED', reason: 'award' };
  if (input.contracts > 0) return { stage: 'AWARDED', reason: 'contract' };
  const status = input.tenderStatus?.toLowerCase();
  const isPlanning = !input.hasTender || (status !== undefined && PLANNING_STATUSES.has(status));
  if (!isPlanning) {
    const end = input.tenderEndDate ? Date.parse(input.tenderEndDate) : NaN;
    if (status !== undefined && ENDED_STATUSES.has(status)) return { stage: 'CLOSED', reason: `tender ${status}` };
    if (!Number.isNaN(end)) {
      return end > now ? { stage: 'OPEN', reason: 'deadline in future' } : { stage: 'CLOSED', reason: 'deadline passed' };
    }
    return { stage: 'OPEN', reason: 'active tender without deadline' };
  }
  const published = input.planningPublished ? Date.parse(input.planningPublished) : NaN;
  const staleBefore = subMonths(opts.now, opts.staleAfterMonths ?? DEFAULT_STALE_AFTER_MONTHS).getTime();
  if (!Number.isNaN(published) && published < staleBefore) return { stage: 'STALE_PRE_TENDER', reason: 'planning older than threshold' };
  return { stage: 'PRE_TENDER', reason: 'planning' };
}
