/**
 * The public hooks against the msw mocks of `@tenderlens/domain/mocks`, through the real client
 * (stale time, graphcache, auth, retry, fetch): what Storybook stories and web tests will see.
 */
import { act, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useAppConfig } from './appConfig/hooks/useAppConfig';
import { useLogin } from './auth/hooks/useLogin';
import { useLogout } from './auth/hooks/useLogout';
import { DEMO_PASSWORD, mockHandlers, userFixtures } from './mocks';
import { useNotifications } from './notifications/hooks/useNotifications';
import { useMarkAllNotificationsAsRead, useMarkNotificationsAsUnread } from './notifications/hooks/useMarkNotifications';
import { useOpenNotification } from './notifications/hooks/useOpenNotification';
import { useUnreadNotificationsCount } from './notifications/hooks/useUnreadNotificationsCount';
import { renderWithClient } from './testing/renderWithClient';
import { useCurrentUser } from './users/hooks/useCurrentUser';
import { canSeeUpgrade } from './users/rules/dataTypes';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const NOW = new Date(2025, 2, 10, 9, 30);

describe('useCurrentUser', () => {
  it('loads and parses the signed-in user', async () => {
    server.use(...mockHandlers({ user: userFixtures.free }));
    const { result } = renderWithClient(() => useCurrentUser());
    await waitFor(() => expect(result.current.user).not.toBeNull());
    expect(result.current.user).toMatchObject({ email: 'sam@freeco.test', subscription: 'FREEMIUM' });
    expect(result.current.isSignedOut).toBe(false);
    expect(canSeeUpgrade(result.current.user)).toBe(true);
  });

  it('reports signed out (and calls onAuthError) when there is no session', async () => {
    server.use(...mockHandlers({ user: null }));
    const onAuthError = vi.fn();
    const { result } = renderWithClient(() => useCurrentUser(), { onAuthError });
    await waitFor(() => expect(result.current.isSignedOut).toBe(true));
    expect(result.current.user).toBeNull();
    expect(result.current.error).toBeUndefined();
    expect(onAuthError).toHaveBeenCalledTimes(1);
  });
});

describe('useLogin / useLogout', () => {
  it('signs in, after which the current user loads', async () => {
    server.use(...mockHandlers({ user: null }));
    const { result } = renderWithClient(() => ({ me: useCurrentUser(), auth: useLogin() }));
    await waitFor(() => expect(result.current.me.isSignedOut).toBe(true));

    let outcome: Awaited<ReturnType<typeof result.current.auth.login>> | undefined;
    await act(async () => {
      outcome = await result.current.auth.login('maya@northwind.test', 'wrong');
    });
    expect(outcome).toEqual({ ok: false, error: 'invalid_credentials' });
    expect(result.current.auth.errorMessage).toBe('Incorrect email or password');

    server.use(...mockHandlers({ user: userFixtures.growth }));
    await act(async () => {
      outcome = await result.current.auth.login('maya@northwind.test', DEMO_PASSWORD);
    });
    expect(outcome).toMatchObject({ ok: true, user: { email: 'maya@northwind.test' } });
    await waitFor(() => expect(result.current.me.user?.email).toBe('maya@northwind.test'));
    expect(result.current.me.isSignedOut).toBe(false);
  });

  it('signs out and lets the app reset the client', async () => {
    server.use(...mockHandlers({ user: userFixtures.growth }));
    const resetClient = vi.fn();
    const { result, client } = renderWithClient(() => useLogout({ resetClient }));
    await act(async () => {
      await result.current.logout();
    });
    expect(resetClient).toHaveBeenCalledTimes(1);
    const { getTenderlensSession } = await import('./client/session');
    expect(getTenderlensSession(client).tokenStore.isSignedOut()).toBe(true);
  });
});

