/**
 * Bid/no-bid reports (spec 2§2, 2§3; decision 0034): generated for an opportunity of the caller's
 * company through the AI interface. The credit is spent in the transaction that creates the report
 * (credits.ts); the generation runs after it (the transaction is not held open over an AI call) and a
 * failed generation marks the report failed and gives the credit back. Answers can be edited; a
 * public link (`publicHash`) serves the report signed-out.
 */
import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { bidReportAllowance, type Plan } from '@tenderlens/domain/plans';
import type { AppConfig } from '../config';
import { queryRows, type Database, type Executor } from '../db/client';
import { bidReports, opportunities, type BidReportContent } from '../db/schema/index';
import { assertCan, ForbiddenError, type PolicySubject } from '../policy/index';
import { viewerOf } from '../policy/projection';
import { SummaryGenerationError } from '../recordSummary/generator';
import { notFound } from '../workspace/http';
import { refundBidCredit, spendBidCredit } from './credits';
import { createEmbeddedBidGenerator } from './embedded';
import { gatherBidFacts } from './facts';
import type { BidReportGenerator } from './generator';
import { createOpenAiBidGenerator } from './openai';

export function createBidReportGenerator(config: Pick<AppConfig, 'ai'>): BidReportGenerator {
  return config.ai ? createOpenAiBidGenerator(config.ai) : createEmbeddedBidGenerator();
}

