/**
 * Sign-in rate limit, kept in the database so it holds across instances behind a load balancer:
 * after 5 failures for one email, or 20 from one IP, within 15 minutes, sign-in answers 429.
 */
import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { loginAttempts } from '../db/schema/index';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_IP = 20;
const KEEP_ATTEMPTS_MS = 24 * 60 * 60 * 1000;

export async function isLoginRateLimited(db: Database, email: string, ip: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const [row] = await db
    .select({
      byEmail: sql<number>`count(*) filter (where ${loginAttempts.email} = ${email})`.mapWith(Number),
      byIp: sql<number>`count(*) filter (where ${loginAttempts.ip} = ${ip})`.mapWith(Number),
    })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.succeeded, false),
        gt(loginAttempts.createdAt, since),
        or(eq(loginAttempts.email, email), eq(loginAttempts.ip, ip)),
      ),
    );
  return (row?.byEmail ?? 0) >= MAX_FAILURES_PER_EMAIL || (row?.byIp ?? 0) >= MAX_FAILURES_PER_IP;
}

export async function recordLoginFailure(db: Database, email: string, ip: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(loginAttempts).values({ email, ip, succeeded: false, createdAt: now });
    await tx.delete(loginAttempts).where(lt(loginAttempts.createdAt, new Date(now.getTime() - KEEP_ATTEMPTS_MS)));
  });
}

/** A successful sign-in clears that email's failures (the IP count is left to expire). */
export async function recordLoginSuccess(db: Database, email: string, ip: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(loginAttempts).where(and(eq(loginAttempts.email, email), eq(loginAttempts.succeeded, false)));
    await tx.insert(loginAttempts).values({ email, ip, succeeded: true, createdAt: now });
  });
}
