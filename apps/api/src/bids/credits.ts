/**
 * Bid report credits (spec 2§1, 2§3 "Credits"; decision 0035). One COMPANY account per credit type,
 * sized by the plan's allowance (`@tenderlens/domain/plans`): Free 3 for life, Growth 15 a month
 * (the month's balance is restored when a new month starts), Expert unlimited (no account, no
 * spend). A spend is one conditional UPDATE (`remaining_credits > 0`) inside the transaction that
 * creates the report, so two parallel requests can never both take the last credit.
 */
import { and, eq, sql } from 'drizzle-orm';
import { bidReportAllowance, type Plan } from '@tenderlens/domain/plans';
import type { Executor } from '../db/client';
import { creditAccounts, creditTransactions } from '../db/schema/index';
import { ForbiddenError } from '../policy/index';

export const BID_REPORT_CREDIT = 'BID_REPORT';

export interface CreditsView {
  holderType: 'COMPANY';
  creditType: string;
  /** null: unlimited. */
  totalCredits: number | null;
  remainingCredits: number | null;
  period: 'lifetime' | 'month';
}

/** The refusal when none are left: the client shows the CREATE_BIDS paywall. */
export class NoCreditsError extends ForbiddenError {
  constructor() {
    super('You have used all your bid/no-bid reports. Upgrade your plan to generate more.', 'paywall');
  }
}

const monthStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

/**
 * The company's account, created at the plan's allowance, its month rolled over and its total kept
 * to the plan (an upgrade adds the difference). `null` for an unlimited plan.
 */
async function account(db: Executor, plan: Plan, companyId: number, now: Date) {
  const allowance = bidReportAllowance(plan);
  if (allowance.reports === null) return null;
  const total = allowance.reports;
  const periodStart = allowance.period === 'month' ? monthStart(now) : null;
  await db
    .insert(creditAccounts)
    .values({ holderType: 'COMPANY', holderId: companyId, creditType: BID_REPORT_CREDIT, totalCredits: total, remainingCredits: total, periodStart })
    .onConflictDoNothing();
  const where = and(eq(creditAccounts.holderType, 'COMPANY'), eq(creditAccounts.holderId, companyId), eq(creditAccounts.creditType, BID_REPORT_CREDIT));
  // Roll the month over / follow a plan change, in one statement (idempotent under concurrency).
  const [row] = await db
    .update(creditAccounts)
    .set({
      remainingCredits: periodStart
        ? sql`case when ${creditAccounts.periodStart} is null or ${creditAccounts.periodStart} < ${periodStart.toISOString()} then ${total}
              else greatest(0, ${creditAccounts.remainingCredits} + ${total} - ${creditAccounts.totalCredits}) end`
        : sql`greatest(0, ${creditAccounts.remainingCredits} + ${total} - ${creditAccounts.totalCredits})`,
      totalCredits: total,
      periodStart,
    })
    .where(
      and(
        where,
        periodStart
          ? sql`(${creditAccounts.totalCredits} <> ${total} or ${creditAccounts.periodStart} is null or ${creditAccounts.periodStart} < ${periodStart.toISOString()})`
          : sql`(${creditAccounts.totalCredits} <> ${total} or ${creditAccounts.periodStart} is not null)`,
      ),
    )
    .returning();
  if (row) return row;
  const [current] = await db.select().from(creditAccounts).where(where);
  if (!current) throw new Error('credit account missing');
  return current;
}

export async function bidCredits(db: Executor, plan: Plan, companyId: number, now: Date): Promise<CreditsView> {
  const a = await account(db, plan, companyId, now);
  return {
    holderType: 'COMPANY',
    creditType: BID_REPORT_CREDIT,
    totalCredits: a?.totalCredits ?? null,
    remainingCredits: a?.remainingCredits ?? null,
    period: bidReportAllowance(plan).period,
  };
}

/** Takes one credit (or throws NoCreditsError) and records the spend against the report. */
export async function spendBidCredit(
  tx: Executor,
  who: { plan: Plan; companyId: number; userId: number },
  bidReportId: number,
  now: Date,
): Promise<void> {
  const a = await account(tx, who.plan, who.companyId, now);
  if (!a) return;
  const [spent] = await tx
    .update(creditAccounts)
    .set({ remainingCredits: sql`${creditAccounts.remainingCredits} - 1`, updatedAt: now })
    .where(and(eq(creditAccounts.id, a.id), sql`${creditAccounts.remainingCredits} > 0`))
    .returning({ id: creditAccounts.id });
  if (!spent) throw new NoCreditsError();
  await tx.insert(creditTransactions).values({ accountId: a.id, amount: -1, reason: 'bid_report', bidReportId, createdById: who.userId });
}

/** Gives back the credit of a report whose generation failed. */
export async function refundBidCredit(tx: Executor, who: { plan: Plan; companyId: number; userId: number }, bidReportId: number, now: Date): Promise<void> {
  const a = await account(tx, who.plan, who.companyId, now);
  if (!a) return;
  await tx
    .update(creditAccounts)
    .set({ remainingCredits: sql`least(${creditAccounts.totalCredits}, ${creditAccounts.remainingCredits} + 1)`, updatedAt: now })
    .where(eq(creditAccounts.id, a.id));
  await tx.insert(creditTransactions).values({ accountId: a.id, amount: 1, reason: 'bid_report_failed', bidReportId, createdById: who.userId });
}
