/**
 * Contact requests (spec 1§2.12, 1§5, 1§7 "Request outreach contacts"): stored for the provider's
 * team (admins list them), then a signed summary (buyer names, oscar ids, request time) goes to the
 * configured automation webhook through the one outbound webhook client. The user never waits for
 * it: the first attempt runs after the answer, failures are retried with back-off by the scheduler
 * (`contactRequestWebhookJob`), every call is recorded (outbound_webhook_calls) and the request's
 * guid is the Idempotency-Key, so a receiver can drop a repeat.
 */
import { randomUUID } from 'node:crypto';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import { WEBHOOK_SIGNATURE_HEADER, WEBHOOK_TIMESTAMP_HEADER } from '@tenderlens/domain/alerts';
import { CONTACT_REQUEST_WEBHOOK_MAX_ATTEMPTS, type ContactRequestSummary, type RequestContactsBody } from '@tenderlens/domain/contacts';
import { queryRows, type Executor } from '../db/client';
import { companies, contactRequests, notices, organisations, users, type ContactRequestRow } from '../db/schema/index';
import { HttpError } from '../http/errors';
import { backoffMs, signWebhook, type WebhookClient } from '../outbound/webhook';

export interface ContactRequestDeps {
  db: Executor;
  webhooks: WebhookClient;
  /** The automation webhook; none: requests are stored only. */
  target: { url: string; secret: string | undefined } | undefined;
  now: () => Date;
  /** Back-off base (attempt n waits base × 2^(n-1)). @default 60000 */
  backoffBaseMs?: number;
}

export interface Requester {
  id: number;
  email: string;
  company: { id: number; guid: string; name: string };
}

const notFound = (what: string) => new HttpError(404, 'not_found', what);

