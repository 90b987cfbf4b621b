/**
 * Delivery through the outbox: the message is stored first (status pending), then handed to the
 * mailer; the row ends `sent` (SMTP), `stored` (no SMTP configured) or `failed` with the error.
 * A transport failure never throws out of here: nothing is lost and an admin can retry it.
 */
import { and, asc, desc, eq, lt, ne } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { emailOutbox, type EmailOutboxRow, type EmailStatus } from '../db/schema/index';
import type { EmailMessage, Mailer } from './mailer';

export interface DeliveryResult {
  id: number;
  status: EmailStatus;
  error: string | null;
}

export interface DeliveryMeta {
  kind: string;
  companyId: number | null;
  createdById: number | null;
}

function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 1000);
}

async function attempt(
  db: Executor,
  mailer: Mailer,
  id: number,
  message: EmailMessage,
  attempts: number,
  now: () => Date,
): Promise<DeliveryResult> {
  try {
    const { messageId } = await mailer.send(message);
    const status: EmailStatus = mailer.transport === 'smtp' ? 'sent' : 'stored';
    await db
      .update(emailOutbox)
      .set({
        status,
        messageId,
        error: null,
        attempts: attempts + 1,
        sentAt: now(),
        transport: mailer.transport,
      })
      .where(eq(emailOutbox.id, id));
    return { id, status, error: null };
  } catch (error) {
    const text = describe(error);
    await db
      .update(emailOutbox)
      .set({ status: 'failed', error: text, attempts: attempts + 1, transport: mailer.transport })
      .where(eq(emailOutbox.id, id));
    return { id, status: 'failed', error: text };
  }
}

export async function deliver(
  db: Database,
  mailer: Mailer,
  message: EmailMessage,
  meta: DeliveryMeta,
  now: () => Date = () => new Date(),
): Promise<DeliveryResult> {
  const [row] = await db
    .insert(emailOutbox)
    .values({
      kind: meta.kind,
      companyId: meta.companyId,
      createdById: meta.createdById,
      fromAddress: message.from,
      replyTo: message.replyTo ?? null,
      toAddresses: message.to,
      ccAddresses: message.cc,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html ?? null,
      headers: message.headers ?? {},
      messageId: message.messageId ?? null,
      transport: mailer.transport,
      createdAt: now(),
    })
    .returning({ id: emailOutbox.id });
  if (!row) throw new Error('outbox row not created');
  return attempt(db, mailer, row.id, message, 0, now);
}

const toMessage = (row: EmailOutboxRow): EmailMessage => ({
  from: row.fromAddress,
  to: row.toAddresses,
  cc: row.ccAddresses,
  replyTo: row.replyTo ?? undefined,
  subject: row.subject,
  text: row.textBody,
  html: row.htmlBody ?? undefined,
  headers: row.headers,
  messageId: row.messageId ?? undefined,
});

/** Sends a failed (or pending) message again. */
export async function retryDelivery(
  db: Database,
  mailer: Mailer,
  id: number,
  now: () => Date = () => new Date(),
): Promise<DeliveryResult | null> {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  if (!row) return null;
  if (row.status === 'sent' || row.status === 'stored') return { id, status: row.status, error: null };
  return attempt(db, mailer, id, toMessage(row), row.attempts, now);
}

/** The newest outbox rows (admins). */
export function listOutbox(db: Executor, limit: number, offset: number): Promise<EmailOutboxRow[]> {
  return db
    .select()
    .from(emailOutbox)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(limit)
    .offset(offset);
}

/** Failed sends are tried again this many times in all (then left for an admin). */
export const MAX_EMAIL_ATTEMPTS = 3;

/**
 * Alert emails (alerts/delivery.ts) are retried by their delivery rows, which own the back-off and
 * show the failure on the settings page; the outbox job leaves them alone so none is sent twice.
 */
export const ALERT_EMAIL_KIND = 'lead_subscription';

/**
 * The outbox job: sends again the failed messages with attempts left, oldest first, that failed
 * at least `minAgeMs` ago. Each message is claimed with `for update skip locked`, so several server
 * instances never send one twice; one failure never stops the others. Returns how many were tried.
 */
export async function retryFailedEmails(
  db: Database,
  mailer: Mailer,
  options: { now?: () => Date; minAgeMs?: number; batch?: number } = {},
): Promise<number> {
  const now = options.now ?? (() => new Date());
  const before = new Date(now().getTime() - (options.minAgeMs ?? 60_000));
  let tried = 0;
  for (let i = 0; i < (options.batch ?? 20); i += 1) {
    const done = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(emailOutbox)
        .where(
          and(
            eq(emailOutbox.status, 'failed'),
            ne(emailOutbox.kind, ALERT_EMAIL_KIND),
            lt(emailOutbox.attempts, MAX_EMAIL_ATTEMPTS),
            lt(emailOutbox.createdAt, before),
          ),
        )
        .orderBy(asc(emailOutbox.createdAt), asc(emailOutbox.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return false;
      await attempt(tx, mailer, row.id, toMessage(row), row.attempts, now);
      return true;
    });
    if (!done) break;
    tried += 1;
  }
  return tried;
}

/** Runs `retryFailedEmails` every `intervalMs` in the server process; errors are logged, never thrown. */
export function startOutboxWorker(
  db: Database,
  mailer: Mailer,
  log: { warn: (obj: object, msg: string) => void },
  intervalMs = 60_000,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    retryFailedEmails(db, mailer)
      .catch((error: unknown) => log.warn({ err: error }, 'outbox retry failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
