/**
 * Leads (procurement stages) as a team works them: qualification (hide/restore and the workflow
 * values), assignee, comments and seen-by. Everything is scoped to the caller's team (qualification,
 * assignee) or company (comments, users): a teammate sees a hide, another company does not.
 * A lead loads in one SQL query (joins + a comment-count sub-query); writes run in transactions.
 */
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../db/client';
import {
  comments,
  companies,
  noticeSeenBy,
  notices,
  notifications,
  procurementStageAssignees,
  procurementStageQualifications,
  procurementStages,
  users,
} from '../db/schema/index';
import { HIDING_QUALIFICATIONS, QUALIFICATIONS, type Qualification } from '../db/schema/leads';
import type { NoticeStageValue, ProcurementStageValue } from '../db/schema/notices';
import { createNotifications } from '../notifications/service';
import type { NewNotification } from '../notifications/schemas';
import { assertCan, ForbiddenError, type PolicySubject } from '../policy/index';
import { badRequest } from '../http/errors';
import { notFound } from '../workspace/http';
import type { CurrentUser } from '../users/currentUser';
import {
  commentPlainText,
  mentionedGuids,
  QUALIFICATION_LABELS,
  type CreateQualificationInput,
} from './schemas';

export interface TeamUserView {
  id: string;
  guid: string;
  email: string;
  firstName: string;
  lastName: string;
  active: boolean;
}

export interface QualificationView {
  id: string;
  qualification: Qualification;
  qualifiedById: string | null;
  contextSource: string | null;
  score: string | null;
  signalTypes: string[];
  createdAt: string;
  updatedAt: string;
}

export interface LeadView {
  /** The procurement stage id (the lead's key in the client cache). */
  id: string;
  stage: ProcurementStageValue;
  recordGuid: string;
  recordTitle: string;
  noticeStage: NoticeStageValue;
  /** 'unqualified' when the team has none. */
  qualification: Qualification;
  procurementStageQualification: QualificationView | null;
  /** Set while the qualification hides the notice (when it was hidden). */
  hiddenDate: string | null;
  assignee: TeamUserView | null;
  commentCount: number;
}

const assigneeUser = alias(users, 'assignee_user');

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const toTeamUser = (u: {
  id: number;
  guid: string;
  email: string;
  firstName: string;
  lastName: string;
  active: boolean;
}): TeamUserView => ({
  id: String(u.id),
  guid: u.guid,
  email: u.email,
  firstName: u.firstName,
  lastName: u.lastName,
  active: u.active,
});

export const isHiding = (q: Qualification) => HIDING_QUALIFICATIONS.includes(q);

