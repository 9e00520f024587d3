import type { NotificationItem, Profile } from '@tradehub/contract';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  latestNotificationsQuery,
  putAllRead,
  putNewNotification,
} from '../../src/api/notifications/queries';
import { endSession, profileKeys, sessionEpoch, startSession } from '../../src/api/profile/session';

const item = (id: string, readAt: string | null = null): NotificationItem => ({
  id,
  type: 'alert',
  title: `Title ${id}`,
  message: `Message ${id}`,
  messageKey: null,
  params: null,
  link: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  readAt,
});

const person = (id: string) => ({ id, status: 'approved', isAdmin: false }) as unknown as Profile;

describe('notifications pushed into the cache', () => {
  it('puts a new notification at the head and raises the unread count, once', () => {
    const client = new QueryClient();
    const { queryKey } = latestNotificationsQuery();
    client.setQueryData(queryKey, {
      items: [item('a', '2026-01-01T00:00:00.000Z')],
      total: 1,
      unreadCount: 0,
    });
    expect(putNewNotification(client, item('b'))).toBe(true);
    expect(putNewNotification(client, item('b'))).toBe(true);
    const data = client.getQueryData(queryKey);
    expect(data?.items.map(({ id }) => id)).toEqual(['b', 'a']);
    expect(data).toMatchObject({ total: 2, unreadCount: 1 });
  });

  it('leaves the invalidation to ask when nothing has loaded yet', () => {
    const client = new QueryClient();
    expect(putNewNotification(client, item('a'))).toBe(false);
    expect(putAllRead(client)).toBe(false);
  });

  it('marks everything read', () => {
    const client = new QueryClient();
    const { queryKey } = latestNotificationsQuery();
    client.setQueryData(queryKey, { items: [item('a'), item('b')], total: 2, unreadCount: 2 });
    expect(putAllRead(client, '2026-02-02T00:00:00.000Z')).toBe(true);
    const data = client.getQueryData(queryKey);
    expect(data?.unreadCount).toBe(0);
    expect(data?.items.every((entry) => entry.readAt === '2026-02-02T00:00:00.000Z')).toBe(true);
  });
});

describe('the end of a session', () => {
  it('empties the whole cache and leaves nobody signed in', () => {
    const client = new QueryClient();
    client.setQueryData(profileKeys.me(), person('p1'));
    client.setQueryData(['payments', 'list', {}], { items: [1, 2, 3] });
    const before = sessionEpoch();
    endSession(client);
    expect(client.getQueryData(['payments', 'list', {}])).toBeUndefined();
    expect(client.getQueryData(profileKeys.me())).toBeNull();
    expect(client.getQueryCache().getAll()).toHaveLength(1);
    expect(sessionEpoch()).toBe(before + 1);
  });

  it('forgets the previous person when someone else signs in, and keeps the cache for the same one', () => {
    const client = new QueryClient();
    client.setQueryData(profileKeys.me(), person('p1'));
    client.setQueryData(['workspace', 'overview'], { mine: true });
    startSession(client, person('p1'));
    expect(client.getQueryData(['workspace', 'overview'])).toEqual({ mine: true });
    startSession(client, person('p2'));
    expect(client.getQueryData(['workspace', 'overview'])).toBeUndefined();
    expect(client.getQueryData<Profile>(profileKeys.me())?.id).toBe('p2');
  });
});
