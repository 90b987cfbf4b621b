import { salesBookingLink } from '@tenderlens/domain/bookADemo';
/** REST: book a demo and the sales-interaction log (any signed-in user), and the admins' lists of both. */
import { enforceRateLimits, RATE_LIMITS } from '../http/rateLimit';
import { Hono, type Context } from 'hono';
import type { AppDeps, AppEnv } from '../http/context';
import { assertCan } from '../policy/index';
import { toPolicySubject } from '../users/currentUser';
import { parseInput, readBody } from '../workspace/http';
import { DemoRequestBodySchema, PagingQuerySchema, SalesInteractionBodySchema } from './schemas';
import { createDemoRequest, listDemoRequests, listSalesInteractions, logSalesInteraction } from './service';

const paging = (c: Context<AppEnv>) =>
  parseInput(PagingQuerySchema, {
    limit: c.req.query('limit') || undefined,
    offset: c.req.query('offset') || undefined,
  });

/** Behind requireAuth. */
export function salesRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post('/demo_requests', async (c) => {
    const { user } = c.get('auth');
    const subject = toPolicySubject(user);
    assertCan(subject, { type: 'sales.contact' });
    const body = await readBody(c, DemoRequestBodySchema);
    // Each request emails the sales address: bounded per user and company (docs/contracts.md "Request bounds").
    await enforceRateLimits(
      deps.db,
      [
        { rule: RATE_LIMITS.demoRequestsPerUser, subject: subject.id },
        { rule: RATE_LIMITS.demoRequestsPerCompany, subject: subject.companyId },
      ],
      deps.now(),
    );
    const created = await createDemoRequest(deps.db, deps.mailer, deps.config, user, body, deps.now());
    if (created.emailStatus === 'failed')
      deps.logger.warn({ demoRequestId: created.id }, 'demo request email failed; the outbox retries it');
    // The booking link depends on UK business hours (spec 2§2); none when the deployment has none configured.
    const link = salesBookingLink(deps.now(), deps.config.salesBookingUrls);
    return c.json(
      { id: String(created.id), created_at: created.createdAt.toISOString(), booking: link ? { url: link.url, in_hours: link.inHours } : null },
      201,
    );
  });

  app.post('/sales_interactions', async (c) => {
    const { user } = c.get('auth');
    assertCan(toPolicySubject(user), { type: 'sales.contact' });
    const body = await readBody(c, SalesInteractionBodySchema);
    await logSalesInteraction(deps.db, user, body, deps.now());
    return c.body(null, 204);
  });

  const admin = (c: Context<AppEnv>) => assertCan(toPolicySubject(c.get('auth').user), { type: 'admin.access' });

  app.get('/admin/demo_requests', async (c) => {
    admin(c);
    const { limit, offset } = paging(c);
    const rows = await listDemoRequests(deps.db, limit, offset);
    return c.json({
      demo_requests: rows.map((r) => ({
        id: String(r.id),
        first_name: r.firstName,
        last_name: r.lastName,
        email: r.email,
        phone: r.phone,
        context: r.context,
        created_at: r.createdAt.toISOString(),
        user: r.user,
        company: r.company,
        email_status: r.emailStatus,
      })),
    });
  });

  app.get('/admin/sales_interactions', async (c) => {
    admin(c);
    const { limit, offset } = paging(c);
    const rows = await listSalesInteractions(deps.db, limit, offset);
    return c.json({
      sales_interactions: rows.map(({ r, userGuid, companyName }) => ({
        id: String(r.id),
        action_type: r.actionType,
        data_type: r.dataType,
        page_url: r.pageUrl,
        context_source: r.contextSource,
        created_at: r.createdAt.toISOString(),
        user_guid: userGuid,
        company_name: companyName,
      })),
    });
  });

  return app;
}
