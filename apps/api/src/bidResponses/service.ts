/**
 * Bid responses (issue 12, spec 2§3 Bid response, 2§7 bid response mutations): tender documents are
 * uploaded to an opportunity, kept in FileStorage and read by the durable extraction job (owner type
 * `bid_response`); when the text is ready, the requirement extractor (the AI interface, extractor.ts)
 * turns it into bid responses in the same transaction. Each response has an assignee, a reviewer, a
 * due date, a stage of the company's bid-response workflow and its text with a change history; it is
 * soft deleted. Every read and write is scoped to the caller's company (another company's opportunity
 * or response is "not found") and checked against the policy (`workspace.read`, `opportunity.write`:
 * a guest never writes). Assigning notifies the new assignee and reviewer ('assign').
 */
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  FILE_TOO_LARGE_MESSAGE,
  MAX_UPLOAD_BYTES,
  UNSUPPORTED_FILE_MESSAGE,
  contentTypeOf,
  extractableKindOf,
  type DocumentStatus,
} from '@tenderlens/domain/files';
import type { Database, Executor } from '../db/client';
import {
  bidResponseRevisions,
  bidResponseSources,
  bidResponses,
  opportunities,
  opportunityStages,
  opportunityTransitions,
  opportunityWorkflows,
  users,
  type BidResponseRow,
  type BidResponseSourceRow,
} from '../db/schema/index';
import { badRequest, HttpError } from '../http/errors';
import { createNotifications } from '../notifications/service';
import type { NewNotification } from '../notifications/schemas';
import { assertCan, type PolicySubject } from '../policy/index';
import type { CurrentUser } from '../users/currentUser';
import { notFound } from '../workspace/http';
import { enqueueExtraction, extractionSections, findOwnerExtraction, requeueExtraction, type ExtractionHandler } from '../files/jobs';
import type { FileStorage } from '../files/storage';
import type { RequirementExtractor } from './extractor';

export interface BidResponseDeps {
  db: Database;
  files: FileStorage;
  /** Wakes the extraction worker (a file was queued). */
  wake: () => void;
}

/** The bid-response workflow's stages, in order (decision 0054). */
export const BID_RESPONSE_STAGES = [
  { name: 'To do', color: 'grey', iconName: 'circle' },
  { name: 'Drafting', color: 'blue', iconName: 'edit' },
  { name: 'In review', color: 'orange', iconName: 'eye' },
  { name: 'Complete', color: 'green', iconName: 'check' },
] as const;

export interface BidResponseStageView {
  id: string;
  name: string;
  color: string | null;
  order: number;
}

async function workflowId(db: Executor, companyId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: opportunityWorkflows.id })
    .from(opportunityWorkflows)
    .where(and(eq(opportunityWorkflows.companyId, companyId), eq(opportunityWorkflows.kind, 'bid_response'), eq(opportunityWorkflows.isDefault, true)));
  return row?.id ?? null;
}

/** The company's bid-response workflow id, created with the standard stages when missing. */
export async function ensureBidResponseWorkflow(db: Executor, companyId: number): Promise<number> {
  const existing = await workflowId(db, companyId);
  if (existing !== null) return existing;
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(opportunityWorkflows)
      .values({ companyId, name: 'Bid responses', kind: 'bid_response', isDefault: true })
      .onConflictDoNothing()
      .returning({ id: opportunityWorkflows.id });
    if (!created) return (await workflowId(tx, companyId)) ?? 0;
    for (const [order, stage] of BID_RESPONSE_STAGES.entries()) {
      const [row] = await tx
        .insert(opportunityStages)
        .values({ workflowId: created.id, name: stage.name, color: stage.color, iconName: stage.iconName, iconColor: stage.color })
        .returning({ id: opportunityStages.id });
      if (row) await tx.insert(opportunityTransitions).values({ workflowId: created.id, stageId: row.id, group: 'Bidding', order });
    }
    return created.id;
  });
}

