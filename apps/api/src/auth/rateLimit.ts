/**
 * Sign-in throttling (decision 0017), on the server's rate limiter so it holds across instances:
 * 5 failures for one email from one IP, or 30 from one IP for any emails, within 15 minutes, make
 * sign-in answer 429 for that IP only. A stranger's wrong passwords never stop the account's owner
 * signing in from elsewhere; a success clears that email+IP's failures. `login_attempts` keeps the
 * audit trail (24 h).
 */
import { lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { loginAttempts } from '../db/schema/index';
import { consumeRateLimit, peekRateLimit, RATE_LIMITS, RateLimitedError, resetRateLimit, type RateLimitCharge } from '../http/rateLimit';

const KEEP_ATTEMPTS_MS = 24 * 60 * 60 * 1000;

const charges = (email: string, ip: string): RateLimitCharge[] => [
  { rule: RATE_LIMITS.loginFailuresPerAccountAndIp, subject: `${email}|${ip}` },
  { rule: RATE_LIMITS.loginFailuresPerIp, subject: ip },
];

/** Throws RateLimitedError (429 + Retry-After) when this email+IP or this IP has failed too often. */
export async function assertLoginAllowed(db: Database, email: string, ip: string, now: Date): Promise<void> {
  for (const charge of charges(email, ip)) {
    const decision = await peekRateLimit(db, charge, now);
    if (!decision.allowed) throw new RateLimitedError(decision.rule, decision.retryAfterSeconds);
  }
}

export async function recordLoginFailure(db: Database, email: string, ip: string, now: Date): Promise<void> {
  for (const charge of charges(email, ip)) await consumeRateLimit(db, charge, now);
  await db.transaction(async (tx) => {
    await tx.insert(loginAttempts).values({ email, ip, succeeded: false, createdAt: now });
    await tx.delete(loginAttempts).where(lt(loginAttempts.createdAt, new Date(now.getTime() - KEEP_ATTEMPTS_MS)));
  });
}

/** A successful sign-in clears this email+IP's failures (the IP's own count is left to expire). */
export async function recordLoginSuccess(db: Database, email: string, ip: string, now: Date): Promise<void> {
  await resetRateLimit(db, { rule: RATE_LIMITS.loginFailuresPerAccountAndIp, subject: `${email}|${ip}` });
  await db.insert(loginAttempts).values({ email, ip, succeeded: true, createdAt: now });
}
