/** REST: share via email (bearer + CSRF), the public share-link resolve, and the admins' outbox. */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../http/context';
import { errorBody } from '../http/errors';
import { enforceRateLimits, RATE_LIMITS } from '../http/rateLimit';
import { listOutbox, retryDelivery } from '../email/outbox';
import { assertCan } from '../policy/index';
import { toPolicySubject } from '../users/currentUser';
import { notFound, parseInput, readBody } from '../workspace/http';
import { IdSchema } from '../workspace/schemas';
import { ShareBodySchema } from './schemas';
import { resolveShareLink, shareRecords, type ShareLinkView } from './service';

const toLinkJson = (l: ShareLinkView) => ({
  token: l.token,
  title: l.title,
  resource_type: l.resourceType,
  resource_id: l.resourceId,
  expires_at: l.expiresAt,
  url: l.url,
});

/** Behind requireAuth. */
export function shareRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post('/records/share', async (c) => {
    const { user } = c.get('auth');
    assertCan(toPolicySubject(user), { type: 'record.share' });
    const body = await readBody(c, ShareBodySchema);
    const recipients = body.emails.length + (body.cc ? 1 : 0);
    await enforceRateLimits(
      deps.db,
      [
        { rule: RATE_LIMITS.shareEmailsPerUser, subject: user.id },
        { rule: RATE_LIMITS.shareRecipientsPerUser, subject: user.id, cost: recipients },
        { rule: RATE_LIMITS.shareRecipientsPerCompany, subject: user.company.id, cost: recipients },
      ],
      deps.now(),
    );
    const result = await shareRecords(deps.db, deps.mailer, deps.config, user, body, deps.now());
    if (result.delivery.status === 'failed') {
      deps.logger.warn({ outboxId: result.delivery.id, error: result.delivery.error }, 'share email failed');
      return c.json(
        { ...errorBody('email_failed', 'Failed to send email'), outbox_id: String(result.delivery.id) },
        502,
      );
    }
    return c.json({
      sent: true,
      status: result.delivery.status,
      outbox_id: String(result.delivery.id),
      share_links: result.links.map(toLinkJson),
    });
  });

  const admin = (c: Context<AppEnv>) =>
    assertCan(toPolicySubject(c.get('auth').user), { type: 'admin.access' });

  app.get('/admin/outbox', async (c) => {
    admin(c);
    const paging = parseInput(
      z.object({
        limit: z.coerce.number().int().min(1).max(200).default(50),
        offset: z.coerce.number().int().min(0).default(0),
      }),
      { limit: c.req.query('limit') || undefined, offset: c.req.query('offset') || undefined },
    );
    const rows = await listOutbox(deps.db, paging.limit, paging.offset);
    return c.json({
      emails: rows.map((r) => ({
        id: String(r.id),
        kind: r.kind,
        from: r.fromAddress,
        to: r.toAddresses,
        cc: r.ccAddresses,
        subject: r.subject,
        text_body: r.textBody,
        status: r.status,
        transport: r.transport,
        error: r.error,
        attempts: r.attempts,
        created_at: r.createdAt.toISOString(),
        sent_at: r.sentAt ? r.sentAt.toISOString() : null,
      })),
    });
  });

  app.post('/admin/outbox/:id/retry', async (c) => {
    admin(c);
    const { id } = parseInput(z.object({ id: IdSchema }), c.req.param());
    const result = await retryDelivery(deps.db, deps.mailer, id, deps.now);
    if (!result) throw notFound('Email not found');
    return c.json({ id: String(result.id), status: result.status, error: result.error });
  });

  return app;
}

/** Public (no session): what a share link opens. */
export function publicShareRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/share_links/:token', async (c) => {
    const { token } = parseInput(
      z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'not a share token') }),
      c.req.param(),
    );
    const resolved = await resolveShareLink(deps.db, deps.config.publicUrl, token, deps.now());
    c.header('Cache-Control', 'no-store');
    const r = resolved.record;
    return c.json({
      share_link: toLinkJson(resolved.link),
      message: resolved.message,
      shared_by: resolved.sharedBy
        ? {
            first_name: resolved.sharedBy.firstName,
            last_name: resolved.sharedBy.lastName,
            email: resolved.sharedBy.email,
            company_name: resolved.sharedBy.companyName,
          }
        : null,
      record: {
        guid: r.guid,
        name: r.name,
        description: r.description,
        stage: r.stage,
        publish_date: r.publishDate,
        close_date: r.closeDate,
        value: r.value,
        currency: r.currency,
        url: r.url,
        buyer: r.buyer,
        redacted: r.redacted,
      },
    });
  });
  return app;
}