export interface BidReportView {
  id: string;
  guid: string;
  opportunityId: string;
  opportunityName: string;
  status: string;
  publicHash: string | null;
  content: BidReportContent;
  error: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Stages whose opportunities are live bid projects (spec 2§4 qualifications). */
export const BIDDING_QUALIFICATIONS = ['bid_prep', 'bid_submitted'] as const;
const CLOSED_QUALIFICATIONS = ['won', 'lost', 'no_bid'] as const;

const columns = {
  id: bidReports.id,
  guid: bidReports.guid,
  opportunityId: bidReports.opportunityId,
  opportunityName: opportunities.name,
  status: bidReports.status,
  publicHash: bidReports.publicHash,
  content: bidReports.content,
  error: bidReports.error,
  createdAt: bidReports.createdAt,
  updatedAt: bidReports.updatedAt,
};
interface Row {
  id: number;
  guid: string;
  opportunityId: number | null;
  opportunityName: string;
  status: string;
  publicHash: string | null;
  content: BidReportContent;
  error: string | null;
  createdAt: Date;
  updatedAt: Date;
}
const toView = (r: Row): BidReportView => ({
  id: String(r.id),
  guid: r.guid,
  opportunityId: String(r.opportunityId),
  opportunityName: r.opportunityName,
  status: r.status,
  publicHash: r.publicHash,
  content: r.content,
  error: r.error,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

const reportsOf = (db: Executor) =>
  db.select(columns).from(bidReports).innerJoin(opportunities, and(eq(opportunities.id, bidReports.opportunityId), isNull(opportunities.deletedAt)));

async function ownOpportunity(db: Executor, companyId: number, id: number): Promise<number> {
  const [row] = await db
    .select({ id: opportunities.id })
    .from(opportunities)
    .where(and(eq(opportunities.id, id), eq(opportunities.companyId, companyId), isNull(opportunities.deletedAt)));
  if (!row) throw notFound('Opportunity not found');
  return row.id;
}

async function loadReport(db: Executor, companyId: number, id: number): Promise<BidReportView> {
  const [row] = await reportsOf(db).where(and(eq(bidReports.id, id), eq(bidReports.companyId, companyId)));
  if (!row) throw notFound('Bid report not found');
  return toView(row);
}

/** The opportunity's latest report, or null. */
export async function bidReportOf(db: Executor, subject: PolicySubject, opportunityId: number): Promise<BidReportView | null> {
  assertCan(subject, { type: 'workspace.read' });
  const oid = await ownOpportunity(db, subject.companyId, opportunityId);
  const [row] = await reportsOf(db).where(eq(bidReports.opportunityId, oid)).orderBy(desc(bidReports.createdAt), desc(bidReports.id)).limit(1);
  return row ? toView(row) : null;
}

/** The company's reports, newest first (the navigation's 'Bid / no-bid reports'). */
export async function listBidReports(db: Executor, subject: PolicySubject): Promise<BidReportView[]> {
  assertCan(subject, { type: 'workspace.read' });
  const rows = await reportsOf(db).where(eq(bidReports.companyId, subject.companyId)).orderBy(desc(bidReports.createdAt), desc(bidReports.id)).limit(200);
  return rows.map(toView);
}

/** Growth's 5 active bid projects: a report for an opportunity not yet reported on counts one more. */
async function assertBidProjectRoom(tx: Executor, plan: Plan, companyId: number, opportunityId: number): Promise<void> {
  const limit = bidReportAllowance(plan).activeBidProjects;
  if (limit === null) return;
  const [row] = await queryRows<{ active: string | number; mine: boolean }>(
    tx,
    sql`select count(distinct o.id) filter (where o.id <> ${opportunityId}) as active, bool_or(o.id = ${opportunityId}) as mine
        from bid_reports r join opportunities o on o.id = r.opportunity_id and o.deleted_at is null
        left join opportunity_stages s on s.id = o.stage_id
        where r.company_id = ${companyId} and r.status <> 'failed'
          and coalesce(s.qualification, '') not in (${sql.join(CLOSED_QUALIFICATIONS.map((q) => sql`${q}`), sql`, `)})`,
  );
  if (!row?.mine && Number(row?.active ?? 0) >= limit)
    throw new ForbiddenError(`Your plan includes ${limit} active bid projects. Close one (won, lost or no bid) or upgrade to start another.`, 'paywall');
}

export async function generateBidReport(
  db: Database,
  generator: BidReportGenerator,
  subject: PolicySubject,
  opportunityId: number,
  now: Date,
): Promise<BidReportView> {
  assertCan(subject, { type: 'opportunity.write' });
  const who = { plan: subject.plan, companyId: subject.companyId, userId: subject.id };
  const reportId = await db.transaction(async (tx) => {
    const oid = await ownOpportunity(tx, subject.companyId, opportunityId);
    await assertBidProjectRoom(tx, subject.plan, subject.companyId, oid);
    const [row] = await tx
      .insert(bidReports)
      .values({ companyId: subject.companyId, opportunityId: oid, status: 'generating', createdById: subject.id })
      .returning({ id: bidReports.id });
    if (!row) throw new Error('bid report not created');
    await spendBidCredit(tx, who, row.id, now);
    return row.id;
  });
  try {
    const facts = await gatherBidFacts(db, { companyId: subject.companyId, teamId: subject.teamId, viewer: viewerOf(subject) }, opportunityId, now);
    const draft = await generator.generate(facts);
    await db
      .update(bidReports)
      .set({ status: 'complete', content: { ...draft, generator: generator.name }, updatedAt: now })
      .where(eq(bidReports.id, reportId));
  } catch (error) {
    const message = error instanceof SummaryGenerationError ? error.message : 'generation failed';
    await db.transaction(async (tx) => {
      await tx.update(bidReports).set({ status: 'failed', error: message, updatedAt: now }).where(eq(bidReports.id, reportId));
      await refundBidCredit(tx, who, reportId, now);
    });
    if (!(error instanceof SummaryGenerationError)) throw error;
  }
  return loadReport(db, subject.companyId, reportId);
}

/** Edit one answer (by the question's promptId); marks it edited. */
export async function updateBidReportAnswer(
  db: Database,
  subject: PolicySubject,
  reportId: number,
  promptId: string,
  answer: string,
  now: Date,
): Promise<BidReportView> {
  assertCan(subject, { type: 'opportunity.write' });
  return db.transaction(async (tx) => {
    const report = await loadReport(tx, subject.companyId, reportId);
    let found = false;
    const questionGroups = (report.content.questionGroups ?? []).map((g) => ({
      ...g,
      questions: g.questions.map((q) => {
        if (q.promptId !== promptId) return q;
        found = true;
        return { ...q, answer, edited: true };
      }),
    }));
    if (!found) throw notFound('Question not found');
    await tx.update(bidReports).set({ content: { ...report.content, questionGroups }, updatedAt: now }).where(eq(bidReports.id, reportId));
    return loadReport(tx, subject.companyId, reportId);
  });
}

/** 'update publicity': a public link by a fresh unguessable hash, or none. */
export async function updateBidReportPublicity(db: Database, subject: PolicySubject, reportId: number, isPublic: boolean, now: Date): Promise<BidReportView> {
  assertCan(subject, { type: 'opportunity.write' });
  await loadReport(db, subject.companyId, reportId);
  await db
    .update(bidReports)
    .set({ publicHash: isPublic ? randomBytes(18).toString('base64url') : null, updatedAt: now })
    .where(and(eq(bidReports.id, reportId), eq(bidReports.companyId, subject.companyId)));
  return loadReport(db, subject.companyId, reportId);
}

/** A report by its public hash (signed-out readers): the report as its company generated it. */
export async function publicBidReport(db: Executor, hash: string): Promise<BidReportView> {
  const [row] = await reportsOf(db).where(and(eq(bidReports.publicHash, hash), eq(bidReports.status, 'complete')));
  if (!row) throw notFound('Bid report not found');
  return toView(row);
}

export { loadReport as bidReportById };
