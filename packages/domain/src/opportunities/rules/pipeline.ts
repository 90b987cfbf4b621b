/**
 * The opportunity pipeline (issue 12): board columns from the default workflow's transitions, stage
 * appearance, the keyboard alternative to dragging (previous/next stage), the table's search
 * variables, and the pipeline's copy.
 */
import type { PipelineOpportunity, PipelineStage } from '../graphql/pipeline/fields';
import type { PipelineSearch } from '../graphql/pipeline/operations';
import { OPPORTUNITY_PAGE_SIZE } from './stageDefault';

export interface BoardTransition {
  order: number;
  group: string;
  stage: PipelineStage;
}

export interface BoardColumn {
  /** The stage id, or null for opportunities without a stage. */
  id: string | null;
  stage: PipelineStage | null;
  title: string;
  items: PipelineOpportunity[];
  /** Server count under the filters (may exceed items when the board is paged). */
  count: number;
}

export const NO_STAGE_TITLE = 'No stage';

/** Qualification comes before bidding; a group the client does not know goes last. */
const GROUP_ORDER = ['TenderQualification', 'Bidding'];
const groupRank = (group: string) => {
  const i = GROUP_ORDER.indexOf(group);
  return i === -1 ? GROUP_ORDER.length : i;
};

/**
 * Workflow stages in order (spec 2§4: group, order, stage drive the stages): the TenderQualification
 * group's transitions, then Bidding's, each by its order (orders restart per group).
 */
export function workflowStages(transitions: readonly BoardTransition[]): PipelineStage[] {
  return [...transitions]
    .sort((a, b) => groupRank(a.group) - groupRank(b.group) || a.order - b.order)
    .map((t) => t.stage);
}

/** One column per workflow stage in order; a 'No stage' column first when any opportunity has none. */
export function boardColumns(
  transitions: readonly BoardTransition[],
  opportunities: readonly PipelineOpportunity[],
  stageCounts: readonly { stageId: string | null; count: number }[] = [],
): BoardColumn[] {
  const byStage = new Map<string | null, PipelineOpportunity[]>();
  for (const o of opportunities) {
    const key = o.stage?.id ?? null;
    const list = byStage.get(key);
    if (list) list.push(o);
    else byStage.set(key, [o]);
  }
  const countOf = (id: string | null, fallback: number) =>
    stageCounts.find((c) => c.stageId === id)?.count ?? fallback;
  const columns: BoardColumn[] = workflowStages(transitions).map((stage) => {
    const items = byStage.get(stage.id) ?? [];
    return { id: stage.id, stage, title: stage.name, items, count: countOf(stage.id, items.length) };
  });
  const unstaged = byStage.get(null) ?? [];
  const unstagedCount = countOf(null, unstaged.length);
  if (unstagedCount > 0)
    columns.unshift({ id: null, stage: null, title: NO_STAGE_TITLE, items: unstaged, count: unstagedCount });
  return columns;
}

/** The stage before or after `stageId` (the keyboard alternative to dragging); null at either end. */
export function adjacentStage(
  stages: readonly PipelineStage[],
  stageId: string | null,
  direction: 'previous' | 'next',
): PipelineStage | null {
  const index = stageId === null ? -1 : stages.findIndex((s) => s.id === stageId);
  const target = direction === 'next' ? index + 1 : index - 1;
  if (stageId === null && direction === 'previous') return null;
  return stages[target] ?? null;
}

/** The kit's tag tones and icons for the workflow's stage colours and icon names. */
export type StageTone = 'neutral' | 'info' | 'positive' | 'caution' | 'critical' | 'beta';
export type StageIcon = 'Eye' | 'Filter' | 'Pencil' | 'Mail' | 'CheckCircle2' | 'X' | 'Minus' | 'Layers';

const TONES: Record<string, StageTone> = {
  grey: 'neutral',
  blue: 'info',
  purple: 'beta',
  orange: 'caution',
  green: 'positive',
  red: 'critical',
};
const ICONS: Record<string, StageIcon> = {
  eye: 'Eye',
  filter: 'Filter',
  edit: 'Pencil',
  send: 'Mail',
  trophy: 'CheckCircle2',
  close: 'X',
  stop: 'Minus',
};

export function stageAppearance(stage: Pick<PipelineStage, 'color' | 'iconName'> | null): {
  tone: StageTone;
  icon: StageIcon;
} {
  return {
    tone: (stage?.color && TONES[stage.color]) || 'neutral',
    icon: (stage?.iconName && ICONS[stage.iconName]) || 'Layers',
  };
}

