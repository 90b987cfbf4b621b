/**
 * The one rate limiter of the server (decision 0017): named rules with a limit per sliding window,
 * counted in the database (`rate_limit_counters`) so a limit holds across restarts and across every
 * server process on the same database (PGlite or PostgreSQL). A refusal is a 429 `rate_limited`
 * with a Retry-After header (app.ts). Every outbound side effect takes its rules from `RATE_LIMITS`
 * (docs/contracts.md lists the numbers).
 *
 * Sliding window counter: hits are kept per fixed window; the count at time t is
 * `previous window × (share of it still inside the sliding window) + current window`. A hit is
 * counted first and refunded when it goes over, so concurrent callers can never both slip under.
 */
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { rateLimitCounters } from '../db/schema/index';
import { HttpError } from './errors';

export interface RateLimitRule {
  /** Key prefix and the name in docs/contracts.md. */
  name: string;
  /** Most hits (recipients, calls, failures) per window. */
  limit: number;
  windowMs: number;
  /** What a refusal says (the client shows its own copy per action). */
  message: string;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const rule = (name: string, limit: number, windowMs: number, message: string): RateLimitRule => ({ name, limit, windowMs, message });

const TOO_MANY_EMAILS = 'You have sent too many emails. Please try again later.';
const TOO_MANY_SUMMARIES = 'Too many AI summaries were requested. Please try again later.';

/** Every limit of the server. Subjects: user id, company id, `email|ip`, ip. */
export const RATE_LIMITS = {
  /** Share via email: emails (requests) per user per hour. */
  shareEmailsPerUser: rule('share_emails_user', 30, HOUR, TOO_MANY_EMAILS),
  /** Share via email: recipients (to + cc) per user per hour. */
  shareRecipientsPerUser: rule('share_recipients_user', 100, HOUR, TOO_MANY_EMAILS),
  /** Share via email: recipients per company per hour. */
  shareRecipientsPerCompany: rule('share_recipients_company', 300, HOUR, TOO_MANY_EMAILS),
  /** AI summary generations (a paid model call when one is configured) per user per hour. */
  aiSummariesPerUser: rule('ai_summaries_user', 30, HOUR, TOO_MANY_SUMMARIES),
  /** Bid/no-bid report generations per user per hour (an AI call each; credits limit them per plan). */
  bidReportsPerUser: rule('bid_reports_user', 30, HOUR, 'Too many bid reports were requested. Please try again later.'),
  /** AI summary generations per company per hour. */
  aiSummariesPerCompany: rule('ai_summaries_company', 100, HOUR, TOO_MANY_SUMMARIES),
  /** Failed sign-ins for one email from one IP per 15 minutes (a stranger elsewhere cannot lock the owner out). */
  loginFailuresPerAccountAndIp: rule('login_failures_account_ip', 5, 15 * MINUTE, 'Too many sign-in attempts. Please wait 15 minutes and try again.'),
  /** Failed sign-ins from one IP, any emails, per 15 minutes (password spraying). */
  loginFailuresPerIp: rule('login_failures_ip', 30, 15 * MINUTE, 'Too many sign-in attempts. Please wait 15 minutes and try again.'),
  /** Book a demo: requests (each emails the sales address) per user per hour. */
  demoRequestsPerUser: rule('demo_requests_user', 5, HOUR, 'You have sent too many demo requests. Please try again later.'),
  /** Book a demo: requests per company per hour. */
  demoRequestsPerCompany: rule('demo_requests_company', 20, HOUR, 'You have sent too many demo requests. Please try again later.'),
  /** Sign-ups (each creates a company and emails a verification link) per IP per hour. */
  signUpsPerIp: rule('sign_ups_ip', 10, HOUR, 'Too many accounts were created from your network. Please try again later.'),
  /** Password reset emails per address per hour (the answer is the same whether or not it has an account). */
  passwordResetsPerEmail: rule('password_resets_email', 3, HOUR, 'Too many password reset requests. Please try again later.'),
  /** Password reset requests per IP per hour. */
  passwordResetsPerIp: rule('password_resets_ip', 20, HOUR, 'Too many password reset requests. Please try again later.'),
  /** Uses of emailed links (verify, reset, invitation) per IP per 15 minutes: tokens cannot be guessed in bulk. */
  accountLinksPerIp: rule('account_links_ip', 60, 15 * MINUTE, 'Too many attempts. Please wait 15 minutes and try again.'),
  /** Verification emails a signed-in user asks for, per hour. */
  verificationEmailsPerUser: rule('verification_emails_user', 5, HOUR, TOO_MANY_EMAILS),
  /** Invitation emails (recipients, resends) per company per hour. */
  invitationsPerCompany: rule('invitations_company', 100, HOUR, 'You have sent too many invitations. Please try again later.'),
  /** Downgrade requests (each emails the account manager) per company per day. */
  downgradeRequestsPerCompany: rule('downgrade_requests_company', 5, 24 * HOUR, 'You have already asked for a downgrade. Your account manager will be in touch.'),
  /** For the contact-request, webhook and CRM features (not built yet): take these, do not add new ones per call site. */
  contactRequestsPerUser: rule('contact_requests_user', 20, HOUR, 'Too many contact requests. Please try again later.'),
  contactRequestsPerCompany: rule('contact_requests_company', 100, HOUR, 'Too many contact requests. Please try again later.'),
  webhookDeliveriesPerCompany: rule('webhook_deliveries_company', 1000, HOUR, 'Too many webhook deliveries. Please try again later.'),
  crmSendsPerUser: rule('crm_sends_user', 100, HOUR, 'Too many records were sent to your CRM. Please try again later.'),
  crmSendsPerCompany: rule('crm_sends_company', 500, HOUR, 'Too many records were sent to your CRM. Please try again later.'),
} as const satisfies Record<string, RateLimitRule>;

export interface RateLimitCharge {
  rule: RateLimitRule;
  subject: string | number;
  /** Hits this call counts (e.g. recipients of one email); default 1. */
  cost?: number;
}

export type RateLimitDecision = { allowed: true } | { allowed: false; rule: RateLimitRule; retryAfterSeconds: number };

/** 429 `rate_limited`; app.ts adds `Retry-After`, GraphQL maps it to `RATE_LIMITED`. */
export class RateLimitedError extends HttpError {
  constructor(
    readonly rule: RateLimitRule,
    readonly retryAfterSeconds: number,
  ) {
    super(429, 'rate_limited', rule.message, { retry_after: retryAfterSeconds });
    this.name = 'RateLimitedError';
  }
}

const keyOf = (c: RateLimitCharge) => `${c.rule.name}:${String(c.subject)}`;

/**
 * The sliding count and, when `cost` more hits would pass `limit`, the seconds until they fit
 * (pure; exported for its unit test). `elapsed` is the time since the current window began.
 */
export function slidingWindow(
  windowMs: number,
  limit: number,
  previous: number,
  current: number,
  cost: number,
  elapsedMs: number,
): { count: number; retryAfterMs: number } {
  const weight = 1 - elapsedMs / windowMs;
  const count = previous * weight + current;
  if (count + cost <= limit) return { count, retryAfterMs: 0 };
  if (cost > limit) return { count, retryAfterMs: 2 * windowMs - elapsedMs };
  if (current + cost <= limit) {
    // Fits later in this window, once enough of the previous one has slid out.
    const neededWeight = (limit - current - cost) / previous;
    return { count, retryAfterMs: Math.ceil((1 - neededWeight) * windowMs - elapsedMs) };
  }
  // Fits in the next window once enough of this one has slid out.
  const neededWeight = current > 0 ? (limit - cost) / current : 1;
  return { count, retryAfterMs: Math.ceil(windowMs - elapsedMs + (1 - neededWeight) * windowMs) };
}

function windowOf(c: RateLimitCharge, now: Date) {
  const t = now.getTime();
  const start = Math.floor(t / c.rule.windowMs) * c.rule.windowMs;
  return { start: new Date(start), previous: new Date(start - c.rule.windowMs), elapsedMs: t - start };
}

async function windowHits(db: Executor, key: string, windows: Date[]): Promise<Map<number, number>> {
  const rows = await db
    .select({ windowStart: rateLimitCounters.windowStart, hits: rateLimitCounters.hits })
    .from(rateLimitCounters)
    .where(and(eq(rateLimitCounters.key, key), inArray(rateLimitCounters.windowStart, windows)));
  return new Map(rows.map((r) => [r.windowStart.getTime(), r.hits]));
}

/** Would `cost` more hits be allowed now? Writes nothing (sign-in checks before it verifies). */
export async function peekRateLimit(db: Executor, charge: RateLimitCharge, now: Date): Promise<RateLimitDecision> {
  const w = windowOf(charge, now);
  const hits = await windowHits(db, keyOf(charge), [w.start, w.previous]);
  const { retryAfterMs } = slidingWindow(
    charge.rule.windowMs,
    charge.rule.limit,
    hits.get(w.previous.getTime()) ?? 0,
    hits.get(w.start.getTime()) ?? 0,
    charge.cost ?? 1,
    w.elapsedMs,
  );
  return retryAfterMs > 0 ? { allowed: false, rule: charge.rule, retryAfterSeconds: Math.ceil(retryAfterMs / 1000) } : { allowed: true };
}

async function addHits(db: Executor, charge: RateLimitCharge, start: Date, hits: number): Promise<number> {
  const expiresAt = new Date(start.getTime() + 2 * charge.rule.windowMs);
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key: keyOf(charge), windowStart: start, hits, expiresAt })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { hits: sql`${rateLimitCounters.hits} + ${hits}` },
    })
    .returning({ hits: rateLimitCounters.hits });
  return row?.hits ?? hits;
}

