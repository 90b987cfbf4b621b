import { describe, expect, it } from 'vitest';
import { createSchemaClient, flush } from '../../testing/schemaClient';
import { MarkAllNotificationsAsReadMutation } from '../graphql/mutations/MarkAllNotificationsAsRead';
import { MarkNotificationsAsReadMutation } from '../graphql/mutations/MarkNotificationsAsRead';
import { MarkNotificationsAsUnreadMutation } from '../graphql/mutations/MarkNotificationsAsUnread';
import { NotificationsQuery } from '../graphql/queries/Notifications';
import { UnreadNotificationsCountQuery } from '../graphql/queries/UnreadNotificationsCount';
import { createNotificationsMockRoot } from '../mocks/store';
import type { Notification } from '../schemas/notification';

const READ_AT = '2025-03-01T09:00:00.000Z';

const make = (id: string, read: boolean, minutesAgo: number): Notification => ({
  id,
  verb: 'comment',
  createdAt: new Date(Date.parse('2025-03-10T12:00:00.000Z') - minutesAgo * 60_000).toISOString(),
  readAt: read ? READ_AT : null,
  link: `/records/${id}`,
  actor: { firstName: 'Leo', lastName: 'Grant' },
  textAttributes: {
    actorName: 'Leo Grant',
    recordTitle: `Record ${id}`,
    commentText: 'Hello',
    deletedAt: null,
    toStatusLabel: null,
    oldAssignee: null,
    newAssignee: null,
  },
});

/** a, b, c unread; d read. Newest first: a, b, c, d, e(read), f(unread). */
const fixtures = () => [
  make('a', false, 1),
  make('b', false, 2),
  make('c', false, 3),
  make('d', true, 4),
  make('e', true, 5),
  make('f', false, 6),
];

async function setup(limit = 10) {
  const { root, store } = createNotificationsMockRoot(fixtures(), () => new Date('2025-03-10T12:30:00.000Z'));
  const { client, server } = createSchemaClient(root);
  const vars = { limit, offset: 0 };
  // Keep both queries active, as the panel and the badge do.
  const subs = [
    client.query(NotificationsQuery, vars).subscribe(() => undefined),
    client.query(UnreadNotificationsCountQuery, {}).subscribe(() => undefined),
  ];
  await client.query(NotificationsQuery, vars).toPromise();
  await client.query(UnreadNotificationsCountQuery, {}).toPromise();
  const read = () => ({
    count: client.readQuery(UnreadNotificationsCountQuery, {})?.data?.unreadNotificationsCount,
    readAt: Object.fromEntries(
      (client.readQuery(NotificationsQuery, vars)?.data?.notifications.items ?? []).map((n) => [n.id, n.readAt]),
    ),
  });
  const teardown = () => subs.forEach((sub) => sub.unsubscribe());
  return { client, server, store, read, vars, teardown };
}