/** Leads by procurement stage id, as the caller's team sees them (one query). */
export async function loadLeads(db: Executor, user: CurrentUser, stageIds: number[]): Promise<LeadView[]> {
  if (stageIds.length === 0) return [];
  const q = procurementStageQualifications;
  const a = procurementStageAssignees;
  const rows = await db
    .select({
      id: procurementStages.id,
      stage: procurementStages.stage,
      recordGuid: notices.guid,
      recordTitle: notices.name,
      noticeStage: notices.stage,
      qId: q.id,
      qualification: q.qualification,
      qualifiedById: q.qualifiedById,
      contextSource: q.contextSource,
      score: q.score,
      signalTypes: q.signalTypes,
      qCreatedAt: q.createdAt,
      qUpdatedAt: q.updatedAt,
      assigneeId: assigneeUser.id,
      assigneeGuid: assigneeUser.guid,
      assigneeEmail: assigneeUser.email,
      assigneeFirstName: assigneeUser.firstName,
      assigneeLastName: assigneeUser.lastName,
      assigneeActive: assigneeUser.active,
      commentCount:
        sql<number>`(select count(*) from ${comments} where ${comments.procurementStageId} = ${procurementStages.id} and ${comments.companyId} = ${user.company.id} and ${comments.deletedAt} is null)`.mapWith(
          Number,
        ),
    })
    .from(procurementStages)
    .innerJoin(notices, eq(notices.id, procurementStages.noticeId))
    .leftJoin(q, and(eq(q.procurementStageId, procurementStages.id), eq(q.teamId, user.team.id)))
    .leftJoin(a, and(eq(a.procurementStageId, procurementStages.id), eq(a.teamId, user.team.id)))
    .leftJoin(assigneeUser, eq(assigneeUser.id, a.userId))
    .where(inArray(procurementStages.id, stageIds))
    .orderBy(asc(procurementStages.id));
  return rows.map((r) => {
    const qualification: Qualification = r.qualification ?? 'unqualified';
    const psq: QualificationView | null =
      r.qId === null || r.qualification === null || !r.qCreatedAt || !r.qUpdatedAt
        ? null
        : {
            id: String(r.qId),
            qualification: r.qualification,
            qualifiedById: r.qualifiedById === null ? null : String(r.qualifiedById),
            contextSource: r.contextSource,
            score: r.score,
            signalTypes: r.signalTypes ?? [],
            createdAt: r.qCreatedAt.toISOString(),
            updatedAt: r.qUpdatedAt.toISOString(),
          };
    return {
      id: String(r.id),
      stage: r.stage,
      recordGuid: r.recordGuid,
      recordTitle: r.recordTitle,
      noticeStage: r.noticeStage,
      qualification,
      procurementStageQualification: psq,
      hiddenDate: psq && isHiding(qualification) ? psq.updatedAt : null,
      assignee:
        r.assigneeId === null
          ? null
          : toTeamUser({
              id: r.assigneeId,
              guid: r.assigneeGuid ?? '',
              email: r.assigneeEmail ?? '',
              firstName: r.assigneeFirstName ?? '',
              lastName: r.assigneeLastName ?? '',
              active: r.assigneeActive ?? false,
            }),
      commentCount: r.commentCount,
    };
  });
}

export async function loadLead(db: Executor, user: CurrentUser, stageId: number): Promise<LeadView> {
  const [lead] = await loadLeads(db, user, [stageId]);
  if (!lead) throw notFound('Procurement stage not found');
  return lead;
}

async function stageOf(db: Executor, stageId: number) {
  const [row] = await db
    .select({
      id: procurementStages.id,
      stage: procurementStages.stage,
      noticeGuid: notices.guid,
      noticeName: notices.name,
    })
    .from(procurementStages)
    .innerJoin(notices, eq(notices.id, procurementStages.noticeId))
    .where(eq(procurementStages.id, stageId));
  if (!row) throw notFound('Procurement stage not found');
  return row;
}

const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

async function currentAssigneeId(db: Executor, teamId: number, stageId: number): Promise<number | null> {
  const [row] = await db
    .select({ userId: procurementStageAssignees.userId })
    .from(procurementStageAssignees)
    .where(
      and(
        eq(procurementStageAssignees.teamId, teamId),
        eq(procurementStageAssignees.procurementStageId, stageId),
      ),
    );
  return row?.userId ?? null;
}

export interface QualificationResult {
  lead: LeadView;
  assigneeId: string | null;
}

/** Sets the team's qualification of a lead (hide = a hiding qualification); tells the assignee. */
export function createQualification(
  db: Database,
  user: CurrentUser,
  subject: PolicySubject,
  input: CreateQualificationInput,
  now: Date,
): Promise<QualificationResult> {
  return db.transaction(async (tx) => {
    const stage = await stageOf(tx, input.procurementStageId);
    assertCan(subject, { type: 'lead.write', stage: stage.stage });
    if (input.recordGuid && input.recordGuid.toLowerCase() !== stage.noticeGuid) {
      throw badRequest('recordGuid: does not match the procurement stage');
    }
    const q = procurementStageQualifications;
    const values = {
      qualification: input.qualification,
      qualifiedById: user.id,
      contextSource: input.contextSource ?? null,
      score: input.score ?? null,
      signalTypes: input.signalTypes,
      updatedAt: now,
    };
    await tx
      .insert(q)
      .values({ teamId: user.team.id, procurementStageId: stage.id, createdAt: now, ...values })
      .onConflictDoUpdate({ target: [q.teamId, q.procurementStageId], set: values });
    const assigneeId = await currentAssigneeId(tx, user.team.id, stage.id);
    if (assigneeId !== null && assigneeId !== user.id) {
      await createNotifications(tx, [
        {
          userId: assigneeId,
          verb: 'qualify',
          link: `/records/${stage.noticeGuid}`,
          actorUserId: user.id,
          createdAt: now,
          textAttributes: {
            actorName: fullName(user),
            recordTitle: stage.noticeName,
            toStatusLabel: QUALIFICATION_LABELS[input.qualification],
          },
        },
      ]);
    }
    return {
      lead: await loadLead(tx, user, stage.id),
      assigneeId: assigneeId === null ? null : String(assigneeId),
    };
  });
}