/** Stores a request and its summary; the webhook is sent afterwards (`sendContactRequest`). */
export async function createContactRequest(deps: ContactRequestDeps, user: Requester, body: RequestContactsBody): Promise<ContactRequestRow> {
  const { db } = deps;
  let notice: { id: number; guid: string; name: string; buyerIds: number[] } | null = null;
  if (body.notice_guid) {
    const [n] = await db
      .select({ id: notices.id, guid: notices.guid, name: notices.name, buyerIds: notices.buyerIds })
      .from(notices)
      .where(eq(notices.guid, body.notice_guid.toLowerCase()));
    if (!n) throw notFound('Notice not found');
    notice = n;
  }
  const guids = [...new Set((body.contact_filters?.buyer_guids ?? []).map((g) => g.toLowerCase()))];
  const named = guids.length
    ? await db.select({ id: organisations.id, guid: organisations.guid, name: organisations.name, oscarId: organisations.oscarId }).from(organisations).where(inArray(organisations.guid, guids))
    : [];
  if (named.length !== guids.length) throw notFound('Buyer not found');
  const fromNotice = notice && notice.buyerIds.length && named.length === 0
    ? await db.select({ id: organisations.id, guid: organisations.guid, name: organisations.name, oscarId: organisations.oscarId }).from(organisations).where(inArray(organisations.id, notice.buyerIds))
    : [];
  const buyers = [...named, ...fromNotice];
  const now = deps.now();
  const guid = randomUUID();
  const summary: ContactRequestSummary = {
    event: 'contact_request.created',
    request_id: guid,
    requested_at: now.toISOString(),
    company: { guid: user.company.guid, name: user.company.name },
    requested_by: { email: user.email },
    buyers: buyers.map((b) => ({ guid: b.guid, name: b.name, oscar_id: b.oscarId })),
    notice: notice ? { guid: notice.guid, name: notice.name } : null,
    seniority: body.contact_filters?.seniority ?? [],
    job_function: body.contact_filters?.job_function ?? [],
    job_title: body.contact_filters?.job_title || null,
    additional_information: body.additional_information || null,
  };
  const [row] = await db
    .insert(contactRequests)
    .values({
      guid,
      userId: user.id,
      companyId: user.company.id,
      noticeId: notice?.id ?? null,
      buyerIds: buyers.map((b) => b.id),
      seniority: summary.seniority,
      jobFunctions: summary.job_function,
      jobTitle: summary.job_title,
      additionalInformation: summary.additional_information,
      summary: summary as unknown as Record<string, unknown>,
      webhookStatus: deps.target ? 'pending' : 'not_configured',
      webhookNextAttemptAt: deps.target ? now : null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('The contact request was not stored');
  return row;
}

/** Claims a due request (one lease ahead, `for update skip locked`); null when none is due. */
async function claimDue(db: Executor, now: Date, leaseMs: number, id?: number): Promise<ContactRequestRow | null> {
  const only = id === undefined ? sql`` : sql` and id = ${id}`;
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update contact_requests set webhook_next_attempt_at = ${new Date(now.getTime() + leaseMs).toISOString()}::timestamptz,
          webhook_attempts = webhook_attempts + 1, updated_at = now()
        where id = (select id from contact_requests where webhook_status = 'pending'
            and webhook_next_attempt_at <= ${now.toISOString()}::timestamptz${only}
            order by webhook_next_attempt_at, id limit 1 for update skip locked)
        returning id`,
  );
  const claimed = rows[0]?.id;
  if (claimed === undefined) return null;
  const [row] = await db.select().from(contactRequests).where(eq(contactRequests.id, Number(claimed)));
  return row ?? null;
}

/** Posts one claimed request's summary and records the outcome (sent, a retry later, or failed). */
async function post(deps: ContactRequestDeps, row: ContactRequestRow): Promise<ContactRequestRow> {
  const target = deps.target;
  const now = deps.now();
  if (!target) {
    const [r] = await deps.db.update(contactRequests).set({ webhookStatus: 'not_configured', webhookNextAttemptAt: null }).where(eq(contactRequests.id, row.id)).returning();
    return r ?? row;
  }
  const body = JSON.stringify(row.summary);
  const headers: Record<string, string> = {};
  if (target.secret) {
    const timestamp = Math.floor(now.getTime() / 1000);
    headers[WEBHOOK_TIMESTAMP_HEADER] = String(timestamp);
    headers[WEBHOOK_SIGNATURE_HEADER] = signWebhook(target.secret, timestamp, body);
  }
  const res = await deps.webhooks.post({ url: target.url, body, headers, idempotencyKey: row.guid, purpose: 'contact_request' });
  const done = deps.now();
  const update = res.ok
    ? { webhookStatus: 'sent' as const, webhookSentAt: done, webhookNextAttemptAt: null, webhookError: null }
    : row.webhookAttempts >= CONTACT_REQUEST_WEBHOOK_MAX_ATTEMPTS
      ? { webhookStatus: 'failed' as const, webhookNextAttemptAt: null, webhookError: res.error }
      : {
          webhookError: res.error,
          webhookNextAttemptAt: new Date(
            done.getTime() + Math.max(backoffMs(row.webhookAttempts, deps.backoffBaseMs), (res.retryAfterSeconds ?? 0) * 1000),
          ),
        };
  const [r] = await deps.db.update(contactRequests).set({ ...update, updatedAt: done }).where(eq(contactRequests.id, row.id)).returning();
  return r ?? row;
}

const LEASE_MS = 5 * 60_000;

/** The first attempt of one request (called after the answer; never throws). */
export async function sendContactRequest(deps: ContactRequestDeps, id: number): Promise<ContactRequestRow | null> {
  const row = await claimDue(deps.db, deps.now(), LEASE_MS, id);
  return row ? post(deps, row) : null;
}

/** Sends every due request (the scheduler's job); returns how many were tried. */
export async function sendDueContactRequests(deps: ContactRequestDeps, max = 50): Promise<number> {
  let tried = 0;
  for (; tried < max; tried++) {
    const row = await claimDue(deps.db, deps.now(), LEASE_MS);
    if (!row) break;
    await post(deps, row);
  }
  return tried;
}

export interface ContactRequestAdminRow {
  guid: string;
  createdAt: string;
  company: string;
  requestedBy: string;
  buyers: string[];
  notice: string | null;
  seniority: string[];
  jobFunction: string[];
  jobTitle: string | null;
  additionalInformation: string | null;
  webhookStatus: string;
  webhookAttempts: number;
  webhookError: string | null;
}

/**
 * The newest requests: of every company for the provider's team (admins), or of one company (the
 * outreachOpportunities its users see).
 */
export async function listContactRequests(db: Executor, options: { companyId?: number; limit?: number } = {}): Promise<ContactRequestAdminRow[]> {
  const rows = await db
    .select({ r: contactRequests, company: companies.name, email: users.email })
    .from(contactRequests)
    .innerJoin(companies, eq(companies.id, contactRequests.companyId))
    .innerJoin(users, eq(users.id, contactRequests.userId))
    .where(options.companyId === undefined ? undefined : eq(contactRequests.companyId, options.companyId))
    .orderBy(desc(contactRequests.createdAt), desc(contactRequests.id))
    .limit(options.limit ?? 200);
  return rows.map(({ r, company, email }) => {
    const summary = r.summary as unknown as Partial<ContactRequestSummary>;
    return {
      guid: r.guid,
      createdAt: r.createdAt.toISOString(),
      company,
      requestedBy: email,
      buyers: (summary.buyers ?? []).map((b) => b.name),
      notice: summary.notice?.name ?? null,
      seniority: r.seniority,
      jobFunction: r.jobFunctions,
      jobTitle: r.jobTitle,
      additionalInformation: r.additionalInformation,
      webhookStatus: r.webhookStatus,
      webhookAttempts: r.webhookAttempts,
      webhookError: r.webhookError,
    };
  });
}
