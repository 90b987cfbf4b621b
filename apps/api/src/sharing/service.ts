/**
 * Share via email: one share link per record (token, title, resource, expiry), one email to the
 * recipients (cc the sender when asked) through the outbox. The link opens the record page; a
 * recipient without an account reads the record through the public resolve endpoint.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { companies, notices, organisations, shareLinks, users } from '../db/schema/index';
import { deliver, type DeliveryResult } from '../email/outbox';
import type { Mailer } from '../email/mailer';
import { badRequest, HttpError } from '../http/errors';
import { projectNotice, viewerForNotices } from '../policy/projection';
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
          message: body.message || null,
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
  /** The sharer's message (null: none). */
  message: string | null;
  /** Who shared it (the email names them and replies to them): the recipient asks them for access. */
  sharedBy: { firstName: string; lastName: string; email: string; companyName: string | null } | null;
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
    /** Award details withheld: the sharer's company cannot see them (policy/projection.ts). */
    redacted: boolean;
  };
}

/**
 * The record a share link opens, and nothing else: 404 for an unknown token (or one of another
 * resource type), 410 once expired. The record is shown as the sharer's company sees it on the
 * record page: an AWARDED notice's value is withheld unless that company can see award details.
 */
export async function resolveShareLink(
  db: Executor,
  publicUrl: string,
  token: string,
  now: Date,
): Promise<ResolvedShareLink> {
  const [found] = await db
    .select({
      link: shareLinks,
      companyName: companies.name,
      plan: companies.paymentType,
      extraDataTypes: companies.extraDataTypes,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(shareLinks)
    .leftJoin(companies, eq(companies.id, shareLinks.companyId))
    .leftJoin(users, eq(users.id, shareLinks.createdById))
    .where(and(eq(shareLinks.token, token), eq(shareLinks.resourceType, 'record')));
  if (!found) throw notFound('Share link not found');
  const { link } = found;
  if (link.expiresAt && link.expiresAt.getTime() <= now.getTime())
    throw new HttpError(410, 'expired', 'This share link has expired');
  const [record] = await db
    .select({
      id: notices.id,
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
  // The record as the sharer's company sees it (its plan and its unlock of this notice); a link
  // whose company is gone shows nothing behind a paywall.
  const viewer = await viewerForNotices(db, found.plan ? { plan: found.plan, companyId: link.companyId, extraDataTypes: found.extraDataTypes ?? [] } : null, [record.id]);
  const shown = projectNotice(viewer, { id: record.id, stage: record.stage, value: record.value, redacted: false });
  return {
    link: {
      token: link.token,
      title: link.title,
      resourceType: link.resourceType,
      resourceId: link.resourceId,
      expiresAt: link.expiresAt ? link.expiresAt.toISOString() : null,
      url: recordShareUrl(publicUrl, link.resourceId, link.token),
    },
    message: link.message,
    sharedBy:
      found.firstName !== null
        ? {
            firstName: found.firstName,
            lastName: found.lastName ?? '',
            email: found.email ?? '',
            companyName: found.companyName,
          }
        : null,
    record: {
      guid: record.guid,
      name: record.name,
      description: record.description,
      stage: record.stage,
      publishDate: record.publishDate ? record.publishDate.toISOString() : null,
      closeDate: record.closeDate ? record.closeDate.toISOString() : null,
      value: shown.value ?? null,
      currency: record.currency,
      url: record.url,
      buyer: record.buyerName ? { name: record.buyerName } : null,
      redacted: shown.redacted ?? false,
    },
  };
}
