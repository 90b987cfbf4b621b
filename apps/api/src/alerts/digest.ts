/**
 * What an alert sends: the notices new to a subscription in a window (its saved views' filters and
 * its notice lists' new entries, through the record search and so the paywall projection), and the
 * message for each destination: a multipart email, a Slack incoming-webhook message (Block Kit), a
 * Microsoft Teams incoming-webhook message (an Adaptive Card attachment) or a generic signed JSON body.
 */
import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { ALERT_DIGEST_LIMIT, savedViewSearchRequest } from '@tenderlens/domain/alerts';
import { queryRows, type Database } from '../db/client';
import { leadSubscriptionDeliveredNotices, recordListEntries, type LeadSubscriptionContentRow, type LeadSubscriptionRow } from '../db/schema/index';
import { RecordSearchBodySchema, toRecordFilter, type RecordFilter } from '../records/filter';
import { searchCaller } from '../records/routes';
import { ListNotFoundError, searchRecords, type NoticeView } from '../records/service';
import { visibleView } from '../savedViews/service';
import type { CurrentUser } from '../users/currentUser';

export interface DigestNotice {
  guid: string;
  name: string;
  buyer: string | null;
  stage: string;
  publishDate: string | null;
  closeDate: string | null;
  value: number | null;
  currency: string | null;
  relevanceScore: number;
  relevanceLabel: string;
  /** The team's signals the notice matched (keywords, CPV codes, partners, competitors), by name. */
  signals: string[];
  /** The saved views and lists it came from. */
  matchedBy: string[];
  url: string;
}

export interface DigestPayload {
  alert: { guid: string; name: string; frequency: string };
  window: { from: string; to: string };
  notices: DigestNotice[];
  /** Matching notices in all (more than `notices` when over ALERT_DIGEST_LIMIT). */
  total: number;
  manageUrl: string;
  unsubscribeUrl: string;
  test: boolean;
}

const DAY = 24 * 60 * 60_000;

function toDigestNotice(n: NoticeView, source: string, publicUrl: string): DigestNotice {
  return {
    guid: n.guid,
    name: n.name,
    buyer: n.buyer?.name ?? null,
    stage: n.stage,
    publishDate: n.publishDate,
    closeDate: n.closeDate,
    value: n.value,
    currency: n.currency,
    relevanceScore: n.relevanceScore,
    relevanceLabel: n.relevanceLabel,
    signals: n.signals.map((s) => s.name),
    matchedBy: [source],
    url: `${publicUrl}${n.canonicalUrlPath}`,
  };
}

async function searchContent(
  db: Database,
  user: CurrentUser,
  content: LeadSubscriptionContentRow,
  window: { from: Date; to: Date } | null,
  now: Date,
): Promise<{ notices: NoticeView[]; total: number }> {
  let filter: RecordFilter;
  if (content.resourceType === 'SAVED_VIEW') {
    // Still visible to the owner (a view unshared or deleted since yields nothing).
    const view = await visibleView(db, user, Number(content.resourceId)).catch(() => null);
    if (!view || view.dataType !== 'NOTICES') return { notices: [], total: 0 };
    const body = RecordSearchBodySchema.parse(savedViewSearchRequest(view.view, 100));
    filter = toRecordFilter(body, now);
    // New since the last delivery: added to Tenderlens in the window.
    if (window) filter.dates = { ...filter.dates, added_date: { from: window.from, to: window.to, includeNulls: false } };
  } else if (content.resourceType === 'RECORD_LIST') {
    filter = toRecordFilter(RecordSearchBodySchema.parse({ record_list_ids: [content.resourceId], limit: 100 }), now);
    if (window) {
      // New to a list: put on it in the window.
      const entries = await db
        .select({ noticeId: recordListEntries.noticeId })
        .from(recordListEntries)
        .where(
          and(
            eq(recordListEntries.recordListId, Number(content.resourceId)),
            gt(recordListEntries.createdAt, window.from),
            lte(recordListEntries.createdAt, window.to),
          ),
        );
      if (!entries.length) return { notices: [], total: 0 };
      filter.noticeIds = entries.map((e) => e.noticeId);
    }
  } else {
    return { notices: [], total: 0 };
  }
  try {
    const result = await searchRecords(db, filter, searchCaller(user));
    return { notices: result.results, total: result.totalResults };
  } catch (error) {
    // A list deleted or no longer shared: nothing to send from it.
    if (error instanceof ListNotFoundError) return { notices: [], total: 0 };
    throw error;
  }
}

