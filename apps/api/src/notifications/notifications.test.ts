import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../db/schema/index';
import { describeOnDatabases, type ApiHarness, type Tokens } from '../testing/api';
import { createNotifications, listNotifications } from './service';

interface NotificationJson {
  id: string;
  verb: string;
  created_at: string;
  read_at: string | null;
  link: string | null;
  actor: { first_name: string | null; last_name: string | null } | null;
  text_attributes: Record<string, unknown>;
}
interface PageJson {
  notifications: NotificationJson[];
  unread_count: number;
  paging_info: { total_results: number; offset: number; limit: number; next_offset: number | null };
}

const PAGE_QUERY = /* GraphQL */ `
  query Notifications($limit: Int!, $offset: Int!) {
    notifications(limit: $limit, offset: $offset) {
      items { id verb createdAt readAt link actor { firstName lastName }
        textAttributes { actorName recordTitle commentText deletedAt toStatusLabel
          oldAssignee { guid name } newAssignee { guid name } } }
      nextOffset
      totalCount
    }
    unreadNotificationsCount
  }
`;

async function page(api: ApiHarness, tokens: Tokens, query = ''): Promise<PageJson> {
  const res = await api.authed(tokens, `/api/notifications${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as PageJson;
}

const put = (api: ApiHarness, tokens: Tokens, path: string, body?: unknown) =>
  api.authed(tokens, `/api/notifications/${path}`, { method: 'PUT', body: JSON.stringify(body ?? {}) });

await describeOnDatabases('notifications', (api) => {
  it('lists the caller’s notifications newest first, snake_case, with paging info', async () => {
    const maya = await api().signIn('maya@northwind.test');
    const all = await page(api(), maya);
    expect(all.paging_info).toEqual({ total_results: 14, offset: 0, limit: 50, next_offset: null });
    expect(all.notifications).toHaveLength(14);
    expect(all.unread_count).toBeGreaterThanOrEqual(4);
    const times = all.notifications.map((n) => Date.parse(n.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(new Set(all.notifications.map((n) => n.verb))).toEqual(new Set(['comment', 'assign', 'qualify', 'mention']));
    const first = all.notifications[0];
    expect(first).toMatchObject({ verb: 'comment', read_at: null, actor: { first_name: 'Leo', last_name: 'Okafor' } });
    expect(first?.link).toMatch(/^\/records\/[0-9a-f-]{36}$/);
    expect(Object.keys(first?.text_attributes ?? {}).sort()).toEqual(
      ['actor_name', 'comment_text', 'deleted_at', 'new_assignee', 'old_assignee', 'record_title', 'to_status_label'].sort(),
    );
    expect(all.notifications.some((n) => n.text_attributes.deleted_at)).toBe(true);
    expect(all.notifications.some((n) => n.verb === 'assign' && n.text_attributes.new_assignee === null)).toBe(true);

    const p1 = await page(api(), maya, '?limit=5&offset=0');
    const p2 = await page(api(), maya, '?limit=5&offset=5');
    const p3 = await page(api(), maya, '?limit=5&offset=10');
    expect(p1.paging_info).toEqual({ total_results: 14, offset: 0, limit: 5, next_offset: 5 });
    expect(p2.paging_info.next_offset).toBe(10);
    expect(p3.paging_info).toEqual({ total_results: 14, offset: 10, limit: 5, next_offset: null });
    expect(p3.notifications).toHaveLength(4);
    expect([...p1.notifications, ...p2.notifications, ...p3.notifications].map((n) => n.id)).toEqual(
      all.notifications.map((n) => n.id),
    );
    const past = await page(api(), maya, '?limit=5&offset=100');
    expect(past.notifications).toEqual([]);
    expect(past.paging_info).toEqual({ total_results: 14, offset: 100, limit: 5, next_offset: null });
    expect(past.unread_count).toBe(all.unread_count);

    expect((await api().authed(maya, '/api/notifications?limit=0')).status).toBe(400);
    expect((await api().authed(maya, '/api/notifications?offset=-1')).status).toBe(400);
    expect((await api().authed(maya, '/api/notifications?limit=abc')).status).toBe(400);
  });

  it('serves the same list over GraphQL', async () => {
    const maya = await api().signIn('maya@northwind.test');
    const rest = await page(api(), maya, '?limit=3&offset=2');
    const gql = await api().graphql<{
      notifications: { items: { id: string; actor: unknown; textAttributes: Record<string, unknown> }[]; nextOffset: number | null; totalCount: number };
      unreadNotificationsCount: number;
    }>(maya, PAGE_QUERY, { limit: 3, offset: 2 });
    expect(gql.errors).toBeUndefined();
    expect(gql.data?.notifications.totalCount).toBe(rest.paging_info.total_results);
    expect(gql.data?.notifications.nextOffset).toBe(5);
    expect(gql.data?.notifications.items.map((n) => n.id)).toEqual(rest.notifications.map((n) => n.id));
    expect(gql.data?.unreadNotificationsCount).toBe(rest.unread_count);

    const bad = await api().graphql(maya, PAGE_QUERY, { limit: 201, offset: 0 });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    // Far past it, the request's cost refuses it before the resolver (decision 0017).
    const huge = await api().graphql(maya, PAGE_QUERY, { limit: 5000, offset: 0 });
    expect(huge.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COSTLY');
  });

  it('marks read, unread and all read through REST', async () => {
    const leo = await api().signIn('leo@northwind.test');
    const before = await page(api(), leo);
    const unread = before.notifications.filter((n) => n.read_at === null);
    expect(unread.length).toBeGreaterThan(1);
    const target = unread[0]?.id ?? '';

    const read = await put(api(), leo, 'mark_as_read', { notificationIds: [target] });
    expect(read.status).toBe(200);
    const readBody = (await read.json()) as { notifications: NotificationJson[]; unread_count: number };
    expect(readBody.notifications.map((n) => n.id)).toEqual([target]);
    expect(readBody.notifications[0]?.read_at).not.toBeNull();
    expect(readBody.unread_count).toBe(before.unread_count - 1);

    const again = (await (await put(api(), leo, 'mark_as_read', { notificationIds: [target] })).json()) as { unread_count: number };
    expect(again.unread_count).toBe(before.unread_count - 1);

    const unreadRes = (await (await put(api(), leo, 'mark_as_unread', { notificationIds: [target] })).json()) as {
      notifications: NotificationJson[];
      unread_count: number;
    };
    expect(unreadRes.notifications[0]?.read_at).toBeNull();
    expect(unreadRes.unread_count).toBe(before.unread_count);

    const all = await put(api(), leo, 'mark_all_as_read');
    expect(all.status).toBe(200);
    const allBody = (await all.json()) as { updated_ids: string[]; unread_count: number };
    expect(allBody.unread_count).toBe(0);
    expect([...allBody.updated_ids].sort()).toEqual(unread.map((n) => n.id).sort());
    expect((await page(api(), leo)).unread_count).toBe(0);
    const none = (await (await put(api(), leo, 'mark_all_as_read')).json()) as { updated_ids: string[] };
    expect(none.updated_ids).toEqual([]);

    for (const body of [{}, { notificationIds: 'x' }, { notificationIds: ['abc'] }, { notificationIds: [-1] }]) {
      const res = await put(api(), leo, 'mark_as_read', body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('bad_request');
    }
  });

  it('marks read, unread and all read through GraphQL', async () => {
    const admin = await api().signIn('admin@tenderlens.test');
    const list = await api().graphql<{ notifications: { items: { id: string; readAt: string | null }[] }; unreadNotificationsCount: number }>(
      admin,
      PAGE_QUERY,
      { limit: 50, offset: 0 },
    );
    const unreadId = list.data?.notifications.items.find((n) => n.readAt === null)?.id ?? '';
    expect(unreadId).not.toBe('');
    const read = await api().graphql<{ markNotificationsAsRead: { id: string; readAt: string | null }[] }>(
      admin,
      'mutation($ids: [ID!]!) { markNotificationsAsRead(notificationIds: $ids) { id readAt } }',
      { ids: [unreadId] },
    );
    expect(read.data?.markNotificationsAsRead).toHaveLength(1);
    expect(read.data?.markNotificationsAsRead[0]?.readAt).toEqual(expect.any(String));
    const unread = await api().graphql<{ markNotificationsAsUnread: { id: string; readAt: string | null }[] }>(
      admin,
      'mutation($ids: [ID!]!) { markNotificationsAsUnread(notificationIds: $ids) { id readAt } }',
      { ids: [unreadId] },
    );
    expect(unread.data?.markNotificationsAsUnread[0]?.readAt).toBeNull();
    const all = await api().graphql<{ markAllNotificationsAsRead: { updatedIds: string[]; unreadCount: number } }>(
      admin,
      'mutation { markAllNotificationsAsRead { updatedIds unreadCount } }',
    );
    expect(all.data?.markAllNotificationsAsRead.unreadCount).toBe(0);
    expect(all.data?.markAllNotificationsAsRead.updatedIds).toContain(unreadId);
    const count = await api().graphql<{ unreadNotificationsCount: number }>(admin, '{ unreadNotificationsCount }');
    expect(count.data?.unreadNotificationsCount).toBe(0);
    const invalid = await api().graphql(admin, 'mutation { markNotificationsAsRead(notificationIds: ["x1"]) { id } }');
    expect(invalid.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('never shows or touches another user’s notifications (REST and GraphQL)', async () => {
    const maya = await api().signIn('maya@northwind.test');
    const sam = await api().signIn('sam@freeco.test');
    const mayaPage = await page(api(), maya);
    const samPage = await page(api(), sam);
    const mayaIds = new Set(mayaPage.notifications.map((n) => n.id));
    expect(samPage.notifications.some((n) => mayaIds.has(n.id))).toBe(false);
    const mayaUnread = mayaPage.notifications.filter((n) => n.read_at === null).map((n) => n.id);
    const mayaRead = mayaPage.notifications.filter((n) => n.read_at !== null).map((n) => n.id);

    const rest = await put(api(), sam, 'mark_as_read', { notificationIds: mayaUnread });
    expect(rest.status).toBe(200);
    expect(((await rest.json()) as { notifications: unknown[] }).notifications).toEqual([]);
    const restUnread = await put(api(), sam, 'mark_as_unread', { notificationIds: mayaRead });
    expect(((await restUnread.json()) as { notifications: unknown[] }).notifications).toEqual([]);
    const gql = await api().graphql<{ markNotificationsAsRead: unknown[] }>(
      sam,
      'mutation($ids: [ID!]!) { markNotificationsAsRead(notificationIds: $ids) { id } }',
      { ids: mayaUnread },
    );
    expect(gql.data?.markNotificationsAsRead).toEqual([]);
    await put(api(), sam, 'mark_all_as_read');

    const after = await page(api(), maya);
    expect(after.notifications.map((n) => [n.id, n.read_at])).toEqual(mayaPage.notifications.map((n) => [n.id, n.read_at]));
    expect(after.unread_count).toBe(mayaPage.unread_count);
  });

  it('costs one SQL query for a list, however long (no N+1 on actors)', async () => {
    const { db } = api().app.database;
    const [leo] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'leo@northwind.test'));
    const [sam] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'sam@freeco.test'));
    const userId = sam?.id ?? 0;
    await createNotifications(
      db,
      Array.from({ length: 60 }, (_, i) => ({
        userId,
        verb: 'comment' as const,
        actorUserId: i % 2 ? (leo?.id ?? null) : null,
        textAttributes: { recordTitle: `Record ${i}` },
        createdAt: new Date(Date.now() - i * 60_000),
      })),
    );
    const statements: string[] = [];
    const stop = api().app.database.onQuery((e) => statements.push(e.sql));
    try {
      const result = await listNotifications(db, userId, { limit: 50, offset: 0 });
      expect(result.items).toHaveLength(50);
      expect(result.items.filter((n) => n.actor?.firstName === 'Leo').length).toBeGreaterThan(20);
    } finally {
      stop();
    }
    expect(statements).toHaveLength(1);

    // Through GraphQL: the page and the unread count are one query each; the bearer check one more.
    const tokens = await api().signIn('sam@freeco.test');
    const before = api().app.database.stats.queries;
    const gql = await api().graphql<{ notifications: { items: unknown[] } }>(tokens, PAGE_QUERY, { limit: 50, offset: 0 });
    expect(gql.data?.notifications.items).toHaveLength(50);
    expect(api().app.database.stats.queries - before).toBe(3);
  });
});