describe('notifications cache: updates', () => {
  it('markNotificationsAsRead lowers the unread count by the number that were unread', async () => {
    const t = await setup(6);
    expect(t.read().count).toBe(4);
    const result = await t.client.mutation(MarkNotificationsAsReadMutation, { notificationIds: ['a', 'd'] }).toPromise();
    expect(result.error).toBeUndefined();
    const after = t.read();
    expect(after.count).toBe(3); // only a changed; d was already read
    expect(after.readAt['a']).toBe('2025-03-10T12:30:00.000Z');
    expect(after.readAt['d']).toBe(READ_AT);
    t.teardown();
  });

  it('markNotificationsAsUnread raises the unread count by the number that were read', async () => {
    const t = await setup(6);
    await t.client.mutation(MarkNotificationsAsUnreadMutation, { notificationIds: ['d', 'e', 'a'] }).toPromise();
    const after = t.read();
    expect(after.count).toBe(6); // d and e changed; a was already unread
    expect(after.readAt['d']).toBeNull();
    expect(after.readAt['e']).toBeNull();
    t.teardown();
  });

  it('marking the same notification twice changes the count once', async () => {
    const t = await setup(6);
    await t.client.mutation(MarkNotificationsAsReadMutation, { notificationIds: ['b'] }).toPromise();
    await t.client.mutation(MarkNotificationsAsReadMutation, { notificationIds: ['b'] }).toPromise();
    expect(t.read().count).toBe(3);
    t.teardown();
  });

  it('markAllNotificationsAsRead sets readAt on every cached notification and the count to 0', async () => {
    const t = await setup(6);
    await t.client.mutation(MarkAllNotificationsAsReadMutation, {}).toPromise();
    const after = t.read();
    expect(after.count).toBe(0);
    expect(Object.values(after.readAt).every((readAt) => typeof readAt === 'string')).toBe(true);
    expect(after.readAt['d']).toBe(READ_AT); // already read: unchanged
    t.teardown();
  });

  it('markAllNotificationsAsRead reaches notifications on every loaded page', async () => {
    const t = await setup(2);
    await t.client.query(NotificationsQuery, { limit: 2, offset: 2 }).toPromise();
    await t.client.query(NotificationsQuery, { limit: 2, offset: 4 }).toPromise();
    await t.client.mutation(MarkAllNotificationsAsReadMutation, {}).toPromise();
    const all = t.client.readQuery(NotificationsQuery, { limit: 2, offset: 4 })?.data?.notifications.items ?? [];
    expect(all.map((n) => n.id)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(all.every((n) => n.readAt !== null)).toBe(true);
    t.teardown();
  });

  it('marking a notification the cache never loaded asks the server for the count again', async () => {
    const t = await setup(2); // only a, b loaded
    expect(t.read().count).toBe(4);
    t.server.calls.length = 0;
    await t.client.mutation(MarkNotificationsAsReadMutation, { notificationIds: ['f'] }).toPromise();
    await flush();
    await flush();
    expect(t.server.calls).toContain('UnreadNotificationsCount');
    expect(t.read().count).toBe(3);
    t.teardown();
  });
});

describe('notifications cache: optimistic', () => {
  it('markNotificationsAsRead shows read and lowers the count before the server answers', async () => {
    const t = await setup(6);
    t.server.holdMutations = true;
    const pending = t.client.mutation(MarkNotificationsAsReadMutation, { notificationIds: ['a', 'b', 'd'] }).toPromise();
    await flush();
    const during = t.read();
    expect(during.count).toBe(2);
    expect(during.readAt['a']).toEqual(expect.any(String));
    expect(during.readAt['d']).toBe(READ_AT);
    t.server.release();
    await pending;
    expect(t.read().count).toBe(2); // not lowered twice
    t.teardown();
  });

  it('markNotificationsAsUnread shows unread and raises the count before the server answers', async () => {
    const t = await setup(6);
    t.server.holdMutations = true;
    const pending = t.client.mutation(MarkNotificationsAsUnreadMutation, { notificationIds: ['d'] }).toPromise();
    await flush();
    expect(t.read().count).toBe(5);
    expect(t.read().readAt['d']).toBeNull();
    t.server.release();
    await pending;
    expect(t.read().count).toBe(5);
    expect(t.read().readAt['d']).toBeNull();
    t.teardown();
  });

  it('markAllNotificationsAsRead shows everything read and 0 at once', async () => {
    const t = await setup(6);
    t.server.holdMutations = true;
    const pending = t.client.mutation(MarkAllNotificationsAsReadMutation, {}).toPromise();
    await flush();
    const during = t.read();
    expect(during.count).toBe(0);
    expect(Object.values(during.readAt).every((readAt) => readAt !== null)).toBe(true);
    t.server.release();
    await pending;
    expect(t.read().count).toBe(0);
    t.teardown();
  });

  it('rolls back when the mutation fails', async () => {
    const t = await setup(6);
    t.server.holdMutations = true;
    t.server.failNextMutation = true;
    const pending = t.client.mutation(MarkNotificationsAsReadMutation, { notificationIds: ['a'] }).toPromise();
    await flush();
    expect(t.read().count).toBe(3);
    t.server.release();
    const result = await pending;
    expect(result.error).toBeDefined();
    await flush();
    expect(t.read().count).toBe(4);
    expect(t.read().readAt['a']).toBeNull();
    t.teardown();
  });
});

describe('notifications cache: offset paging resolver', () => {
  it('merges pages of the same limit so load more appends', async () => {
    const t = await setup(2);
    const second = await t.client.query(NotificationsQuery, { limit: 2, offset: 2 }).toPromise();
    expect(second.data?.notifications.items.map((n) => n.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(second.data?.notifications.nextOffset).toBe(4);
    expect(second.data?.notifications.totalCount).toBe(6);
    const first = t.client.readQuery(NotificationsQuery, { limit: 2, offset: 0 });
    expect(first?.data?.notifications.items.map((n) => n.id)).toEqual(['a', 'b']);
    const last = await t.client.query(NotificationsQuery, { limit: 2, offset: 4 }).toPromise();
    expect(last.data?.notifications.items).toHaveLength(6);
    expect(last.data?.notifications.nextOffset).toBeNull();
    t.teardown();
  });

  it('treats a page that is not cached as a miss and fetches it', async () => {
    const t = await setup(2);
    expect(t.client.readQuery(NotificationsQuery, { limit: 2, offset: 2 })?.data ?? null).toBeNull();
    t.server.calls.length = 0;
    await t.client.query(NotificationsQuery, { limit: 2, offset: 2 }).toPromise();
    expect(t.server.calls).toEqual(['Notifications']);
    t.teardown();
  });
});