/** Restores a lead: the team's qualification is deleted (back to unqualified). */
export function deleteQualification(
  db: Database,
  user: CurrentUser,
  subject: PolicySubject,
  stageId: number,
): Promise<LeadView> {
  return db.transaction(async (tx) => {
    const stage = await stageOf(tx, stageId);
    assertCan(subject, { type: 'lead.write', stage: stage.stage });
    await tx
      .delete(procurementStageQualifications)
      .where(
        and(
          eq(procurementStageQualifications.teamId, user.team.id),
          eq(procurementStageQualifications.procurementStageId, stage.id),
        ),
      );
    return loadLead(tx, user, stage.id);
  });
}

export interface QualificationStageView {
  id: Qualification;
  label: string;
  disqualifiesLead: boolean;
  /** Leads of the caller's team with this qualification. */
  count: number;
}

/** GET /api/qualification_stages: every qualification with its label and the team's counts. */
export async function qualificationStages(
  db: Executor,
  user: CurrentUser,
): Promise<QualificationStageView[]> {
  const rows = await db
    .select({
      qualification: procurementStageQualifications.qualification,
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(procurementStageQualifications)
    .where(eq(procurementStageQualifications.teamId, user.team.id))
    .groupBy(procurementStageQualifications.qualification);
  const counts = new Map(rows.map((r) => [r.qualification, r.count]));
  return QUALIFICATIONS.map((id) => ({
    id,
    label: QUALIFICATION_LABELS[id],
    disqualifiesLead: isHiding(id),
    count: id === 'unqualified' ? 0 : (counts.get(id) ?? 0),
  }));
}

/** The team's leads with one of `qualifications`, newest change first (the hidden list, the pipeline). */
export async function leadsByQualification(
  db: Executor,
  user: CurrentUser,
  qualifications: Qualification[],
  paging: { limit: number; offset: number },
): Promise<LeadView[]> {
  if (qualifications.length === 0) return [];
  const rows = await db
    .select({ id: procurementStageQualifications.procurementStageId })
    .from(procurementStageQualifications)
    .where(
      and(
        eq(procurementStageQualifications.teamId, user.team.id),
        inArray(procurementStageQualifications.qualification, qualifications),
      ),
    )
    .orderBy(
      sql`${procurementStageQualifications.updatedAt} desc`,
      sql`${procurementStageQualifications.id} desc`,
    )
    .limit(paging.limit)
    .offset(paging.offset);
  const leads = await loadLeads(
    db,
    user,
    rows.map((r) => r.id),
  );
  const order = new Map(rows.map((r, i) => [String(r.id), i]));
  return leads.sort((x, y) => (order.get(x.id) ?? 0) - (order.get(y.id) ?? 0));
}

/** The company a path names must be the caller's (403 otherwise; 404 when it does not exist). */
export async function assertOwnCompany(db: Executor, user: CurrentUser, companyGuid: string): Promise<void> {
  if (companyGuid.toLowerCase() === user.company.guid) return;
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.guid, companyGuid.toLowerCase()));
  if (!row) throw notFound('Company not found');
  throw new ForbiddenError();
}

