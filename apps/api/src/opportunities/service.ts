/**
 * Opportunities from notices, buyers and contacts (spec 1§3, 2§3): create with entities, add and
 * remove entities, the opportunities of an entity, and the list search of the save drawer (text,
 * buyer matches first, pages of 30). A page of opportunities costs three queries: the page, their
 * entities (with each notice's buyer), and nothing per row.
 */
import { and, asc, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../db/client';
import {
  contacts,
  notices,
  opportunities,
  opportunityEntities,
  opportunityStages,
  opportunityTransitions,
  organisations,
  users,
} from '../db/schema/index';
import type { OpportunityEntityType } from '../db/schema/opportunities';
import { badRequest } from '../http/errors';
import { assertCan, type PolicySubject } from '../policy/index';
import type { CurrentUser } from '../users/currentUser';
import { notFound } from '../workspace/http';
import type { OpportunityEntityInput, OpportunityInput, OpportunitySearch } from './schemas';
import { ensureDefaultWorkflow, type OpportunityStageView } from './workflow';

export interface OpportunityEntityView {
  entityId: string;
  entityType: OpportunityEntityType;
}

export interface OpportunityUserView {
  id: string;
  guid: string;
  name: string;
}

export interface OpportunityLinkView {
  entityId: string;
  entityType: OpportunityEntityType;
  name: string;
  /** Notice stage, organisation primary role (BUYER/SUPPLIER) or contact job title. */
  detail: string | null;
}

export interface OpportunityView {
  id: string;
  guid: string;
  name: string;
  description: string | null;
  value: number | null;
  currency: string;
  stageId: string | null;
  stage: OpportunityStageView | null;
  assignedToId: string | null;
  createdById: string | null;
  closeDate: string | null;
  existingExpiryDate: string | null;
  submissionDate: string | null;
  clarificationDeadline: string | null;
  startDate: string | null;
  routeToMarket: string | null;
  buyerSummary: string | null;
  assignedTo: OpportunityUserView | null;
  createdBy: OpportunityUserView | null;
  buyers: { id: string; name: string }[];
  entities: OpportunityEntityView[];
  /** The linked entities with their names (the opportunity page's sections). */
  links: OpportunityLinkView[];
  createdAt: string;
  updatedAt: string;
}

const noticeBuyer = alias(organisations, 'notice_buyer');
const assignees = alias(users, 'assignee');
const creators = alias(users, 'creator');

const userView = (u: { id: number; guid: string; firstName: string; lastName: string } | null) =>
  u === null ? null : { id: String(u.id), guid: u.guid, name: `${u.firstName} ${u.lastName}`.trim() };

async function loadOpportunities(db: Executor, companyId: number, ids: number[]): Promise<OpportunityView[]> {
  if (ids.length === 0) return [];
  const [rows, entityRows] = await Promise.all([
    db
      .select({
        o: opportunities,
        stageName: opportunityStages.name,
        stageColor: opportunityStages.color,
        stageIconName: opportunityStages.iconName,
        stageIconColor: opportunityStages.iconColor,
        stageGroup: opportunityTransitions.group,
        stageQualification: opportunityStages.qualification,
        assignee: { id: assignees.id, guid: assignees.guid, firstName: assignees.firstName, lastName: assignees.lastName },
        creator: { id: creators.id, guid: creators.guid, firstName: creators.firstName, lastName: creators.lastName },
      })
      .from(opportunities)
      .leftJoin(assignees, eq(assignees.id, opportunities.assignedToId))
      .leftJoin(creators, eq(creators.id, opportunities.createdById))
      .leftJoin(opportunityStages, eq(opportunityStages.id, opportunities.stageId))
      .leftJoin(opportunityTransitions, eq(opportunityTransitions.stageId, opportunityStages.id))
      .where(
        and(
          inArray(opportunities.id, ids),
          eq(opportunities.companyId, companyId),
          isNull(opportunities.deletedAt),
        ),
      ),
    db
      .select({
        opportunityId: opportunityEntities.opportunityId,
        entityType: opportunityEntities.entityType,
        noticeGuid: notices.guid,
        noticeName: notices.name,
        noticeStage: notices.stage,
        contactFirstName: contacts.firstName,
        contactLastName: contacts.lastName,
        contactJobTitle: contacts.jobTitle,
        orgGuid: organisations.guid,
        orgName: organisations.name,
        orgRole: organisations.primaryRole,
        contactGuid: contacts.guid,
        buyerGuid: noticeBuyer.guid,
        buyerName: noticeBuyer.name,
      })
      .from(opportunityEntities)
      .leftJoin(notices, eq(notices.id, opportunityEntities.noticeId))
      .leftJoin(organisations, eq(organisations.id, opportunityEntities.organisationId))
      .leftJoin(contacts, eq(contacts.id, opportunityEntities.contactId))
      .leftJoin(noticeBuyer, eq(noticeBuyer.id, notices.buyerId))
      .where(inArray(opportunityEntities.opportunityId, ids))
      .orderBy(asc(opportunityEntities.id)),
  ]);
  const byId = new Map(
    rows.map(({ o, assignee, creator, ...s }) => {
      const mine = entityRows.filter((e) => e.opportunityId === o.id);
      const buyers = new Map<string, string>();
      for (const e of mine) {
        if (e.orgGuid && e.orgRole === 'BUYER') buyers.set(e.orgGuid, e.orgName ?? '');
        if (e.buyerGuid) buyers.set(e.buyerGuid, e.buyerName ?? '');
      }
      const view: OpportunityView = {
        id: String(o.id),
        guid: o.guid,
        name: o.name,
        description: o.description,
        value: o.value,
        currency: o.currency,
        stageId: o.stageId === null ? null : String(o.stageId),
        stage:
          o.stageId === null || s.stageName === null
            ? null
            : {
                id: String(o.stageId),
                name: s.stageName,
                color: s.stageColor,
                iconName: s.stageIconName,
                iconColor: s.stageIconColor,
                transitionGroup: s.stageGroup,
                qualification: s.stageQualification,
              },
        assignedToId: o.assignedToId === null ? null : String(o.assignedToId),
        createdById: o.createdById === null ? null : String(o.createdById),
        closeDate: o.closeDate,
        existingExpiryDate: o.existingExpiryDate,
        submissionDate: o.submissionDate,
        clarificationDeadline: o.clarificationDeadline,
        startDate: o.startDate,
        routeToMarket: o.routeToMarket,
        buyerSummary: o.buyerSummary,
        assignedTo: userView(assignee),
        createdBy: userView(creator),
        links: mine.map((e) => ({
          entityType: e.entityType,
          entityId: e.noticeGuid ?? e.orgGuid ?? e.contactGuid ?? '',
          name:
            e.noticeName ??
            e.orgName ??
            (`${e.contactFirstName ?? ''} ${e.contactLastName ?? ''}`.trim() || 'Unnamed contact'),
          detail: e.noticeStage ?? e.orgRole ?? e.contactJobTitle ?? null,
        })),
        buyers: [...buyers].map(([id, name]) => ({ id, name })),
        entities: mine.map((e) => ({
          entityType: e.entityType,
          entityId: e.noticeGuid ?? e.orgGuid ?? e.contactGuid ?? '',
        })),
        createdAt: o.createdAt.toISOString(),
        updatedAt: o.updatedAt.toISOString(),
      };
      return [o.id, view] as const;
    }),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function loadOpportunity(db: Executor, companyId: number, id: number): Promise<OpportunityView> {
  const [view] = await loadOpportunities(db, companyId, [id]);
  if (!view) throw notFound('Opportunity not found');
  return view;
}

interface ResolvedEntity {
  entityType: OpportunityEntityType;
  noticeId: number | null;
  organisationId: number | null;
  contactId: number | null;
}

/** Entity guids to row ids (an unknown one is a 400). */
async function resolveEntities(db: Executor, entities: OpportunityEntityInput[]): Promise<ResolvedEntity[]> {
  const out: ResolvedEntity[] = [];
  const tables = { Notice: notices, Organisation: organisations, Contact: contacts } as const;
  for (const type of ['Notice', 'Organisation', 'Contact'] as const) {
    const guids = [
      ...new Set(entities.filter((e) => e.entityType === type).map((e) => e.entityId.toLowerCase())),
    ];
    if (guids.length === 0) continue;
    const table = tables[type];
    const rows = await db
      .select({ id: table.id, guid: table.guid })
      .from(table)
      .where(inArray(table.guid, guids));
    if (rows.length !== guids.length)
      throw badRequest(`entities: unknown ${type} ${guids.find((g) => !rows.some((r) => r.guid === g))}`);
    for (const r of rows) {
      out.push({
        entityType: type,
        noticeId: type === 'Notice' ? r.id : null,
        organisationId: type === 'Organisation' ? r.id : null,
        contactId: type === 'Contact' ? r.id : null,
      });
    }
  }
  return out;
}

async function insertEntities(
  db: Executor,
  opportunityId: number,
  entities: OpportunityEntityInput[],
): Promise<void> {
  const resolved = await resolveEntities(db, entities);
  if (resolved.length === 0) return;
  await db
    .insert(opportunityEntities)
    .values(resolved.map((e) => ({ opportunityId, ...e })))
    .onConflictDoNothing();
}

async function checkStageAndAssignee(
  db: Executor,
  user: CurrentUser,
  input: OpportunityInput,
): Promise<void> {
  if (input.stageId) {
    const workflowId = await ensureDefaultWorkflow(db, user.company.id);
    const [stage] = await db
      .select({ id: opportunityStages.id })
      .from(opportunityStages)
      .where(and(eq(opportunityStages.id, input.stageId), eq(opportunityStages.workflowId, workflowId)));
    if (!stage) throw badRequest('stageId: not a stage of your workflow');
  }
  if (input.assignedToId) {
    const [assignee] = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(eq(users.id, input.assignedToId), eq(users.companyId, user.company.id), eq(users.active, true)),
      );
    if (!assignee) throw badRequest('assignedToId: not an active user of your company');
  }
}

export function createOpportunity(
  db: Database,
  user: CurrentUser,
  subject: PolicySubject,
  input: OpportunityInput,
  entities: OpportunityEntityInput[],
  options: { fromStrategy: boolean },
): Promise<OpportunityView> {
  assertCan(subject, { type: 'opportunity.write', fromStrategy: options.fromStrategy });
  return db.transaction(async (tx) => {
    await checkStageAndAssignee(tx, user, input);
    const [row] = await tx
      .insert(opportunities)
      .values({
        companyId: user.company.id,
        teamId: user.team.id,
        name: input.name,
        description: input.description ?? null,
        value: input.value ?? null,
        stageId: input.stageId ?? null,
        assignedToId: input.assignedToId ?? null,
        createdById: user.id,
        closeDate: input.closeDate ?? null,
        existingExpiryDate: input.existingExpiryDate ?? null,
        submissionDate: input.submissionDate ?? null,
      })
      .returning({ id: opportunities.id });
    if (!row) throw new Error('opportunity not created');
    await insertEntities(tx, row.id, entities);
    return loadOpportunity(tx, user.company.id, row.id);
  });
}

async function ownOpportunityId(db: Executor, user: CurrentUser, id: number): Promise<number> {
  const [row] = await db
    .select({ id: opportunities.id })
    .from(opportunities)
    .where(
      and(
        eq(opportunities.id, id),
        eq(opportunities.companyId, user.company.id),
        isNull(opportunities.deletedAt),
      ),
    );
  if (!row) throw notFound('Opportunity not found');
  return row.id;
}

export function addOpportunityEntities(
  db: Database,
  user: CurrentUser,
  subject: PolicySubject,
  id: number,
  entities: OpportunityEntityInput[],
): Promise<OpportunityView> {
  assertCan(subject, { type: 'opportunity.write' });
  return db.transaction(async (tx) => {
    const oid = await ownOpportunityId(tx, user, id);
    await insertEntities(tx, oid, entities);
    await tx.update(opportunities).set({ updatedAt: new Date() }).where(eq(opportunities.id, oid));
    return loadOpportunity(tx, user.company.id, oid);
  });
}

export function removeOpportunityEntities(
  db: Database,
  user: CurrentUser,
  subject: PolicySubject,
  id: number,
  entities: OpportunityEntityInput[],
): Promise<string> {
  assertCan(subject, { type: 'opportunity.write' });
  return db.transaction(async (tx) => {
    const oid = await ownOpportunityId(tx, user, id);
    const resolved = await resolveEntities(tx, entities);
    for (const e of resolved) {
      const target = e.noticeId
        ? eq(opportunityEntities.noticeId, e.noticeId)
        : e.organisationId
          ? eq(opportunityEntities.organisationId, e.organisationId)
          : eq(opportunityEntities.contactId, e.contactId ?? 0);
      await tx.delete(opportunityEntities).where(and(eq(opportunityEntities.opportunityId, oid), target));
    }
    await tx.update(opportunities).set({ updatedAt: new Date() }).where(eq(opportunities.id, oid));
    return String(oid);
  });
}

/** Opportunities of the caller's company linked to an entity (notice, organisation or contact guid). */
export async function entityOpportunities(
  db: Executor,
  user: CurrentUser,
  entityId: string,
): Promise<OpportunityView[]> {
  const guid = entityId.toLowerCase();
  const rows = await db
    .selectDistinct({ id: opportunities.id, updatedAt: opportunities.updatedAt })
    .from(opportunityEntities)
    .innerJoin(opportunities, eq(opportunities.id, opportunityEntities.opportunityId))
    .leftJoin(notices, eq(notices.id, opportunityEntities.noticeId))
    .leftJoin(organisations, eq(organisations.id, opportunityEntities.organisationId))
    .leftJoin(contacts, eq(contacts.id, opportunityEntities.contactId))
    .where(
      and(
        eq(opportunities.companyId, user.company.id),
        isNull(opportunities.deletedAt),
        or(eq(notices.guid, guid), eq(organisations.guid, guid), eq(contacts.guid, guid)),
      ),
    )
    .orderBy(sql`${opportunities.updatedAt} desc`, sql`${opportunities.id} desc`);
  return loadOpportunities(
    db,
    user.company.id,
    rows.map((r) => r.id),
  );
}

export interface OpportunitySearchResult {
  results: OpportunityView[];
  total: number;
  /** Opportunities per stage under every filter but the stage one (`null`: no stage). */
  stageCounts: { stageId: string | null; count: number }[];
  /** Opportunities (of the whole search) sharing a buyer with `buyerIds`; the UI shows '30+' past 30. */
  buyerMatchCount: number;
  nextOffset: number | null;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The save drawer's list: text filter, same-buyer opportunities first, then most recently updated. */
export async function searchOpportunities(
  db: Executor,
  user: CurrentUser,
  search: OpportunitySearch,
): Promise<OpportunitySearchResult> {
  const filters: SQL[] = [eq(opportunities.companyId, user.company.id), isNull(opportunities.deletedAt)];
  if (search.text) {
    const pattern = `%${escapeLike(search.text)}%`;
    filters.push(
      sql`(${opportunities.name} ilike ${pattern} or coalesce(${opportunities.description}, '') ilike ${pattern})`,
    );
  }
  if (search.assigneeIds.length > 0 || search.unassigned) {
    const parts: SQL[] = [];
    if (search.assigneeIds.length > 0) parts.push(inArray(opportunities.assignedToId, search.assigneeIds));
    if (search.unassigned) parts.push(isNull(opportunities.assignedToId));
    filters.push(or(...parts) ?? sql`true`);
  }
  if (search.filterBuyerIds.length > 0) {
    filters.push(sql`exists (select 1 from ${opportunityEntities} fe
      left join ${notices} fn on fn.id = fe.notice_id
      join ${organisations} fo on fo.id = coalesce(fe.organisation_id, fn.buyer_id)
      where fe.opportunity_id = ${opportunities.id} and fo.guid in (${sql.join(
        search.filterBuyerIds.map((g) => sql`${g.toLowerCase()}::uuid`),
        sql`, `,
      )}))`);
  }
  if (search.closeDateFrom) filters.push(gte(opportunities.closeDate, search.closeDateFrom));
  if (search.closeDateTo) filters.push(lte(opportunities.closeDate, search.closeDateTo));
  // Stage counts answer every stage under the other filters; the page is also filtered by stage.
  const stageCountRows = await db
    .select({ stageId: opportunities.stageId, count: sql<number>`count(*)`.mapWith(Number) })
    .from(opportunities)
    .where(and(...filters))
    .groupBy(opportunities.stageId);
  if (search.stageIds.length > 0) filters.push(inArray(opportunities.stageId, search.stageIds));
  const sortColumn = search.sort ? opportunities[search.sort] : null;
  const direction = search.sortOrder === 'asc' ? sql`asc` : sql`desc`;
  const buyerGuids = search.buyerIds.map((g) => g.toLowerCase());
  const match =
    buyerGuids.length === 0
      ? sql<boolean>`false`
      : sql<boolean>`exists (select 1 from ${opportunityEntities} oe
          left join ${notices} n on n.id = oe.notice_id
          join ${organisations} o on o.id = coalesce(oe.organisation_id, n.buyer_id)
          where oe.opportunity_id = ${opportunities.id} and o.guid in (${sql.join(
            buyerGuids.map((g) => sql`${g}::uuid`),
            sql`, `,
          )}))`;
  const rows = await db
    .select({
      id: opportunities.id,
      total: sql<number>`count(*) over ()`.mapWith(Number),
      buyerMatchCount: sql<number>`count(*) filter (where ${match}) over ()`.mapWith(Number),
    })
    .from(opportunities)
    .where(and(...filters))
    .orderBy(
      // A constant is not allowed in ORDER BY: sort by the match only when there are buyers.
      ...(buyerGuids.length > 0 ? [sql`${match} desc`] : []),
      ...(sortColumn ? [sql`${sortColumn} ${direction} nulls last`] : []),
      sql`${opportunities.updatedAt} desc`,
      sql`${opportunities.id} desc`,
    )
    .limit(search.limit)
    .offset(search.offset);
  const total = rows[0]?.total ?? 0;
  const results = await loadOpportunities(
    db,
    user.company.id,
    rows.map((r) => r.id),
  );
  return {
    results,
    total,
    stageCounts: stageCountRows.map((r) => ({
      stageId: r.stageId === null ? null : String(r.stageId),
      count: r.count,
    })),
    buyerMatchCount: rows[0]?.buyerMatchCount ?? 0,
    nextOffset: search.offset + rows.length < total ? search.offset + rows.length : null,
  };
}
