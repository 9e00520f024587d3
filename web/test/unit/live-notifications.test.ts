import { describe, expect, it } from 'vitest';
import type { NotificationItem, NotificationsResponse } from '@tradehub/contract';
import {
  rateAlertToastWindowMs,
  shouldToastNotification,
  withAllRead,
  withNewNotification,
} from '../../src/notifications/liveNotifications';
import { prependNewest } from '../../src/realtime/prependNewest';

function item(id: string, overrides: Partial<NotificationItem> = {}): NotificationItem {
  return {
    id,
    type: 'info',
    title: `Title ${id}`,
    message: `Message ${id}`,
    messageKey: null,
    params: null,
    link: null,
    createdAt: '2025-11-21T12:00:00.000Z',
    readAt: null,
    ...overrides,
  };
}

const data: NotificationsResponse = {
  unreadCount: 1,
  total: 2,
  items: [item('b'), item('a', { readAt: '2025-11-21T11:00:00.000Z' })],
};

describe('prependNewest', () => {
  it('puts the item first and keeps at most the limit', () => {
    expect(prependNewest([{ id: 'b' }, { id: 'a' }], { id: 'c' }, 2)).toEqual([{ id: 'c' }, { id: 'b' }]);
  });

  it('replaces an item it already lists rather than repeating it', () => {
    expect(prependNewest([{ id: 'b' }, { id: 'a' }], { id: 'a' }, 5)).toEqual([{ id: 'a' }, { id: 'b' }]);
  });
});

describe('withNewNotification', () => {
  it('prepends the item and raises the unread count and the total', () => {
    const next = withNewNotification(data, item('c', { type: 'alert' }), 100);
    expect(next.items.map((entry) => entry.id)).toEqual(['c', 'b', 'a']);
    expect(next.unreadCount).toBe(2);
    expect(next.total).toBe(3);
  });

  it('counts an item delivered twice once', () => {
    const once = withNewNotification(data, item('c'), 100);
    expect(withNewNotification(once, item('c'), 100)).toMatchObject({ unreadCount: 2, total: 3 });
  });

  it('keeps the fetched number of items', () => {
    expect(withNewNotification(data, item('c'), 2).items.map((entry) => entry.id)).toEqual(['c', 'b']);
  });
});

describe('withAllRead', () => {
  it('clears the count and marks unread items read, leaving read ones as they were', () => {
    const next = withAllRead(data, '2025-11-21T12:30:00.000Z');
    expect(next.unreadCount).toBe(0);
    expect(next.items.map((entry) => entry.readAt)).toEqual([
      '2025-11-21T12:30:00.000Z',
      '2025-11-21T11:00:00.000Z',
    ]);
  });
});

describe('shouldToastNotification', () => {
  const now = 1_000_000;

  it('toasts alert notifications only', () => {
    expect(shouldToastNotification({ type: 'alert' }, undefined, now)).toBe(true);
    expect(shouldToastNotification({ type: 'info' }, undefined, now)).toBe(false);
    expect(shouldToastNotification({ type: 'success' }, undefined, now)).toBe(false);
  });

  it("skips the notification that follows a rate alert's own toast", () => {
    expect(shouldToastNotification({ type: 'alert' }, now - 500, now)).toBe(false);
    expect(shouldToastNotification({ type: 'alert' }, now - rateAlertToastWindowMs - 1, now)).toBe(true);
  });
});