/** GET /api/companies/{guid}/users: the company's users (the assignee picker adds "Unassigned"). */
export async function companyUsers(db: Executor, user: CurrentUser): Promise<TeamUserView[]> {
  const rows = await db
    .select({
      id: users.id,
      guid: users.guid,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      active: users.active,
    })
    .from(users)
    .where(eq(users.companyId, user.company.id))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  return rows.map(toTeamUser);
}

/** Assigns a lead to a user of the caller's company (null: Unassigned) and tells the new assignee. */
export function assignLead(
  db: Database,
  user: CurrentUser,
  subject: PolicySubject,
  stageId: number,
  userGuid: string | null,
  now: Date,
): Promise<LeadView> {
  return db.transaction(async (tx) => {
    const stage = await stageOf(tx, stageId);
    assertCan(subject, { type: 'lead.write', stage: stage.stage });
    let assignee: { id: number; guid: string; firstName: string; lastName: string } | null = null;
    if (userGuid) {
      const [row] = await tx
        .select({
          id: users.id,
          guid: users.guid,
          firstName: users.firstName,
          lastName: users.lastName,
          companyId: users.companyId,
          active: users.active,
        })
        .from(users)
        .where(eq(users.guid, userGuid.toLowerCase()));
      if (!row || row.companyId !== user.company.id)
        throw new ForbiddenError('Leads can only be assigned to users of your company');
      if (!row.active) throw badRequest('userGuid: this user is no longer active');
      assignee = row;
    }
    const a = procurementStageAssignees;
    const previousId = await currentAssigneeId(tx, user.team.id, stage.id);
    if (previousId === (assignee?.id ?? null)) return loadLead(tx, user, stage.id);
    const [previous] =
      previousId === null
        ? []
        : await tx
            .select({ guid: users.guid, firstName: users.firstName, lastName: users.lastName })
            .from(users)
            .where(eq(users.id, previousId));
    if (assignee) {
      await tx
        .insert(a)
        .values({
          teamId: user.team.id,
          procurementStageId: stage.id,
          userId: assignee.id,
          assignedById: user.id,
          assignedAt: now,
        })
        .onConflictDoUpdate({
          target: [a.teamId, a.procurementStageId],
          set: { userId: assignee.id, assignedById: user.id, assignedAt: now },
        });
      if (assignee.id !== user.id) {
        await createNotifications(tx, [
          {
            userId: assignee.id,
            verb: 'assign',
            link: `/records/${stage.noticeGuid}`,
            actorUserId: user.id,
            createdAt: now,
            textAttributes: {
              actorName: fullName(user),
              recordTitle: stage.noticeName,
              oldAssignee: previous ? { guid: previous.guid, name: fullName(previous) } : null,
              newAssignee: { guid: assignee.guid, name: fullName(assignee) },
            },
          },
        ]);
      }
    } else {
      await tx.delete(a).where(and(eq(a.teamId, user.team.id), eq(a.procurementStageId, stage.id)));
    }
    return loadLead(tx, user, stage.id);
  });
}

// ---------------------------------------------------------------------------------------------
// Comments

export interface CommentView {
  id: string;
  procurementStageId: string;
  content: string;
  author: { guid: string; firstName: string; lastName: string } | null;
  createdAt: string;
  lastEditedAt: string | null;
  deletedAt: string | null;
}

const author = alias(users, 'comment_author');

const commentColumns = {
  id: comments.id,
  procurementStageId: comments.procurementStageId,
  content: comments.content,
  authorId: comments.authorId,
  companyId: comments.companyId,
  createdAt: comments.createdAt,
  lastEditedAt: comments.lastEditedAt,
  deletedAt: comments.deletedAt,
  authorGuid: author.guid,
  authorFirstName: author.firstName,
  authorLastName: author.lastName,
};

export type CommentRowView = {
  id: number;
  procurementStageId: number | null;
  content: string;
  authorId: number | null;
  companyId: number;
  createdAt: Date;
  lastEditedAt: Date | null;
  deletedAt: Date | null;
  authorGuid: string | null;
  authorFirstName: string | null;
  authorLastName: string | null;
};