/**
 * The notices of `contents` new to the subscription: matched in the window and never delivered to
 * it before. Best first (relevance, then newest), at most ALERT_DIGEST_LIMIT; `total` counts all.
 * `window` null (a test send): the newest matches, whether delivered or not.
 */
export async function collectNotices(
  db: Database,
  user: CurrentUser,
  subscription: LeadSubscriptionRow,
  contents: LeadSubscriptionContentRow[],
  window: { from: Date; to: Date } | null,
  publicUrl: string,
  now: Date,
): Promise<{ notices: DigestNotice[]; noticeIds: number[]; total: number }> {
  const byGuid = new Map<string, { notice: DigestNotice; id: number }>();
  let total = 0;
  for (const content of contents) {
    const { notices, total: count } = await searchContent(db, user, content, window, now);
    total += Math.max(0, count - notices.length);
    const source = content.resourceName ?? content.resourceType;
    for (const n of notices) {
      const seen = byGuid.get(n.guid);
      if (seen) seen.notice.matchedBy.push(source);
      else byGuid.set(n.guid, { notice: toDigestNotice(n, source, publicUrl), id: Number(n.id) });
    }
  }
  let found = [...byGuid.values()];
  if (window && found.length) {
    const delivered = await db
      .select({ noticeId: leadSubscriptionDeliveredNotices.noticeId })
      .from(leadSubscriptionDeliveredNotices)
      .where(
        and(
          eq(leadSubscriptionDeliveredNotices.leadSubscriptionId, subscription.id),
          inArray(
            leadSubscriptionDeliveredNotices.noticeId,
            found.map((f) => f.id),
          ),
        ),
      );
    const done = new Set(delivered.map((d) => d.noticeId));
    found = found.filter((f) => !done.has(f.id));
  }
  found.sort(
    (a, b) =>
      b.notice.relevanceScore - a.notice.relevanceScore ||
      (b.notice.publishDate ?? '').localeCompare(a.notice.publishDate ?? '') ||
      a.notice.guid.localeCompare(b.notice.guid),
  );
  const picked = found.slice(0, ALERT_DIGEST_LIMIT);
  return { notices: picked.map((f) => f.notice), noticeIds: picked.map((f) => f.id), total: found.length + total };
}

