/**
 * The opportunity pipeline after 'save' (issue 12): one opportunity, edit in place, soft delete, bulk
 * stage update and bulk assign, and the buyer activity section. Every write checks the company
 * (another company's id is a 404) and the policy (`opportunity.write`: no guest pass). Assigning
 * notifies the new assignee ('assign'); moving a stage notifies the assignee ('qualify', the stage
 * name as the status label) — never the person who made the change.
 */
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { notices, opportunities, opportunityStages, organisations, users } from '../db/schema/index';
import { badRequest } from '../http/errors';
import { createNotifications } from '../notifications/service';
import type { NewNotification } from '../notifications/schemas';
import { assertCan, type PolicySubject } from '../policy/index';
import { projectNotice, viewerForNotices } from '../policy/projection';
import type { CurrentUser } from '../users/currentUser';
import { notFound } from '../workspace/http';
import type { OpportunityUpdate } from './schemas';
import { loadOpportunity, type OpportunityView } from './service';
import { ensureDefaultWorkflow } from './workflow';

const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

/** One opportunity of the caller's company (another company's, or a deleted one: 404). */
export function getOpportunity(db: Executor, user: CurrentUser, id: number): Promise<OpportunityView> {
  return loadOpportunity(db, user.company.id, id);
}

async function stageName(db: Executor, user: CurrentUser, stageId: number): Promise<string> {
  const workflowId = await ensureDefaultWorkflow(db, user.company.id);
  const [stage] = await db
    .select({ name: opportunityStages.name })
    .from(opportunityStages)
    .where(and(eq(opportunityStages.id, stageId), eq(opportunityStages.workflowId, workflowId)));
  if (!stage) throw badRequest('stageId: not a stage of your workflow');
  return stage.name;
}

async function activeTeammate(db: Executor, user: CurrentUser, userId: number) {
  const [row] = await db
    .select({ id: users.id, guid: users.guid, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, user.company.id), eq(users.active, true)));
  if (!row) throw badRequest('assignedToId: not an active user of your company');
  return row;
}

interface Before {
  id: number;
  name: string;
  stageId: number | null;
  assignedToId: number | null;
}

async function ownRows(db: Executor, user: CurrentUser, ids: readonly number[]): Promise<Before[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: opportunities.id,
      name: opportunities.name,
      stageId: opportunities.stageId,
      assignedToId: opportunities.assignedToId,
    })
    .from(opportunities)
    .where(
      and(
        inArray(opportunities.id, [...ids]),
        eq(opportunities.companyId, user.company.id),
        isNull(opportunities.deletedAt),
      ),
    )
    .for('update');
}

/** The notifications a change of stage and/or assignee sends (spec 2§2: assign, stage change). */
async function changeNotes(
  db: Executor,
  user: CurrentUser,
  before: Before,
  after: { stageId: number | null; assignedToId: number | null; name: string },
  now: Date,
): Promise<NewNotification[]> {
  const notes: NewNotification[] = [];
  const link = `/opportunities/${before.id}`;
  const base = { link, actorUserId: user.id, createdAt: now } as const;
  if (after.assignedToId !== null && after.assignedToId !== before.assignedToId && after.assignedToId !== user.id) {
    const assignee = await activeTeammate(db, user, after.assignedToId);
    const [previous] =
      before.assignedToId === null
        ? []
        : await db
            .select({ guid: users.guid, firstName: users.firstName, lastName: users.lastName })
            .from(users)
            .where(eq(users.id, before.assignedToId));
    notes.push({
      ...base,
      userId: assignee.id,
      verb: 'assign',
      textAttributes: {
        actorName: fullName(user),
        recordTitle: after.name,
        oldAssignee: previous ? { guid: previous.guid, name: fullName(previous) } : null,
        newAssignee: { guid: assignee.guid, name: fullName(assignee) },
      },
    });
  }
  if (
    after.stageId !== null &&
    after.stageId !== before.stageId &&
    after.assignedToId !== null &&
    after.assignedToId !== user.id
  ) {
    notes.push({
      ...base,
      userId: after.assignedToId,
      verb: 'qualify',
      textAttributes: {
        actorName: fullName(user),
        recordTitle: after.name,
        toStatusLabel: await stageName(db, user, after.stageId),
      },
    });
  }
  return notes;
}

