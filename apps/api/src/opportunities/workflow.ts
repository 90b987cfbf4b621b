/**
 * Opportunity workflows: each company gets a default workflow the first time it needs one. Its
 * transitions (group, order, stage) drive the create form's stage default (domain
 * opportunities/rules/stageDefault.ts): the TenderQualification group's stage for an open tender,
 * the first transition's stage for any other notice.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { opportunityStages, opportunityTransitions, opportunityWorkflows } from '../db/schema/index';
import type { TransitionGroup } from '../db/schema/opportunities';

export interface OpportunityStageView {
  id: string;
  name: string;
  color: string | null;
  iconName: string | null;
  iconColor: string | null;
  transitionGroup: TransitionGroup | null;
  /** The spec 2§4 qualification the stage stands for (bid_prep, won…): /bids lists the active bidding ones. */
  qualification: string | null;
}

export interface WorkflowView {
  id: string;
  isDefault: boolean;
  transitions: { id: string; group: TransitionGroup; order: number; stage: OpportunityStageView }[];
}

const DEFAULT_STAGES: {
  name: string;
  group: TransitionGroup;
  color: string;
  iconName: string;
  qualification: string;
}[] = [
  { name: 'Identified', group: 'Bidding', color: 'grey', iconName: 'eye', qualification: 'pre_engage_to_do' },
  {
    name: 'Tender qualification',
    group: 'TenderQualification',
    color: 'blue',
    iconName: 'filter',
    qualification: 'in_review',
  },
  { name: 'Bid preparation', group: 'Bidding', color: 'purple', iconName: 'edit', qualification: 'bid_prep' },
  {
    name: 'Bid submitted',
    group: 'Bidding',
    color: 'orange',
    iconName: 'send',
    qualification: 'bid_submitted',
  },
  { name: 'Won', group: 'Bidding', color: 'green', iconName: 'trophy', qualification: 'won' },
  { name: 'Lost', group: 'Bidding', color: 'red', iconName: 'close', qualification: 'lost' },
  { name: 'No bid', group: 'Bidding', color: 'grey', iconName: 'stop', qualification: 'no_bid' },
];

async function defaultWorkflowId(db: Executor, companyId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: opportunityWorkflows.id })
    .from(opportunityWorkflows)
    .where(
      and(
        eq(opportunityWorkflows.companyId, companyId),
        eq(opportunityWorkflows.kind, 'opportunity'),
        eq(opportunityWorkflows.isDefault, true),
      ),
    );
  return row?.id ?? null;
}

/** The company's default workflow id, created with the standard stages when missing. */
export async function ensureDefaultWorkflow(db: Executor, companyId: number): Promise<number> {
  const existing = await defaultWorkflowId(db, companyId);
  if (existing !== null) return existing;
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(opportunityWorkflows)
      .values({ companyId, name: 'Default', kind: 'opportunity', isDefault: true })
      .onConflictDoNothing()
      .returning({ id: opportunityWorkflows.id });
    // Another request created it first: use theirs.
    if (!created) return (await defaultWorkflowId(tx, companyId)) ?? 0;
    for (const [order, stage] of DEFAULT_STAGES.entries()) {
      const [row] = await tx
        .insert(opportunityStages)
        .values({
          workflowId: created.id,
          name: stage.name,
          color: stage.color,
          iconName: stage.iconName,
          iconColor: stage.color,
          qualification: stage.qualification,
        })
        .returning({ id: opportunityStages.id });
      if (row)
        await tx
          .insert(opportunityTransitions)
          .values({ workflowId: created.id, stageId: row.id, group: stage.group, order });
    }
    return created.id;
  });
}

export async function loadWorkflow(db: Executor, companyId: number): Promise<WorkflowView> {
  const id = await ensureDefaultWorkflow(db, companyId);
  const rows = await db
    .select({
      id: opportunityTransitions.id,
      group: opportunityTransitions.group,
      order: opportunityTransitions.order,
      stageId: opportunityStages.id,
      name: opportunityStages.name,
      color: opportunityStages.color,
      iconName: opportunityStages.iconName,
      iconColor: opportunityStages.iconColor,
      qualification: opportunityStages.qualification,
    })
    .from(opportunityTransitions)
    .innerJoin(opportunityStages, eq(opportunityStages.id, opportunityTransitions.stageId))
    .where(eq(opportunityTransitions.workflowId, id))
    .orderBy(asc(opportunityTransitions.order), asc(opportunityTransitions.id));
  return {
    id: String(id),
    isDefault: true,
    transitions: rows.map((r) => ({
      id: String(r.id),
      group: r.group,
      order: r.order,
      stage: {
        id: String(r.stageId),
        name: r.name,
        color: r.color,
        iconName: r.iconName,
        iconColor: r.iconColor,
        transitionGroup: r.group,
        qualification: r.qualification,
      },
    })),
  };
}

export interface FormSchemaView {
  fields: { id: string; required: boolean; hidden: boolean }[];
  defaultStageId: string | null;
}

/** The create-opportunity form (spec 2§2): Name and Stage required; value and close date shown. */
export async function opportunityFormSchema(db: Executor, companyId: number): Promise<FormSchemaView> {
  const workflow = await loadWorkflow(db, companyId);
  return {
    fields: [
      { id: 'name', required: true, hidden: false },
      { id: 'buyers', required: false, hidden: false },
      { id: 'assignedToId', required: false, hidden: false },
      { id: 'value', required: false, hidden: false },
      { id: 'closeDate', required: false, hidden: false },
      { id: 'stageId', required: true, hidden: false },
    ],
    defaultStageId: workflow.transitions[0]?.stage.id ?? null,
  };
}