export async function bidResponseStages(db: Executor, companyId: number): Promise<BidResponseStageView[]> {
  const id = await ensureBidResponseWorkflow(db, companyId);
  const rows = await db
    .select({ id: opportunityStages.id, name: opportunityStages.name, color: opportunityStages.color, order: opportunityTransitions.order })
    .from(opportunityTransitions)
    .innerJoin(opportunityStages, eq(opportunityStages.id, opportunityTransitions.stageId))
    .where(eq(opportunityTransitions.workflowId, id))
    .orderBy(asc(opportunityTransitions.order));
  return rows.map((r) => ({ id: String(r.id), name: r.name, color: r.color, order: r.order }));
}

/** The caller's company's live opportunity (404 otherwise). */
async function ownOpportunity(db: Executor, user: CurrentUser, opportunityId: number): Promise<{ id: number; name: string }> {
  const [row] = await db
    .select({ id: opportunities.id, name: opportunities.name })
    .from(opportunities)
    .where(and(eq(opportunities.id, opportunityId), eq(opportunities.companyId, user.company.id), isNull(opportunities.deletedAt)));
  if (!row) throw notFound('Opportunity not found');
  return row;
}

// ---------------------------------------------------------------------------------------------
// Tender documents and extraction

export interface BidResponseSourceView {
  id: string;
  fileName: string;
  sizeBytes: number;
  status: DocumentStatus;
  error: string | null;
  responseCount: number;
  extractor: string | null;
  createdAt: string;
}

const sourceView = (r: BidResponseSourceRow): BidResponseSourceView => ({
  id: String(r.id),
  fileName: r.fileName,
  sizeBytes: r.sizeBytes,
  status: r.status,
  error: r.error,
  responseCount: r.responseCount,
  extractor: r.extractor,
  createdAt: r.createdAt.toISOString(),
});

export interface TenderUpload {
  bytes: Uint8Array;
  fileName: string;
  contentType: string | null;
}

/**
 * Stores a tender document, records it against the opportunity and queues its extraction (one
 * transaction; the file is removed again if it fails). Refuses types it cannot read (415) and files
 * over MAX_UPLOAD_BYTES (413).
 */
export async function uploadTenderDocument(
  deps: BidResponseDeps,
  user: CurrentUser,
  subject: PolicySubject,
  opportunityId: number,
  file: TenderUpload,
): Promise<BidResponseSourceView> {
  assertCan(subject, { type: 'opportunity.write' });
  await ownOpportunity(deps.db, user, opportunityId);
  const kind = extractableKindOf(file.fileName, file.contentType);
  if (!kind) throw new HttpError(415, 'unsupported_file', UNSUPPORTED_FILE_MESSAGE);
  if (file.bytes.length > MAX_UPLOAD_BYTES) throw new HttpError(413, 'file_too_large', FILE_TOO_LARGE_MESSAGE);
  const storageKey = `bid-responses/${user.company.id}/${randomUUID()}`;
  const contentType = file.contentType?.split(';')[0]?.trim() || contentTypeOf(kind);
  await deps.files.put(storageKey, file.bytes, { contentType });
  try {
    const row = await deps.db.transaction(async (tx) => {
      const [source] = await tx
        .insert(bidResponseSources)
        .values({
          companyId: user.company.id,
          opportunityId,
          uploadedBy: user.id,
          fileName: file.fileName,
          contentType,
          sizeBytes: file.bytes.length,
          storageKey,
        })
        .returning();
      if (!source) throw new Error('tender document not recorded');
      await enqueueExtraction(tx, { ownerType: 'bid_response', ownerId: source.id, storageKey, fileName: file.fileName, contentType });
      return source;
    });
    deps.wake();
    return sourceView(row);
  } catch (error) {
    await deps.files.delete(storageKey).catch(() => undefined);
    throw error;
  }
}

/**
 * The extraction job's handler for tender documents: the requirement extractor reads the text and
 * its requirements become the opportunity's bid responses, in the job's transaction (all or none).
 */
