// The realtime bridge: an event invalidates the areas it concerns (and only those), an area's in-place update
// can stand in for the refetch, and a reconnect refetches every query on screen.
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import type { ServerToClientEvents } from '@tradehub/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { queryRoots } from '../../src/api/queryRoots';
import { connectCacheBridge, type EventSource } from '../../src/realtime/cacheBridge';

type Handler = (...args: unknown[]) => void;

function fakeSource() {
  const handlers = new Map<string, Set<Handler>>();
  const reconnects = new Set<() => void>();
  const source: EventSource = {
    subscribe: (event, handler) => {
      const set = handlers.get(event) ?? new Set<Handler>();
      handlers.set(event, set);
      set.add(handler as Handler);
      return () => set.delete(handler as Handler);
    },
    subscribeReconnect: (listener) => {
      reconnects.add(listener);
      return () => reconnects.delete(listener);
    },
  };
  return {
    source,
    emit<E extends keyof ServerToClientEvents>(event: E, ...args: Parameters<ServerToClientEvents[E]>) {
      for (const handler of handlers.get(event) ?? []) handler(...args);
    },
    reconnect: () => reconnects.forEach((listener) => listener()),
    listeners: () => [...handlers.values()].reduce((n, set) => n + set.size, 0) + reconnects.size,
  };
}

let client: QueryClient;
afterEach(() => client.clear());

function seed(root: string, rest: string[] = []) {
  client.setQueryData([root, ...rest], { seeded: true });
}
const isStale = (key: unknown[]) => client.getQueryState(key)?.isInvalidated ?? false;

describe('connectCacheBridge', () => {
  it('invalidates the payments and workspace areas on payment:changed, and nothing else', () => {
    client = new QueryClient();
    const events = fakeSource();
    connectCacheBridge(client, {}, events.source);
    seed(queryRoots.payments, ['list']);
    seed(queryRoots.dashboard, ['24h']);
    seed(queryRoots.workspace);
    seed(queryRoots.team);
    events.emit('payment:changed', { paymentId: 'p1', status: 'completed', approvalStatus: 'approved' });
    expect(isStale([queryRoots.payments, 'list'])).toBe(true);
    expect(isStale([queryRoots.workspace])).toBe(true);
    expect(isStale([queryRoots.team])).toBe(false);
    // The dashboard waits for the dashboard:changed that follows, sent once the server's cache is dropped.
    expect(isStale([queryRoots.dashboard, '24h'])).toBe(false);
    events.emit('dashboard:changed');
    expect(isStale([queryRoots.dashboard, '24h'])).toBe(true);
  });

  it("refetches the requester's payment requests when one is paid, and not its bills", () => {
    client = new QueryClient();
    const events = fakeSource();
    connectCacheBridge(client, {}, events.source);
    seed(queryRoots.payments, ['requests']);
    seed(queryRoots.bills, ['list']);
    events.emit('payment-request:changed', { requestId: 'r1', status: 'paid' });
    expect(isStale([queryRoots.payments, 'requests'])).toBe(true);
    expect(isStale([queryRoots.bills, 'list'])).toBe(false);
  });

  it('refetches the policies, what they decide and the audit log when a policy change is proposed or decided', () => {
    client = new QueryClient();
    const events = fakeSource();
    connectCacheBridge(client, {}, events.source);
    seed(queryRoots.team, ['policies']);
    seed(queryRoots.payments, ['list']);
    seed(queryRoots.audit, ['list']);
    seed(queryRoots.fx);
    events.emit('policies:changed', { outcome: 'proposed', pendingChangeId: 'c1' });
    expect(isStale([queryRoots.team, 'policies'])).toBe(true);
    expect(isStale([queryRoots.payments, 'list'])).toBe(true);
    expect(isStale([queryRoots.audit, 'list'])).toBe(true);
    expect(isStale([queryRoots.fx])).toBe(false);
  });

  it('skips the invalidation when an area updated the cache in place', () => {
    client = new QueryClient();
    const events = fakeSource();
    connectCacheBridge(
      client,
      {
        'activity:new': (cache, activity) => {
          cache.setQueryData([queryRoots.activities], [activity.id]);
          return true;
        },
      },
      events.source,
    );
    seed(queryRoots.activities);
    events.emit('activity:new', { id: 'a1' } as Parameters<ServerToClientEvents['activity:new']>[0]);
    expect(client.getQueryData([queryRoots.activities])).toEqual(['a1']);
    expect(isStale([queryRoots.activities])).toBe(false);
  });

  it('refetches every active query after a reconnect', async () => {
    client = new QueryClient();
    const events = fakeSource();
    connectCacheBridge(client, {}, events.source);
    let fetches = 0;
    const observer = new QueryObserver(client, {
      queryKey: [queryRoots.team],
      queryFn: () => ++fetches,
      staleTime: Infinity,
    });
    const unsubscribe = observer.subscribe(() => undefined);
    await expect.poll(() => fetches).toBe(1);
    events.reconnect();
    await expect.poll(() => fetches).toBe(2);
    unsubscribe();
  });

  it('keeps an answer on its way through a burst of events, then refetches once more', async () => {
    client = new QueryClient();
    const events = fakeSource();
    connectCacheBridge(client, {}, events.source);
    const answers: Array<(value: number) => void> = [];
    const signals: AbortSignal[] = [];
    const observer = new QueryObserver(client, {
      queryKey: [queryRoots.dashboard, '7d'],
      queryFn: ({ signal }) => {
        signals.push(signal);
        return new Promise<number>((resolve) => answers.push(resolve));
      },
      staleTime: Infinity,
    });
    const unsubscribe = observer.subscribe(() => undefined);
    await expect.poll(() => answers.length).toBe(1);
    answers[0]!(1);
    await expect.poll(() => observer.getCurrentResult().data).toBe(1);

    events.emit('dashboard:changed');
    await expect.poll(() => answers.length).toBe(2);
    // More changes' dashboard:changed while that answer is on its way: it is not cancelled.
    events.emit('dashboard:changed');
    events.emit('dashboard:changed');
    expect(signals[1]!.aborted).toBe(false);
    answers[1]!(2);
    await expect.poll(() => observer.getCurrentResult().data).toBe(2);
    // …and one more fetch follows it, in case the answer was read before the later events' changes.
    await expect.poll(() => answers.length).toBe(3);
    answers[2]!(3);
    await expect.poll(() => observer.getCurrentResult().data).toBe(3);
    expect(answers).toHaveLength(3);
    unsubscribe();
  });

  it('lets go of every subscription when disconnected', () => {
    client = new QueryClient();
    const events = fakeSource();
    const disconnect = connectCacheBridge(client, {}, events.source);
    expect(events.listeners()).toBeGreaterThan(10);
    disconnect();
    expect(events.listeners()).toBe(0);
  });
});
