/** REST notifications (docs/contracts.md): the same service as GraphQL, snake_case JSON. */
import { Hono, type Context } from 'hono';
import type { AppDeps, AppEnv } from '../http/context';
import { badRequest } from '../http/errors';
import { assertCan } from '../policy/index';
import { toPolicySubject } from '../users/currentUser';
import { toMarkResultJson, toNotificationPageJson } from './json';
import { MarkNotificationsBodySchema, PagingSchema } from './schemas';
import { listNotifications, markAllNotificationsAsRead, markNotificationsAsRead, markNotificationsAsUnread } from './service';

async function readIds(c: Context<AppEnv>): Promise<number[]> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw badRequest('Send a JSON body: { "notificationIds": [...] }');
  }
  const parsed = MarkNotificationsBodySchema.safeParse(raw);
  if (!parsed.success) throw badRequest(parsed.error);
  return parsed.data.notificationIds;
}

export function notificationRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/notifications', async (c) => {
    const { user } = c.get('auth');
    assertCan(toPolicySubject(user), { type: 'notifications.list' });
    const parsed = PagingSchema.safeParse({
      limit: c.req.query('limit') || undefined,
      offset: c.req.query('offset') || undefined,
    });
    if (!parsed.success) throw badRequest(parsed.error);
    const page = await listNotifications(deps.db, user.id, parsed.data);
    c.header('Cache-Control', 'no-store');
    return c.json(toNotificationPageJson(page));
  });

  app.put('/notifications/mark_as_read', async (c) => {
    const { user } = c.get('auth');
    assertCan(toPolicySubject(user), { type: 'notifications.update' });
    const ids = await readIds(c);
    return c.json(toMarkResultJson(await markNotificationsAsRead(deps.db, user.id, ids, deps.now())));
  });

  app.put('/notifications/mark_as_unread', async (c) => {
    const { user } = c.get('auth');
    assertCan(toPolicySubject(user), { type: 'notifications.update' });
    const ids = await readIds(c);
    return c.json(toMarkResultJson(await markNotificationsAsUnread(deps.db, user.id, ids)));
  });

  app.put('/notifications/mark_all_as_read', async (c) => {
    const { user } = c.get('auth');
    assertCan(toPolicySubject(user), { type: 'notifications.update' });
    const result = await markAllNotificationsAsRead(deps.db, user.id, deps.now());
    return c.json({ updated_ids: result.updatedIds, unread_count: result.unreadCount });
  });

  return app;
}