export function bidResponseExtractionHandler(extractor: () => RequirementExtractor): ExtractionHandler {
  return {
    async onComplete(tx, job) {
      const [source] = await tx.select().from(bidResponseSources).where(eq(bidResponseSources.id, job.ownerId)).for('update');
      if (!source) return;
      const reader = extractor();
      const requirements = await reader.extract(await extractionSections(tx, job.id));
      const stageId = Number((await bidResponseStages(tx, source.companyId))[0]?.id ?? 0) || null;
      const [last] = await tx
        .select({ position: sql<number>`coalesce(max(${bidResponses.position}), -1)::int` })
        .from(bidResponses)
        .where(eq(bidResponses.opportunityId, source.opportunityId));
      const start = (last?.position ?? -1) + 1;
      const rows = requirements.map((r, i) => ({
        companyId: source.companyId,
        opportunityId: source.opportunityId,
        sourceId: source.id,
        position: start + i,
        reference: r.reference,
        title: r.title,
        section: r.section,
        description: r.description,
        weighting: r.weighting,
        formattingRequirements: r.formattingRequirements,
        stageId,
        createdBy: source.uploadedBy,
      }));
      for (let i = 0; i < rows.length; i += 200) await tx.insert(bidResponses).values(rows.slice(i, i + 200));
      await tx
        .update(bidResponseSources)
        .set({ status: 'complete', error: null, responseCount: rows.length, extractor: reader.name, updatedAt: sql`now()` })
        .where(eq(bidResponseSources.id, source.id));
    },
    async onFailed(tx, job, error) {
      await tx.update(bidResponseSources).set({ status: 'failed', error, updatedAt: sql`now()` }).where(eq(bidResponseSources.id, job.ownerId));
    },
  };
}

/** Reads a failed tender document again ('extract'). */
export async function retryTenderDocument(deps: BidResponseDeps, user: CurrentUser, subject: PolicySubject, sourceId: number): Promise<BidResponseSourceView> {
  assertCan(subject, { type: 'opportunity.write' });
  const row = await deps.db.transaction(async (tx) => {
    const [source] = await tx
      .select()
      .from(bidResponseSources)
      .where(and(eq(bidResponseSources.id, sourceId), eq(bidResponseSources.companyId, user.company.id)))
      .for('update');
    if (!source) throw notFound('Tender document not found');
    await ownOpportunity(tx, user, source.opportunityId);
    if (source.status !== 'failed') throw new HttpError(409, 'conflict', 'Only a failed extraction can be retried');
    const job = await findOwnerExtraction(tx, 'bid_response', source.id);
    if (job) await requeueExtraction(tx, job.id);
    else await enqueueExtraction(tx, { ownerType: 'bid_response', ownerId: source.id, storageKey: source.storageKey, fileName: source.fileName, contentType: source.contentType });
    const [updated] = await tx
      .update(bidResponseSources)
      .set({ status: 'processing', error: null, updatedAt: sql`now()` })
      .where(eq(bidResponseSources.id, source.id))
      .returning();
    return updated ?? source;
  });
  deps.wake();
  return sourceView(row);
}

// ---------------------------------------------------------------------------------------------
// Responses

export interface UserRefView {
  id: string;
  name: string;
}

export interface BidResponseChangeView {
  id: string;
  response: string;
  createdAt: string;
  user: UserRefView | null;
}

export interface BidResponseView {
  id: string;
  opportunityId: string;
  reference: string | null;
  title: string;
  section: string | null;
  description: string | null;
  weighting: number | null;
  formattingRequirements: string | null;
  response: string;
  stageId: string | null;
  assignee: UserRefView | null;
  reviewer: UserRefView | null;
  dueDate: string | null;
  deletedAt: string | null;
  source: { id: string; fileName: string } | null;
  createdAt: string;
  updatedAt: string;
}

const assignees = alias(users, 'assignee');
const reviewers = alias(users, 'reviewer');

const responseColumns = {
  row: bidResponses,
  assigneeFirst: assignees.firstName,
  assigneeLast: assignees.lastName,
  reviewerFirst: reviewers.firstName,
  reviewerLast: reviewers.lastName,
  sourceFileName: bidResponseSources.fileName,
};