/** For the benchmark and operators: how many subscriptions are due. */
export async function dueCount(db: Database, now: Date): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from lead_subscriptions where disabled = false and next_run_at <= ${now.toISOString()}::timestamptz`,
  );
  return row?.n ?? 0;
}

export const windowLabel = (p: DigestPayload) => {
  const days = Math.round((Date.parse(p.window.to) - Date.parse(p.window.from)) / DAY);
  return days >= 6 ? 'this week' : days >= 1 ? 'today' : 'just now';
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
const money = (n: DigestNotice) =>
  n.value === null ? null : `${n.currency ?? 'GBP'} ${Math.round(n.value).toLocaleString('en-GB')}`;
const dateOnly = (v: string | null) => (v ? v.slice(0, 10) : null);

function facts(n: DigestNotice): string[] {
  return [
    n.buyer ? `Buyer: ${n.buyer}` : null,
    `Stage: ${n.stage}`,
    dateOnly(n.closeDate) ? `Closes: ${dateOnly(n.closeDate)}` : null,
    money(n) ? `Value: ${money(n)}` : null,
    `Relevance: ${n.relevanceLabel}`,
    n.signals.length ? `Signals: ${n.signals.join(', ')}` : null,
  ].filter((x): x is string => x !== null);
}

export const digestSubject = (p: DigestPayload) =>
  `${p.test ? '[Test] ' : ''}${p.alert.name}: ${p.total} new notice${p.total === 1 ? '' : 's'}`;

/** The email: plain text and HTML of the same content. */
export function renderEmail(p: DigestPayload): { subject: string; text: string; html: string } {
  const more = p.total - p.notices.length;
  const text = [
    `${p.alert.name}: ${p.total} new notice${p.total === 1 ? '' : 's'} matching your alert.`,
    '',
    ...p.notices.flatMap((n) => [n.name, ...facts(n).map((f) => `  ${f}`), `  ${n.url}`, '']),
    ...(more > 0 ? [`And ${more} more in Tenderlens.`, ''] : []),
    `Manage your alerts: ${p.manageUrl}`,
    `Unsubscribe from this alert: ${p.unsubscribeUrl}`,
  ].join('\n');
  const items = p.notices
    .map(
      (n) =>
        `<li style="margin-bottom:16px"><a href="${escapeHtml(n.url)}" style="font-weight:600;color:#1d4ed8">${escapeHtml(n.name)}</a>` +
        `<div style="color:#374151;font-size:14px">${facts(n).map(escapeHtml).join(' · ')}</div></li>`,
    )
    .join('');
  const html =
    `<!doctype html><html lang="en"><body style="font-family:Arial,sans-serif;color:#111827">` +
    `<h1 style="font-size:20px">${escapeHtml(p.alert.name)}</h1>` +
    `<p>${p.total} new notice${p.total === 1 ? '' : 's'} matching your alert.</p>` +
    `<ul style="padding-left:16px">${items}</ul>` +
    (more > 0 ? `<p>And ${more} more in Tenderlens.</p>` : '') +
    `<p style="font-size:13px;color:#4b5563"><a href="${escapeHtml(p.manageUrl)}">Manage your alerts</a> · ` +
    `<a href="${escapeHtml(p.unsubscribeUrl)}">Unsubscribe from this alert</a></p></body></html>`;
  return { subject: digestSubject(p), text, html };
}

/** Slack incoming webhook: `text` (the notification fallback) and Block Kit sections in mrkdwn. */
export function renderSlack(p: DigestPayload): unknown {
  const slackEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return {
    text: digestSubject(p),
    blocks: [
      { type: 'header', text: { type: 'plain_text', text: digestSubject(p).slice(0, 150) } },
      ...p.notices.slice(0, 20).map((n) => ({
        type: 'section',
        text: { type: 'mrkdwn', text: `*<${n.url}|${slackEscape(n.name).slice(0, 200)}>*\n${facts(n).map(slackEscape).join(' · ')}`.slice(0, 3000) },
      })),
      { type: 'context', elements: [{ type: 'mrkdwn', text: `<${p.manageUrl}|Manage your alerts>` }] },
    ],
  };
}

/** Microsoft Teams incoming webhook: a message with one Adaptive Card attachment. */
export function renderTeams(p: DigestPayload): unknown {
  return {
    type: 'message',
    attachments: [
      {
        contentType: 'application/vnd.microsoft.card.adaptive',
        contentUrl: null,
        content: {
          $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
          type: 'AdaptiveCard',
          version: '1.4',
          body: [
            { type: 'TextBlock', text: digestSubject(p), weight: 'Bolder', size: 'Medium', wrap: true },
            ...p.notices.slice(0, 20).flatMap((n) => [
              { type: 'TextBlock', text: `[${n.name}](${n.url})`, wrap: true, spacing: 'Medium' },
              { type: 'TextBlock', text: facts(n).join(' · '), wrap: true, isSubtle: true, spacing: 'None' },
            ]),
          ],
          actions: [{ type: 'Action.OpenUrl', title: 'Manage your alerts', url: p.manageUrl }],
        },
      },
    ],
  };
}

/** The generic JSON webhook body (signed by the caller). */
export function renderGeneric(p: DigestPayload, deliveryKey: string): unknown {
  return {
    event: p.test ? 'lead_subscription.test' : 'lead_subscription.digest',
    delivery_id: deliveryKey,
    lead_subscription: { guid: p.alert.guid, name: p.alert.name, frequency: p.alert.frequency },
    window: p.window,
    total: p.total,
    notices: p.notices.map((n) => ({
      guid: n.guid,
      name: n.name,
      buyer: n.buyer,
      stage: n.stage,
      publish_date: n.publishDate,
      close_date: n.closeDate,
      value: n.value,
      currency: n.currency,
      relevance_score: n.relevanceScore,
      relevance_label: n.relevanceLabel,
      signals: n.signals,
      matched_by: n.matchedBy,
      url: n.url,
    })),
  };
}