export function toCommentView(r: CommentRowView): CommentView {
  return {
    id: String(r.id),
    procurementStageId: String(r.procurementStageId ?? ''),
    // A deleted comment's text stays in the table for the audit, never on the wire.
    content: r.deletedAt ? '' : r.content,
    author:
      r.authorGuid === null
        ? null
        : { guid: r.authorGuid, firstName: r.authorFirstName ?? '', lastName: r.authorLastName ?? '' },
    createdAt: r.createdAt.toISOString(),
    lastEditedAt: iso(r.lastEditedAt),
    deletedAt: iso(r.deletedAt),
  };
}

/** The company's comments on a lead, oldest first (deleted ones included, without content). */
export async function listComments(db: Executor, user: CurrentUser, stageId: number): Promise<CommentView[]> {
  await stageOf(db, stageId);
  const rows = await db
    .select(commentColumns)
    .from(comments)
    .leftJoin(author, eq(author.id, comments.authorId))
    .where(and(eq(comments.companyId, user.company.id), eq(comments.procurementStageId, stageId)))
    .orderBy(asc(comments.createdAt), asc(comments.id));
  return rows.map(toCommentView);
}

/** Comments with their author's name (opportunities/comments.ts lists an opportunity's with it). */
export const selectComments = (db: Executor) =>
  db.select(commentColumns).from(comments).leftJoin(author, eq(author.id, comments.authorId));

export async function loadComment(db: Executor, id: number): Promise<CommentRowView> {
  const [row] = await db
    .select(commentColumns)
    .from(comments)
    .leftJoin(author, eq(author.id, comments.authorId))
    .where(eq(comments.id, id));
  if (!row) throw notFound('Comment not found');
  return row;
}

/**
 * Adds a comment. Mentions (`@[Name](guid)`) of active teammates other than the author get a
 * 'mention' notification; the lead's followers (assignee and earlier commenters of the company)
 * get a 'comment' one. Mentions of anyone else are left as text.
 */
export function createComment(
  db: Database,
  user: CurrentUser,
  subject: PolicySubject,
  stageId: number,
  content: string,
  now: Date,
): Promise<CommentView> {
  return db.transaction(async (tx) => {
    const stage = await stageOf(tx, stageId);
    assertCan(subject, { type: 'lead.write', stage: stage.stage });
    const [inserted] = await tx
      .insert(comments)
      .values({
        companyId: user.company.id,
        procurementStageId: stage.id,
        authorId: user.id,
        content,
        createdAt: now,
      })
      .returning({ id: comments.id });
    if (!inserted) throw new Error('comment not created');

    const guids = mentionedGuids(content);
    const mentioned =
      guids.length === 0
        ? []
        : await tx
            .select({ id: users.id })
            .from(users)
            .where(
              and(
                inArray(users.guid, guids),
                eq(users.companyId, user.company.id),
                eq(users.active, true),
                ne(users.id, user.id),
              ),
            );
    const mentionedIds = new Set(mentioned.map((m) => m.id));

    const followerRows = await tx
      .selectDistinct({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.companyId, user.company.id),
          eq(users.active, true),
          ne(users.id, user.id),
          sql`(${users.id} in (select ${procurementStageAssignees.userId} from ${procurementStageAssignees} where ${procurementStageAssignees.procurementStageId} = ${stage.id} and ${procurementStageAssignees.teamId} = ${user.team.id})
            or ${users.id} in (select ${comments.authorId} from ${comments} where ${comments.procurementStageId} = ${stage.id} and ${comments.companyId} = ${user.company.id} and ${comments.deletedAt} is null))`,
        ),
      );
    const base = {
      link: `/records/${stage.noticeGuid}`,
      actorUserId: user.id,
      createdAt: now,
      textAttributes: {
        actorName: fullName(user),
        recordTitle: stage.noticeName,
        commentText: commentPlainText(content),
      },
    };
    const notes: NewNotification[] = [
      ...[...mentionedIds].map((userId) => ({ ...base, userId, verb: 'mention' as const })),
      ...followerRows
        .filter((f) => !mentionedIds.has(f.id))
        .map((f) => ({ ...base, userId: f.id, verb: 'comment' as const })),
    ];
    await createNotifications(tx, notes);
    return toCommentView(await loadComment(tx, inserted.id));
  });
}