describe('useNotifications', () => {
  it('groups the fixtures and counts unread', async () => {
    server.use(...mockHandlers({ notifications: { now: NOW } }));
    const { result } = renderWithClient(() => useNotifications({ now: NOW }));
    await waitFor(() => expect(result.current.items).toHaveLength(10));
    expect(result.current.groups.map((g) => g.label)).toEqual(['Today', 'Yesterday', 'Past week', 'Past month']);
    await waitFor(() => expect(result.current.unreadCount).toBe(5));
    expect(result.current.hasMore).toBe(false);
  });

  it('mark all as read: everything read and the badge at 0', async () => {
    server.use(...mockHandlers({ notifications: { now: NOW } }));
    const { result } = renderWithClient(() => ({
      list: useNotifications({ now: NOW }),
      badge: useUnreadNotificationsCount(),
      markAll: useMarkAllNotificationsAsRead(),
    }));
    await waitFor(() => expect(result.current.badge.count).toBe(5));
    await act(async () => {
      await result.current.markAll.markAllAsRead();
    });
    expect(result.current.badge.count).toBe(0);
    expect(result.current.list.items.every((n) => n.readAt)).toBe(true);
  });

  it('opening a notification marks it read and returns its link; mark as unread undoes it', async () => {
    server.use(...mockHandlers({ notifications: { now: NOW } }));
    const { result } = renderWithClient(() => ({
      list: useNotifications({ now: NOW }),
      open: useOpenNotification(),
      unread: useMarkNotificationsAsUnread(),
    }));
    await waitFor(() => expect(result.current.list.unreadCount).toBe(5));
    const first = result.current.list.items[0]!;
    let link: string | null = null;
    act(() => {
      link = result.current.open(first);
    });
    expect(link).toBe('/records/rec-dft-cloud-0001#comments');
    await waitFor(() => expect(result.current.list.unreadCount).toBe(4));
    expect(result.current.list.items[0]?.readAt).not.toBeNull();
    await act(async () => {
      await result.current.unread.markAsUnread(first.id);
    });
    expect(result.current.list.unreadCount).toBe(5);
    expect(result.current.list.items[0]?.readAt).toBeNull();
  });

  it('loads more pages, appending', async () => {
    server.use(...mockHandlers({ notifications: { now: NOW } }));
    const { result } = renderWithClient(() => useNotifications({ now: NOW, pageSize: 4 }));
    await waitFor(() => expect(result.current.items).toHaveLength(4));
    expect(result.current.hasMore).toBe(true);
    expect(result.current.totalCount).toBe(10);
    act(() => result.current.loadMore());
    expect(result.current.items).toHaveLength(4); // stays on screen while loading
    await waitFor(() => expect(result.current.items).toHaveLength(8));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(10));
    expect(result.current.hasMore).toBe(false);
    expect(new Set(result.current.items.map((n) => n.id)).size).toBe(10);
  });

  it('empty scenario: no items, no groups', async () => {
    server.use(...mockHandlers({ notifications: 'empty' }));
    const { result } = renderWithClient(() => useNotifications());
    await waitFor(() => expect(result.current.fetching).toBe(false));
    expect(result.current.items).toEqual([]);
    expect(result.current.groups).toEqual([]);
    expect(result.current.error).toBeUndefined();
  });

  it('error scenario: an error, no items', async () => {
    server.use(...mockHandlers({ notifications: 'error' }));
    const { result } = renderWithClient(() => useNotifications());
    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(result.current.items).toEqual([]);
  });

  it('loading scenario: stays fetching', async () => {
    server.use(...mockHandlers({ notifications: 'loading' }));
    const { result } = renderWithClient(() => useNotifications());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.fetching).toBe(true);
  });
});

describe('useAppConfig', () => {
  it('loads the config', async () => {
    server.use(...mockHandlers());
    const { result } = renderWithClient(() => useAppConfig());
    await waitFor(() => expect(result.current.appConfig).not.toBeNull());
    expect(result.current.appConfig).toMatchObject({ environment: 'development', helpUrl: 'https://help.tenderlens.org' });
  });
});