/** Edit in place: only the fields given change; `null` clears an optional field. */
export function updateOpportunity(
  db: Database,
  user: CurrentUser,
  subject: PolicySubject,
  id: number,
  input: OpportunityUpdate,
  now = new Date(),
): Promise<OpportunityView> {
  assertCan(subject, { type: 'opportunity.write' });
  return db.transaction(async (tx) => {
    const [before] = await ownRows(tx, user, [id]);
    if (!before) throw notFound('Opportunity not found');
    if (input.stageId) await stageName(tx, user, input.stageId);
    if (input.assignedToId) await activeTeammate(tx, user, input.assignedToId);
    const after = {
      name: input.name ?? before.name,
      stageId: input.stageId === undefined ? before.stageId : input.stageId,
      assignedToId: input.assignedToId === undefined ? before.assignedToId : input.assignedToId,
    };
    await tx
      .update(opportunities)
      .set({ ...input, updatedAt: now })
      .where(eq(opportunities.id, before.id));
    const notes = await changeNotes(tx, user, before, after, now);
    if (notes.length > 0) await createNotifications(tx, notes);
    return loadOpportunity(tx, user.company.id, before.id);
  });
}

/** Soft delete (the row keeps its links; every read skips it). */
export function deleteOpportunity(
  db: Database,
  user: CurrentUser,
  subject: PolicySubject,
  id: number,
  now = new Date(),
): Promise<string> {
  assertCan(subject, { type: 'opportunity.write' });
  return db.transaction(async (tx) => {
    const [before] = await ownRows(tx, user, [id]);
    if (!before) throw notFound('Opportunity not found');
    await tx.update(opportunities).set({ deletedAt: now, updatedAt: now }).where(eq(opportunities.id, before.id));
    return String(before.id);
  });
}

/**
 * Bulk stage update or bulk assign: all the ids must be the company's (one unknown id: 404 and
 * nothing changes). Answers the updated opportunities in the order given.
 */
export function bulkUpdateOpportunities(
  db: Database,
  user: CurrentUser,
  subject: PolicySubject,
  ids: readonly number[],
  change: { stageId: number } | { assignedToId: number | null },
  now = new Date(),
): Promise<OpportunityView[]> {
  assertCan(subject, { type: 'opportunity.write' });
  return db.transaction(async (tx) => {
    const unique = [...new Set(ids)];
    const rows = await ownRows(tx, user, unique);
    if (rows.length !== unique.length) throw notFound('Opportunity not found');
    if ('stageId' in change) await stageName(tx, user, change.stageId);
    else if (change.assignedToId !== null) await activeTeammate(tx, user, change.assignedToId);
    await tx
      .update(opportunities)
      .set({ ...change, updatedAt: now })
      .where(inArray(opportunities.id, unique));
    const notes: NewNotification[] = [];
    for (const before of rows) {
      notes.push(
        ...(await changeNotes(
          tx,
          user,
          before,
          {
            name: before.name,
            stageId: 'stageId' in change ? change.stageId : before.stageId,
            assignedToId: 'assignedToId' in change ? change.assignedToId : before.assignedToId,
          },
          now,
        )),
      );
    }
    if (notes.length > 0) await createNotifications(tx, notes);
    return Promise.all(unique.map((id) => loadOpportunity(tx, user.company.id, id)));
  });
}

/** Spec 2§2 "buyer activity": at most this many of the buyers' latest notices. */
export const BUYER_ACTIVITY_LIMIT = 10;

export interface BuyerActivityItem {
  id: number;
  guid: string;
  name: string;
  stage: string;
  buyerName: string;
  publishDate: string | null;
  closeDate: string | null;
  value: number | null;
  redacted: boolean;
}

/**
 * The opportunity's buyers' latest notices and awards from our data, through the one projection:
 * an award's value is withheld (and the row flagged) without award details.
 */
export async function buyerActivity(
  db: Executor,
  subject: PolicySubject,
  companyId: number,
  view: OpportunityView,
): Promise<BuyerActivityItem[]> {
  const guids = view.buyers.map((b) => b.id);
  if (guids.length === 0) return [];
  const rows = await db
    .select({
      id: notices.id,
      guid: notices.guid,
      name: notices.name,
      stage: notices.stage,
      buyerName: organisations.name,
      publishDate: notices.publishDate,
      closeDate: notices.closeDate,
      value: notices.value,
    })
    .from(notices)
    .innerJoin(organisations, eq(organisations.id, notices.buyerId))
    .where(inArray(organisations.guid, guids))
    .orderBy(desc(notices.publishDate), sql`${notices.id} desc`)
    .limit(BUYER_ACTIVITY_LIMIT);
  const viewer = await viewerForNotices(
    db,
    { plan: subject.plan, companyId },
    rows.map((r) => r.id),
  );
  return rows.map((r) =>
    projectNotice(viewer, {
      ...r,
      publishDate: r.publishDate?.toISOString() ?? null,
      closeDate: r.closeDate?.toISOString() ?? null,
      redacted: false,
    }),
  );
}
