import { describe, expect, it, vi } from 'vitest';
import { createConnectionTracker, deriveConnectionState } from '../../src/realtime/connectionState';

describe('deriveConnectionState', () => {
  it('is live while connected and online', () => {
    expect(deriveConnectionState({ online: true, connected: true, gaveUp: false })).toBe('live');
  });

  it('is reconnecting while socket.io is still trying', () => {
    expect(deriveConnectionState({ online: true, connected: false, gaveUp: false })).toBe('reconnecting');
  });

  it('is offline when the browser is offline or reconnection was given up', () => {
    expect(deriveConnectionState({ online: false, connected: false, gaveUp: false })).toBe('offline');
    expect(deriveConnectionState({ online: false, connected: true, gaveUp: false })).toBe('offline');
    expect(deriveConnectionState({ online: true, connected: false, gaveUp: true })).toBe('offline');
  });
});

describe('createConnectionTracker', () => {
  it('refetches after every re-connect, never after the first connect', () => {
    const onReconnect = vi.fn();
    const tracker = createConnectionTracker(true, { onReconnect });
    tracker.connected();
    expect(onReconnect).not.toHaveBeenCalled();

    tracker.disconnected();
    tracker.connected();
    expect(onReconnect).toHaveBeenCalledTimes(1);

    tracker.gaveUp();
    tracker.retrying();
    tracker.connected();
    expect(onReconnect).toHaveBeenCalledTimes(2);
  });

  it('does not refetch when the first attempts fail and a later one connects first', () => {
    const onReconnect = vi.fn();
    const tracker = createConnectionTracker(true, { onReconnect });
    tracker.disconnected();
    tracker.gaveUp();
    tracker.retrying();
    tracker.connected();
    expect(onReconnect).not.toHaveBeenCalled();
  });

  it('reports each change of state once', () => {
    const onChange = vi.fn();
    const tracker = createConnectionTracker(true, { onChange });
    expect(tracker.state()).toBe('reconnecting');
    tracker.connected();
    tracker.connected();
    tracker.disconnected();
    tracker.setOnline(false);
    tracker.gaveUp();
    tracker.setOnline(true);
    tracker.retrying();
    expect(onChange.mock.calls.map(([state]) => state)).toEqual([
      'live',
      'reconnecting',
      'offline',
      'reconnecting',
    ]);
  });

  it('starts offline when the browser is', () => {
    expect(createConnectionTracker(false).state()).toBe('offline');
  });
});
