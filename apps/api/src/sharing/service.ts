/**
 * Share via email: one share link per record (token, title, resource, expiry), one email to the
 * recipients (cc the sender when asked) through the outbox. The link opens the record page; a
 * recipient without an account reads the record through the public resolve endpoint.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { notices, organisations, shareLinks } from '../db/schema/index';
import { deliver, type DeliveryResult } from '../email/outbox';
import type { Mailer } from '../email/mailer';
import { badRequest, HttpError } from '../http/errors';
import type { CurrentUser } from '../users/currentUser';
import { notFound } from '../workspace/http';
import { SHARE_LINK_TTL_DAYS, type ShareBody } from './schemas';

export interface ShareLinkView {
  token: string;
  title: string;
  resourceType: string;
  resourceId: string;
  expiresAt: string | null;
  url: string;
}

export interface ShareResult {
  delivery: DeliveryResult;
  links: ShareLinkView[];
}

const DAY = 86_400_000;

export const recordShareUrl = (publicUrl: string, guid: string, token: string) =>
  `${publicUrl}/records/${guid}?share=${encodeURIComponent(token)}`;

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** Creates the links and sends the email; the outbox row records a failure (the caller answers 502). */
export async function shareRecords(
  db: Database,
  mailer: Mailer,
  config: { mailFrom: string; publicUrl: string },
  user: CurrentUser,
  body: ShareBody,
  now: Date,
): Promise<ShareResult> {
  const guids = [...new Set(body.guids.map((g) => g.toLowerCase()))];
  const rows = await db
    .select({ guid: notices.guid, name: notices.name })
    .from(notices)
    .where(inArray(notices.guid, guids));
  if (rows.length !== guids.length)
    throw badRequest(
      `guids: unknown records ${guids.filter((g) => !rows.some((r) => r.guid === g)).join(', ')}`,
    );
  const byGuid = new Map(rows.map((r) => [r.guid, r.name]));
  const expiresAt = new Date(now.getTime() + SHARE_LINK_TTL_DAYS * DAY);

  const links = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(shareLinks)
      .values(
        guids.map((guid) => ({
          token: randomBytes(24).toString('base64url'),
          title: byGuid.get(guid) ?? '',
          resourceType: 'record',
          resourceId: guid,
          expiresAt,
          companyId: user.company.id,
          teamId: user.team.id,
          createdById: user.id,
          clientTrackingEmail: body.emails[0] ?? null,
          createdAt: now,
        })),
      )
      .returning();
    return inserted.map((l) => ({
      token: l.token,
      title: l.title,
      resourceType: l.resourceType,
      resourceId: l.resourceId,
      expiresAt: l.expiresAt ? l.expiresAt.toISOString() : null,
      url: recordShareUrl(config.publicUrl, l.resourceId, l.token),
    }));
  });

  const sender = `${user.firstName} ${user.lastName}`.trim();
  const subject =
    links.length === 1
      ? `${sender} shared "${links[0]?.title}" with you`
      : `${sender} shared ${links.length} notices with you`;
  const lines = links.map((l) => `${l.title}\n${l.url}`);
  const text = [
    `${sender} (${user.email}) shared ${links.length === 1 ? 'a notice' : 'notices'} with you on Tenderlens.`,
    body.message ? `\n${body.message}\n` : '',
    ...lines,
    `\nLinks work until ${expiresAt.toISOString().slice(0, 10)}.`,
  ]
    .filter(Boolean)
    .join('\n');
  const html = [
    `<p>${escapeHtml(sender)} (${escapeHtml(user.email)}) shared ${links.length === 1 ? 'a notice' : 'notices'} with you on Tenderlens.</p>`,
    body.message ? `<p>${escapeHtml(body.message).replace(/\n/g, '<br>')}</p>` : '',
    `<ul>${links.map((l) => `<li><a href="${escapeHtml(l.url)}">${escapeHtml(l.title)}</a></li>`).join('')}</ul>`,
  ].join('');

  const delivery = await deliver(
    db,
    mailer,
    {
      from: config.mailFrom,
      to: body.emails,
      cc: body.cc ? [user.email] : [],
      replyTo: user.email,
      subject,
      text,
      html,
    },
    { kind: 'share_record', companyId: user.company.id, createdById: user.id },
    () => now,
  );
  return { delivery, links };
}

export interface ResolvedShareLink {
  link: ShareLinkView;
  record: {
    guid: string;
    name: string;
    description: string | null;
    stage: string;
    publishDate: string | null;
    closeDate: string | null;
    value: number | null;
    currency: string | null;
    url: string | null;
    buyer: { name: string } | null;
  };
}

/** The record a share link opens (404 unknown token, 410 expired). */
export async function resolveShareLink(
  db: Executor,
  publicUrl: string,
  token: string,
  now: Date,
): Promise<ResolvedShareLink> {
  const [link] = await db
    .select()
    .from(shareLinks)
    .where(and(eq(shareLinks.token, token), eq(shareLinks.resourceType, 'record')));
  if (!link) throw notFound('Share link not found');
  if (link.expiresAt && link.expiresAt.getTime() <= now.getTime())
    throw new HttpError(410, 'expired', 'This share link has expired');
  const [record] = await db
    .select({
      guid: notices.guid,
      name: notices.name,
      description: notices.description,
      stage: notices.stage,
      publishDate: notices.publishDate,
      closeDate: notices.closeDate,
      value: notices.value,
      currency: notices.currency,
      url: notices.url,
      buyerName: organisations.name,
    })
    .from(notices)
    .leftJoin(organisations, eq(organisations.id, notices.buyerId))
    .where(eq(notices.guid, link.resourceId));
  if (!record) throw notFound('Record not found');
  return {
    link: {
      token: link.token,
      title: link.title,
      resourceType: link.resourceType,
      resourceId: link.resourceId,
      expiresAt: link.expiresAt ? link.expiresAt.toISOString() : null,
      url: recordShareUrl(publicUrl, link.resourceId, link.token),
    },
    record: {
      guid: record.guid,
      name: record.name,
      description: record.description,
      stage: record.stage,
      publishDate: record.publishDate ? record.publishDate.toISOString() : null,
      closeDate: record.closeDate ? record.closeDate.toISOString() : null,
      value: record.value,
      currency: record.currency,
      url: record.url,
      buyer: record.buyerName ? { name: record.buyerName } : null,
    },
  };
}