type ResponseRow = {
  row: BidResponseRow;
  assigneeFirst: string | null;
  assigneeLast: string | null;
  reviewerFirst: string | null;
  reviewerLast: string | null;
  sourceFileName: string | null;
};

const nameOf = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

function responseView(r: ResponseRow): BidResponseView {
  const b = r.row;
  return {
    id: String(b.id),
    opportunityId: String(b.opportunityId),
    reference: b.reference,
    title: b.title,
    section: b.section,
    description: b.description,
    weighting: b.weighting,
    formattingRequirements: b.formattingRequirements,
    response: b.response,
    stageId: b.stageId === null ? null : String(b.stageId),
    assignee: b.assigneeId === null ? null : { id: String(b.assigneeId), name: nameOf(r.assigneeFirst, r.assigneeLast) },
    reviewer: b.reviewerId === null ? null : { id: String(b.reviewerId), name: nameOf(r.reviewerFirst, r.reviewerLast) },
    dueDate: b.dueDate,
    deletedAt: b.deletedAt?.toISOString() ?? null,
    source: b.sourceId === null ? null : { id: String(b.sourceId), fileName: r.sourceFileName ?? '' },
    createdAt: b.createdAt.toISOString(),
    updatedAt: b.updatedAt.toISOString(),
  };
}

function selectResponses(db: Executor) {
  return db
    .select(responseColumns)
    .from(bidResponses)
    .leftJoin(assignees, eq(assignees.id, bidResponses.assigneeId))
    .leftJoin(reviewers, eq(reviewers.id, bidResponses.reviewerId))
    .leftJoin(bidResponseSources, eq(bidResponseSources.id, bidResponses.sourceId));
}

export interface BidResponsesView {
  opportunityId: string;
  responses: BidResponseView[];
  sources: BidResponseSourceView[];
  stages: BidResponseStageView[];
}

/** An opportunity's live responses (document order), its tender documents (newest first) and the stages. */
export async function listBidResponses(db: Executor, user: CurrentUser, subject: PolicySubject, opportunityId: number): Promise<BidResponsesView> {
  assertCan(subject, { type: 'workspace.read' });
  await ownOpportunity(db, user, opportunityId);
  const [rows, sources, stages] = await Promise.all([
    selectResponses(db)
      .where(and(eq(bidResponses.opportunityId, opportunityId), eq(bidResponses.companyId, user.company.id), isNull(bidResponses.deletedAt)))
      .orderBy(asc(bidResponses.position), asc(bidResponses.id)),
    db
      .select()
      .from(bidResponseSources)
      .where(and(eq(bidResponseSources.opportunityId, opportunityId), eq(bidResponseSources.companyId, user.company.id)))
      .orderBy(desc(bidResponseSources.createdAt), desc(bidResponseSources.id)),
    bidResponseStages(db, user.company.id),
  ]);
  return { opportunityId: String(opportunityId), responses: rows.map(responseView), sources: sources.map(sourceView), stages };
}

async function ownResponse(db: Executor, user: CurrentUser, id: number, lock = false): Promise<BidResponseRow> {
  const q = db
    .select()
    .from(bidResponses)
    .innerJoin(opportunities, eq(opportunities.id, bidResponses.opportunityId))
    .where(and(eq(bidResponses.id, id), eq(bidResponses.companyId, user.company.id), isNull(bidResponses.deletedAt), isNull(opportunities.deletedAt)));
  const [row] = lock ? await q.for('update', { of: bidResponses }) : await q;
  if (!row) throw notFound('Bid response not found');
  return row.bid_responses;
}

async function loadResponse(db: Executor, id: number): Promise<BidResponseView> {
  const [row] = await selectResponses(db).where(eq(bidResponses.id, id));
  if (!row) throw notFound('Bid response not found');
  return responseView(row);
}

export async function getBidResponse(db: Executor, user: CurrentUser, subject: PolicySubject, id: number): Promise<BidResponseView> {
  assertCan(subject, { type: 'workspace.read' });
  await ownResponse(db, user, id);
  return loadResponse(db, id);
}

