/** A workflow transition as opportunityWorkflow returns it. */
export interface WorkflowTransition {
  group: string;
  order: number;
  stage: { id: string };
}

export interface StageDefaultContext {
  /** The notice the opportunity is created from, if any. */
  notice?: { stage: string; procurementStage?: string | null } | null;
  transitions: readonly WorkflowTransition[];
}

const byOrder = (a: WorkflowTransition, b: WorkflowTransition) => a.order - b.order;

/**
 * Spec 1§4 / 2§4: an open tender-stage notice defaults to the TenderQualification group's stage; a
 * notice-linked opportunity to the first transition's stage; otherwise none (null).
 */
export function defaultOpportunityStageId({ notice, transitions }: StageDefaultContext): string | null {
  if (!notice) return null;
  const sorted = [...transitions].sort(byOrder);
  const openTender = notice.stage === 'OPEN' && (notice.procurementStage ?? 'TENDER') === 'TENDER';
  if (openTender) {
    const qualification = sorted.find((t) => t.group === 'TenderQualification');
    if (qualification) return qualification.stage.id;
  }
  return sorted[0]?.stage.id ?? null;
}

/** Spec 1§9: the opportunity list pages by 30; more than 30 same-buyer matches show '30+'. */
export const OPPORTUNITY_PAGE_SIZE = 30;

export function formatBuyerMatchCount(count: number): string {
  return count > OPPORTUNITY_PAGE_SIZE ? `${OPPORTUNITY_PAGE_SIZE}+` : String(count);
}

/** Spec 1§8 / 2§8 opportunity copy. */
export const OPPORTUNITY_MESSAGES = {
  createFailed: 'Failed to create opportunity',
  created: 'Opportunity created successfully',
  createdFromNotice: 'New Opportunity created from notice',
  saveFailed: (type: string, opportunity: string) => `Failed to save ${type} to ${opportunity}`,
  removeFailed: (type: string, opportunity: string) => `Failed to remove ${type} from ${opportunity}`,
  loadFailed:
    'Sorry something has gone wrong loading opportunities - If this error persists please contact support',
  empty: "You haven't created any opportunities yet",
} as const;