async function editableComment(db: Executor, subject: PolicySubject, id: number): Promise<CommentRowView> {
  const row = await loadComment(db, id);
  if (row.companyId !== subject.companyId) throw notFound('Comment not found');
  if (row.deletedAt) throw notFound('Comment not found');
  assertCan(subject, {
    type: 'comment.edit',
    resource: { authorId: row.authorId, companyId: row.companyId },
  });
  return row;
}

/** Only the author edits; sets lastEditedAt ('Edited'). */
export function updateComment(
  db: Database,
  subject: PolicySubject,
  id: number,
  content: string,
  now: Date,
): Promise<CommentView> {
  return db.transaction(async (tx) => {
    await editableComment(tx, subject, id);
    await tx.update(comments).set({ content, lastEditedAt: now }).where(eq(comments.id, id));
    return toCommentView(await loadComment(tx, id));
  });
}

/** Only the author deletes: a soft delete (deletedAt), the text kept for the audit. */
export function deleteComment(
  db: Database,
  subject: PolicySubject,
  id: number,
  now: Date,
): Promise<CommentView> {
  return db.transaction(async (tx) => {
    const row = await editableComment(tx, subject, id);
    await tx
      .update(comments)
      .set({ deletedAt: now })
      .where(and(eq(comments.id, id), isNull(comments.deletedAt)));
    // The comment's notifications were written by its author with the comment's own createdAt:
    // mark them deleted so the panel shows '[This comment was deleted]'.
    await tx
      .update(notifications)
      .set({
        textAttributes: sql`${notifications.textAttributes} || ${JSON.stringify({ deletedAt: now.toISOString() })}::jsonb`,
      })
      .where(
        and(
          inArray(notifications.verb, ['comment', 'mention']),
          eq(notifications.actorUserId, row.authorId ?? 0),
          eq(notifications.createdAt, row.createdAt),
        ),
      );
    return toCommentView(await loadComment(tx, id));
  });
}

// ---------------------------------------------------------------------------------------------
// Seen-by

export interface SeenByUserView {
  guid: string;
  firstName: string;
  lastName: string;
}

export async function noticeIdByGuid(
  db: Executor,
  guid: string,
): Promise<{ id: number; name: string; stage: NoticeStageValue }> {
  const [row] = await db
    .select({ id: notices.id, name: notices.name, stage: notices.stage })
    .from(notices)
    .where(eq(notices.guid, guid.toLowerCase()));
  if (!row) throw notFound('Record not found');
  return row;
}

/** Adds the user once (a second call changes nothing). */
export async function markRecordSeen(
  db: Database,
  userId: number,
  recordGuid: string,
  now: Date,
): Promise<void> {
  const notice = await noticeIdByGuid(db, recordGuid);
  await db.insert(noticeSeenBy).values({ noticeId: notice.id, userId, seenAt: now }).onConflictDoNothing();
}

/** Users of the caller's company who have seen the record, first seen first. */
export async function seenByUsers(
  db: Executor,
  user: CurrentUser,
  noticeId: number,
): Promise<SeenByUserView[]> {
  return db
    .select({ guid: users.guid, firstName: users.firstName, lastName: users.lastName })
    .from(noticeSeenBy)
    .innerJoin(users, eq(users.id, noticeSeenBy.userId))
    .where(and(eq(noticeSeenBy.noticeId, noticeId), eq(users.companyId, user.company.id)))
    .orderBy(asc(noticeSeenBy.seenAt), asc(users.id));
}

/** The leads (procurement stages) of a notice as the team sees them. */
export async function leadsOfNotice(db: Executor, user: CurrentUser, noticeId: number): Promise<LeadView[]> {
  const rows = await db
    .select({ id: procurementStages.id })
    .from(procurementStages)
    .where(eq(procurementStages.noticeId, noticeId));
  return loadLeads(
    db,
    user,
    rows.map((r) => r.id),
  );
}