/** The response text's history, newest first. */
export async function bidResponseChanges(db: Executor, responseId: number): Promise<BidResponseChangeView[]> {
  const rows = await db
    .select({ id: bidResponseRevisions.id, response: bidResponseRevisions.response, createdAt: bidResponseRevisions.createdAt, first: users.firstName, last: users.lastName, userId: users.id })
    .from(bidResponseRevisions)
    .leftJoin(users, eq(users.id, bidResponseRevisions.userId))
    .where(eq(bidResponseRevisions.responseId, responseId))
    .orderBy(desc(bidResponseRevisions.createdAt), desc(bidResponseRevisions.id))
    .limit(100);
  return rows.map((r) => ({
    id: String(r.id),
    response: r.response,
    createdAt: r.createdAt.toISOString(),
    user: r.userId === null ? null : { id: String(r.userId), name: nameOf(r.first, r.last) },
  }));
}

export interface BidResponseFields {
  reference?: string | null | undefined;
  title?: string | undefined;
  section?: string | null | undefined;
  description?: string | null | undefined;
  weighting?: number | null | undefined;
  formattingRequirements?: string | null | undefined;
  response?: string | undefined;
  stageId?: number | null | undefined;
  assigneeId?: number | null | undefined;
  reviewerId?: number | null | undefined;
  dueDate?: string | null | undefined;
}

async function teammate(db: Executor, user: CurrentUser, userId: number, field: string) {
  const [row] = await db
    .select({ id: users.id, guid: users.guid, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, user.company.id), eq(users.active, true)));
  if (!row) throw badRequest(`${field}: not an active user of your company`);
  return row;
}

async function checkStage(db: Executor, user: CurrentUser, stageId: number) {
  const stages = await bidResponseStages(db, user.company.id);
  if (!stages.some((s) => s.id === String(stageId))) throw badRequest('stageId: not a stage of your bid-response workflow');
}

async function checkFields(db: Executor, user: CurrentUser, input: BidResponseFields) {
  if (input.stageId) await checkStage(db, user, input.stageId);
  if (input.assigneeId) await teammate(db, user, input.assigneeId, 'assigneeId');
  if (input.reviewerId) await teammate(db, user, input.reviewerId, 'reviewerId');
}

/** 'assign' notifications for a new assignee or reviewer (never the person who made the change). */
async function assignNotes(
  db: Executor,
  user: CurrentUser,
  response: { id: number; opportunityId: number; reference: string | null; title: string },
  before: { assigneeId: number | null; reviewerId: number | null },
  after: { assigneeId: number | null; reviewerId: number | null },
  now: Date,
): Promise<NewNotification[]> {
  const notes: NewNotification[] = [];
  const recordTitle = response.reference ? `${response.reference} ${response.title}` : response.title;
  for (const key of ['assigneeId', 'reviewerId'] as const) {
    const next = after[key];
    if (next === null || next === before[key] || next === user.id) continue;
    const to = await teammate(db, user, next, key);
    const [previous] = before[key] === null ? [] : await db.select({ guid: users.guid, firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, before[key]));
    notes.push({
      userId: to.id,
      verb: 'assign',
      link: `/opportunities/${response.opportunityId}?response=${response.id}`,
      actorUserId: user.id,
      createdAt: now,
      textAttributes: {
        actorName: nameOf(user.firstName, user.lastName),
        recordTitle: key === 'reviewerId' ? `Review: ${recordTitle}` : recordTitle,
        oldAssignee: previous ? { guid: previous.guid, name: nameOf(previous.firstName, previous.lastName) } : null,
        newAssignee: { guid: to.guid, name: nameOf(to.firstName, to.lastName) },
      },
    });
  }
  return notes;
}

