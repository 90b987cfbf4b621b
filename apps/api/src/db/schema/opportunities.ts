/**
 * Opportunities (spec 2§3) with their linked entities, and the workflows that give them stages:
 * a workflow has stages and transitions (group TenderQualification or Bidding, order).
 */
import { sql } from 'drizzle-orm';
import { boolean, char, check, date, index, numeric, pgTable, integer, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id, inList, ref, updatedAt } from './columns';
import { companyFk, userRefOptional } from './owners';
import { contacts } from './contacts';
import { notices } from './notices';
import { organisations } from './organisations';
import { teams } from './users';

export const WORKFLOW_KINDS = ['opportunity', 'bid_response'] as const;
export const TRANSITION_GROUPS = ['TenderQualification', 'Bidding'] as const;
export type TransitionGroup = (typeof TRANSITION_GROUPS)[number];
export const OPPORTUNITY_ENTITY_TYPES = ['Notice', 'Organisation', 'Contact'] as const;
export type OpportunityEntityType = (typeof OPPORTUNITY_ENTITY_TYPES)[number];

export const opportunityWorkflows = pgTable(
  'opportunity_workflows',
  {
    id: id(),
    companyId: companyFk(),
    name: text('name').notNull(),
    kind: text('kind').notNull().default('opportunity'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check('opportunity_workflows_kind_check', inList(t.kind, WORKFLOW_KINDS)),
    uniqueIndex('opportunity_workflows_default_idx').on(t.companyId, t.kind).where(sql`is_default`),
  ],
);

export const opportunityStages = pgTable(
  'opportunity_stages',
  {
    id: id(),
    workflowId: ref('workflow_id')
      .notNull()
      .references(() => opportunityWorkflows.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    color: text('color'),
    iconName: text('icon_name'),
    iconColor: text('icon_color'),
    /** The lead qualification this stage sets on the linked notices (spec 2§4 values). */
    qualification: text('qualification'),
    createdAt: createdAt(),
  },
  (t) => [index('opportunity_stages_workflow_idx').on(t.workflowId)],
);

export const opportunityTransitions = pgTable(
  'opportunity_transitions',
  {
    id: id(),
    workflowId: ref('workflow_id')
      .notNull()
      .references(() => opportunityWorkflows.id, { onDelete: 'cascade' }),
    stageId: ref('stage_id')
      .notNull()
      .references(() => opportunityStages.id, { onDelete: 'cascade' }),
    group: text('group').$type<TransitionGroup>().notNull(),
    order: integer('order').notNull(),
  },
  (t) => [
    check('opportunity_transitions_group_check', inList(t.group, TRANSITION_GROUPS)),
    uniqueIndex('opportunity_transitions_workflow_order_idx').on(t.workflowId, t.group, t.order),
  ],
);

export const opportunities = pgTable(
  'opportunities',
  {
    id: id(),
    guid: uuid('guid').notNull().unique().defaultRandom(),
    companyId: companyFk(),
    teamId: ref('team_id').references(() => teams.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description'),
    value: numeric('value', { precision: 20, scale: 2, mode: 'number' }),
    currency: char('currency', { length: 3 }).notNull().default('GBP'),
    stageId: ref('stage_id').references(() => opportunityStages.id, { onDelete: 'set null' }),
    assignedToId: userRefOptional('assigned_to_id'),
    createdById: userRefOptional('created_by_id'),
    closeDate: date('close_date'),
    existingExpiryDate: date('existing_expiry_date'),
    submissionDate: date('submission_date'),
    clarificationDeadline: date('clarification_deadline'),
    startDate: date('start_date'),
    routeToMarket: text('route_to_market'),
    buyerSummary: text('buyer_summary'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: at('deleted_at'),
  },
  (t) => [
    index('opportunities_company_updated_idx').on(t.companyId, t.updatedAt.desc()),
    index('opportunities_stage_idx').on(t.stageId),
    index('opportunities_assigned_to_idx').on(t.assignedToId),
  ],
);

/** A notice, buyer/supplier or contact linked to an opportunity (exactly one target per row). */
export const opportunityEntities = pgTable(
  'opportunity_entities',
  {
    id: id(),
    opportunityId: ref('opportunity_id')
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    entityType: text('entity_type').$type<OpportunityEntityType>().notNull(),
    noticeId: ref('notice_id').references(() => notices.id, { onDelete: 'cascade' }),
    organisationId: ref('organisation_id').references(() => organisations.id, { onDelete: 'cascade' }),
    contactId: ref('contact_id').references(() => contacts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('opportunity_entities_type_check', inList(t.entityType, OPPORTUNITY_ENTITY_TYPES)),
    check(
      'opportunity_entities_target_check',
      sql`(${t.entityType} = 'Notice' and ${t.noticeId} is not null and ${t.organisationId} is null and ${t.contactId} is null)
       or (${t.entityType} = 'Organisation' and ${t.organisationId} is not null and ${t.noticeId} is null and ${t.contactId} is null)
       or (${t.entityType} = 'Contact' and ${t.contactId} is not null and ${t.noticeId} is null and ${t.organisationId} is null)`,
    ),
    uniqueIndex('opportunity_entities_notice_idx').on(t.opportunityId, t.noticeId).where(sql`notice_id is not null`),
    uniqueIndex('opportunity_entities_organisation_idx').on(t.opportunityId, t.organisationId).where(sql`organisation_id is not null`),
    uniqueIndex('opportunity_entities_contact_idx').on(t.opportunityId, t.contactId).where(sql`contact_id is not null`),
    index('opportunity_entities_by_notice_idx').on(t.noticeId),
    index('opportunity_entities_by_organisation_idx').on(t.organisationId),
    index('opportunity_entities_by_contact_idx').on(t.contactId),
  ],
);

export type OpportunityRow = typeof opportunities.$inferSelect;