/** Counts one charge; over the limit it is refunded and the decision says when to retry. */
export async function consumeRateLimit(db: Executor, charge: RateLimitCharge, now: Date): Promise<RateLimitDecision> {
  const cost = charge.cost ?? 1;
  const w = windowOf(charge, now);
  const current = await addHits(db, charge, w.start, cost);
  const previous = (await windowHits(db, keyOf(charge), [w.previous])).get(w.previous.getTime()) ?? 0;
  const { retryAfterMs } = slidingWindow(charge.rule.windowMs, charge.rule.limit, previous, current - cost, cost, w.elapsedMs);
  if (retryAfterMs <= 0) return { allowed: true };
  await addHits(db, charge, w.start, -cost);
  return { allowed: false, rule: charge.rule, retryAfterSeconds: Math.ceil(retryAfterMs / 1000) };
}

/**
 * Counts every charge or none (per user and per company together): throws RateLimitedError with the
 * longest wait when one is over; the ones already counted are refunded.
 */
export async function enforceRateLimits(db: Executor, charges: readonly RateLimitCharge[], now: Date): Promise<void> {
  const counted: RateLimitCharge[] = [];
  for (const charge of charges) {
    const decision = await consumeRateLimit(db, charge, now);
    if (!decision.allowed) {
      for (const done of counted) await addHits(db, done, windowOf(done, now).start, -(done.cost ?? 1));
      throw new RateLimitedError(decision.rule, decision.retryAfterSeconds);
    }
    counted.push(charge);
  }
  await sweepExpired(db, now);
}

/** Forgets a subject's hits (a successful sign-in clears that account+IP's failures). */
export async function resetRateLimit(db: Executor, charge: Omit<RateLimitCharge, 'cost'>): Promise<void> {
  await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, keyOf(charge)));
}

let lastSweep = 0;
/** Deletes counters past their use, at most once a minute per process. */
async function sweepExpired(db: Executor, now: Date): Promise<void> {
  if (now.getTime() - lastSweep < MINUTE) return;
  lastSweep = now.getTime();
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.expiresAt, now));
}