/** Adds a response by hand ('create'), at the end of the opportunity's list. */
export function createBidResponse(
  db: Database,
  user: CurrentUser,
  subject: PolicySubject,
  opportunityId: number,
  input: BidResponseFields & { title: string },
  now = new Date(),
): Promise<BidResponseView> {
  assertCan(subject, { type: 'opportunity.write' });
  return db.transaction(async (tx) => {
    await ownOpportunity(tx, user, opportunityId);
    await checkFields(tx, user, input);
    const stageId = input.stageId ?? (Number((await bidResponseStages(tx, user.company.id))[0]?.id ?? 0) || null);
    const [last] = await tx
      .select({ position: sql<number>`coalesce(max(${bidResponses.position}), -1)::int` })
      .from(bidResponses)
      .where(eq(bidResponses.opportunityId, opportunityId));
    const [row] = await tx
      .insert(bidResponses)
      .values({ ...input, stageId, companyId: user.company.id, opportunityId, position: (last?.position ?? -1) + 1, createdBy: user.id, createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error('bid response not created');
    if (input.response) await tx.insert(bidResponseRevisions).values({ responseId: row.id, userId: user.id, response: input.response, createdAt: now });
    const notes = await assignNotes(tx, user, { ...row, opportunityId }, { assigneeId: null, reviewerId: null }, { assigneeId: row.assigneeId, reviewerId: row.reviewerId }, now);
    if (notes.length > 0) await createNotifications(tx, notes);
    return loadResponse(tx, row.id);
  });
}

/** Edits in place ('update'): only the fields given change; a new text is kept in the history. */
export function updateBidResponse(
  db: Database,
  user: CurrentUser,
  subject: PolicySubject,
  id: number,
  input: BidResponseFields,
  now = new Date(),
): Promise<BidResponseView> {
  assertCan(subject, { type: 'opportunity.write' });
  return db.transaction(async (tx) => {
    const before = await ownResponse(tx, user, id, true);
    await checkFields(tx, user, input);
    const set = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as BidResponseFields;
    if (Object.keys(set).length > 0) await tx.update(bidResponses).set({ ...set, updatedAt: now }).where(eq(bidResponses.id, id));
    if (input.response !== undefined && input.response !== before.response) {
      await tx.insert(bidResponseRevisions).values({ responseId: id, userId: user.id, response: input.response, createdAt: now });
    }
    const after = {
      assigneeId: input.assigneeId === undefined ? before.assigneeId : input.assigneeId,
      reviewerId: input.reviewerId === undefined ? before.reviewerId : input.reviewerId,
    };
    const notes = await assignNotes(tx, user, { ...before, title: input.title ?? before.title, reference: input.reference === undefined ? before.reference : input.reference }, before, after, now);
    if (notes.length > 0) await createNotifications(tx, notes);
    return loadResponse(tx, id);
  });
}

/** Soft delete ('delete'): the response leaves every list; its history stays. */
export function deleteBidResponse(db: Database, user: CurrentUser, subject: PolicySubject, id: number, now = new Date()): Promise<string> {
  assertCan(subject, { type: 'opportunity.write' });
  return db.transaction(async (tx) => {
    await ownResponse(tx, user, id, true);
    await tx.update(bidResponses).set({ deletedAt: now, updatedAt: now }).where(eq(bidResponses.id, id));
    return String(id);
  });
}

/** Live responses per opportunity and how many are in the last (complete) stage: the /bids progress. */
export async function bidResponseProgress(db: Executor, companyId: number, opportunityIds: readonly number[]): Promise<Map<number, { total: number; complete: number }>> {
  const out = new Map<number, { total: number; complete: number }>();
  if (opportunityIds.length === 0) return out;
  const stages = await bidResponseStages(db, companyId);
  const last = stages[stages.length - 1]?.id;
  const rows = await db
    .select({
      opportunityId: bidResponses.opportunityId,
      total: sql<number>`count(*)::int`,
      complete: sql<number>`count(*) filter (where ${bidResponses.stageId} = ${last ? Number(last) : -1})::int`,
    })
    .from(bidResponses)
    .where(and(inArray(bidResponses.opportunityId, [...opportunityIds]), eq(bidResponses.companyId, companyId), isNull(bidResponses.deletedAt)))
    .groupBy(bidResponses.opportunityId);
  for (const r of rows) out.set(Number(r.opportunityId), { total: Number(r.total), complete: Number(r.complete) });
  return out;
}

export { ownOpportunity as assertOwnOpportunity };
