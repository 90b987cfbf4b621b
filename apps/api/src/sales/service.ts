/**
 * Book a demo and the sales-interaction log. A demo request is stored, then emailed to the sales address
 * (TENDERLENS_SALES_EMAIL) through the outbox: a transport failure leaves the outbox row `failed` for the retry job,
 * and the request itself is never lost.
 */
import { desc, eq } from 'drizzle-orm';
import type { AppConfig } from '../config';
import type { Database, Executor } from '../db/client';
import { companies, demoRequests, emailOutbox, salesInteractions, users } from '../db/schema/index';
import { deliver } from '../email/outbox';
import type { Mailer } from '../email/mailer';
import type { CurrentUser } from '../users/currentUser';
import type { DemoRequestBody, SalesInteractionBody } from './schemas';

export interface DemoRequestView {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  context: string | null;
  createdAt: Date;
  user: { guid: string; email: string } | null;
  company: { guid: string; name: string } | null;
  emailStatus: string | null;
}

function salesEmail(user: CurrentUser, body: DemoRequestBody, id: number, publicUrl: string) {
  const name = `${body.first_name} ${body.last_name}`;
  return {
    subject: `Demo request: ${name}, ${user.company.name}`,
    text: [
      `${name} asked for a demo of Tenderlens.`,
      '',
      `Name: ${name}`,
      `Email: ${body.email}`,
      `Phone: ${body.phone ?? '(not given)'}`,
      `Company: ${user.company.name} (${user.company.paymentType} plan)`,
      `Signed in as: ${user.email}`,
      `From: ${body.context ?? '(not given)'}`,
      '',
      `Request ${id}; all requests: ${publicUrl}/api/admin/demo_requests`,
    ].join('\n'),
  };
}

export async function createDemoRequest(
  db: Database,
  mailer: Mailer,
  config: AppConfig,
  user: CurrentUser,
  body: DemoRequestBody,
  now: Date,
): Promise<{ id: number; createdAt: Date; emailStatus: string }> {
  const [row] = await db
    .insert(demoRequests)
    .values({
      userId: user.id,
      companyId: user.company.id,
      firstName: body.first_name,
      lastName: body.last_name,
      email: body.email,
      phone: body.phone,
      context: body.context,
      createdAt: now,
    })
    .returning({ id: demoRequests.id, createdAt: demoRequests.createdAt });
  if (!row) throw new Error('demo request not stored');
  const message = salesEmail(user, body, row.id, config.publicUrl);
  const delivery = await deliver(
    db,
    mailer,
    { from: config.mailFrom, to: [config.salesEmail], cc: [], replyTo: body.email, ...message },
    { kind: 'demo_request', companyId: user.company.id, createdById: user.id },
    () => now,
  );
  await db.update(demoRequests).set({ emailOutboxId: delivery.id }).where(eq(demoRequests.id, row.id));
  return { id: row.id, createdAt: row.createdAt, emailStatus: delivery.status };
}

export async function logSalesInteraction(
  db: Executor,
  user: CurrentUser,
  body: SalesInteractionBody,
  now: Date,
): Promise<number> {
  const [row] = await db
    .insert(salesInteractions)
    .values({
      userId: user.id,
      companyId: user.company.id,
      actionType: body.actionType,
      dataType: body.dataType,
      pageUrl: body.pageUrl,
      contextSource: body.contextSource,
      createdAt: now,
    })
    .returning({ id: salesInteractions.id });
  if (!row) throw new Error('sales interaction not stored');
  return row.id;
}

/** Newest first (admins). */
export async function listDemoRequests(db: Executor, limit: number, offset: number): Promise<DemoRequestView[]> {
  const rows = await db
    .select({
      r: demoRequests,
      userGuid: users.guid,
      userEmail: users.email,
      companyGuid: companies.guid,
      companyName: companies.name,
      emailStatus: emailOutbox.status,
    })
    .from(demoRequests)
    .leftJoin(users, eq(users.id, demoRequests.userId))
    .leftJoin(companies, eq(companies.id, demoRequests.companyId))
    .leftJoin(emailOutbox, eq(emailOutbox.id, demoRequests.emailOutboxId))
    .orderBy(desc(demoRequests.createdAt), desc(demoRequests.id))
    .limit(limit)
    .offset(offset);
  return rows.map(({ r, ...j }) => ({
    id: r.id,
    firstName: r.firstName,
    lastName: r.lastName,
    email: r.email,
    phone: r.phone,
    context: r.context,
    createdAt: r.createdAt,
    user: j.userGuid && j.userEmail ? { guid: j.userGuid, email: j.userEmail } : null,
    company: j.companyGuid && j.companyName ? { guid: j.companyGuid, name: j.companyName } : null,
    emailStatus: j.emailStatus,
  }));
}

/** Newest first (admins). */
export function listSalesInteractions(db: Executor, limit: number, offset: number) {
  return db
    .select({ r: salesInteractions, userGuid: users.guid, companyName: companies.name })
    .from(salesInteractions)
    .leftJoin(users, eq(users.id, salesInteractions.userId))
    .leftJoin(companies, eq(companies.id, salesInteractions.companyId))
    .orderBy(desc(salesInteractions.createdAt), desc(salesInteractions.id))
    .limit(limit)
    .offset(offset);
}