export const PIPELINE_SORTS = ['updatedAt', 'name', 'value', 'closeDate', 'submissionDate', 'createdAt'] as const;
export type PipelineSort = (typeof PIPELINE_SORTS)[number];

export interface PipelineFilters {
  text: string;
  stageIds: string[];
  /** User ids; 'unassigned' stands for opportunities assigned to nobody. */
  assigneeIds: string[];
  buyerIds: string[];
  closeDateFrom: string | null;
  closeDateTo: string | null;
  sort: PipelineSort;
  sortOrder: 'asc' | 'desc';
}

export const UNASSIGNED_FILTER = 'unassigned';

export const EMPTY_PIPELINE_FILTERS: PipelineFilters = {
  text: '',
  stageIds: [],
  assigneeIds: [],
  buyerIds: [],
  closeDateFrom: null,
  closeDateTo: null,
  sort: 'updatedAt',
  sortOrder: 'desc',
};

/**
 * The board asks for opportunities in pages of 500 (500 cards cost about 12,500 of the GraphQL cost
 * limit of 25,000, apps/api graphql/limits.ts): the first page, then every further page at once, so a
 * team with 2,000 opportunities sees all of them.
 */
export const BOARD_LIMIT = 500;

/** How many board pages hold `total` opportunities (at least one: the first answers the total). */
export const boardPageCount = (total: number): number => Math.max(1, Math.ceil(total / BOARD_LIMIT));

/**
 * The board's pages joined in order, each opportunity once (a move between two pages' answers can
 * shift a card onto the next page before the other page is refetched); a page not yet in is skipped.
 */
export function mergeBoardPages(pages: readonly (readonly PipelineOpportunity[] | undefined)[]): PipelineOpportunity[] {
  const seen = new Set<string>();
  const all: PipelineOpportunity[] = [];
  for (const page of pages)
    for (const o of page ?? []) {
      if (seen.has(o.id)) continue;
      seen.add(o.id);
      all.push(o);
    }
  return all;
}

/** The search variables of a page of the table (pages of 30, spec 1§9) or of the board. */
export function pipelineSearch(filters: PipelineFilters, page: { index: number } | 'board'): PipelineSearch {
  const assignees = filters.assigneeIds.filter((id) => id !== UNASSIGNED_FILTER);
  return {
    text: filters.text.trim(),
    stageIds: filters.stageIds,
    assigneeIds: assignees,
    unassigned: filters.assigneeIds.includes(UNASSIGNED_FILTER),
    filterBuyerIds: filters.buyerIds,
    closeDateFrom: filters.closeDateFrom,
    closeDateTo: filters.closeDateTo,
    sort: filters.sort,
    sortOrder: filters.sortOrder,
    limit: page === 'board' ? BOARD_LIMIT : OPPORTUNITY_PAGE_SIZE,
    offset: page === 'board' ? 0 : page.index * OPPORTUNITY_PAGE_SIZE,
  };
}

/** Copy of the pipeline screens (spec 1§8 / 2§8 where given; the rest ours). */
export const PIPELINE_MESSAGES = {
  updateFailed: 'Failed to update opportunity',
  moved: (name: string, stage: string) => `${name} moved to ${stage}`,
  bulkMoved: (n: number, stage: string) => `${n} ${n === 1 ? 'opportunity' : 'opportunities'} moved to ${stage}`,
  bulkAssigned: (n: number, who: string) => `${n} ${n === 1 ? 'opportunity' : 'opportunities'} assigned to ${who}`,
  deleted: 'Opportunity deleted',
  deleteFailed: 'Failed to delete opportunity',
  deleteConfirm: (name: string) => `Delete ${name}? Its links to notices, buyers and contacts are removed with it.`,
  notFound: 'This opportunity does not exist or has been deleted',
  buyerSummaryFailed: 'The AI service could not write the buyer summary. Please try again.',
  noBuyerSummary: 'No buyer summary yet. Generate one from our notices and awards of its buyers.',
} as const;

/**
 * The organisations an 'Add a buyer' / 'Add a supplier' search may offer: those not already linked to
 * the opportunity. Guids are compared without regard to case (the link's entityId is stored lower case;
 * a search answer may spell a guid otherwise).
 */
export function organisationsToAdd<T extends { guid: string }>(options: readonly T[], links: readonly { entityType: string; entityId: string }[]): T[] {
  const linked = new Set(links.filter((l) => l.entityType === 'Organisation').map((l) => l.entityId.toLowerCase()));
  return options.filter((o) => !linked.has(o.guid.toLowerCase()));
}
