/** The accounts emails (verification, password reset, invitation, downgrade request), sent through the outbox. */
import type { AppDeps } from '../http/context';
import { deliver, type DeliveryResult } from '../email/outbox';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export interface AccountEmail {
  kind: 'verify_email' | 'reset_password' | 'user_invitation' | 'subscription_downgrade';
  to: string;
  subject: string;
  /** Paragraphs of plain text; a link goes on its own line and becomes a link in HTML. */
  paragraphs: string[];
  link?: { label: string; url: string };
  companyId: number | null;
  userId: number | null;
  replyTo?: string;
}

export function sendAccountEmail(deps: Pick<AppDeps, 'db' | 'mailer' | 'config' | 'now'>, email: AccountEmail): Promise<DeliveryResult> {
  const text = [...email.paragraphs, ...(email.link ? [`${email.link.label}: ${email.link.url}`] : [])].join('\n\n');
  const html = [
    ...email.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(email.link ? [`<p><a href="${escapeHtml(email.link.url)}">${escapeHtml(email.link.label)}</a></p>`] : []),
  ].join('\n');
  return deliver(
    deps.db,
    deps.mailer,
    { from: deps.config.mailFrom, to: [email.to], cc: [], replyTo: email.replyTo, subject: email.subject, text, html },
    { kind: email.kind, companyId: email.companyId, createdById: email.userId },
    deps.now,
  );
}
