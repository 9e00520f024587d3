// The one realtime bridge (issue 18): every server event becomes a cache update or an invalidation, so every
// screen showing that data follows without a listener of its own. An event that carries the new state updates
// the cache in place (an area's `cacheUpdates`); otherwise the areas it concerns are invalidated, and only the
// queries on screen refetch. A reconnect (or `server:resync`, which ends in one) invalidates everything active,
// because events may have been missed while the socket was away.
import type { ServerToClientEvents } from '@tradehub/contract';
import type { QueryClient } from '@tanstack/react-query';
import { queryRoots, type QueryRoot } from '../api/queryRoots';
import { subscribeLiveEvent, subscribeReconnect, type LiveEventName } from './socket';

type BridgedEvent = Exclude<LiveEventName, 'fx:tick' | 'server:shutdown' | 'server:resync'>;

/**
 * Which areas each event makes stale. `fx:tick` feeds the live-rate store instead (ten a second).
 * The dashboard follows `dashboard:changed` alone: the relay sends it after every event about a dashboard
 * input (DASHBOARD_INPUT_EVENTS: payments, suppliers, exposures, activities) once it has dropped the
 * server's cached dashboards, whereas a refetch on the input event itself could still read the cached one.
 */
export const invalidatedBy: Record<BridgedEvent, readonly QueryRoot[]> = {
  // A payment or a batch pays bills and is exposure until it settles.
  'payment:changed': [queryRoots.payments, queryRoots.workspace, queryRoots.bills, queryRoots.fx],
  'batch:changed': [queryRoots.paymentBatches, queryRoots.payments, queryRoots.bills, queryRoots.fx],
  'bill:changed': [queryRoots.bills],
  // A request paid by its payer's bill: the requester's Payment Requests list (under the payments root).
  'payment-request:changed': [queryRoots.payments],
  // A tick's revaluation carries the report (written in place by the fx area's cacheUpdates).
  'fx:exposure': [queryRoots.fx],
  // A payment shows its supplier's screening (a hit, or one in progress, holds its approval).
  'supplier:changed': [queryRoots.suppliers, queryRoots.workspace, queryRoots.payments],
  'fx:exposure-changed': [queryRoots.fx],
  'dashboard:changed': [queryRoots.dashboard, queryRoots.workspace],
  'notification:new': [queryRoots.notifications],
  'notification:read-all': [queryRoots.notifications],
  'activity:new': [queryRoots.activities],
  'alert:fired': [queryRoots.rateAlerts],
  'report:updated': [queryRoots.reports],
  'profile:changed': [queryRoots.profile],
  // Applied, or a pending change proposed, approved, rejected, cancelled or gone stale: the Policies page
  // (its pending change), what the policies decide on payments and suppliers, and the audit rows each step wrote.
  'policies:changed': [queryRoots.team, queryRoots.payments, queryRoots.suppliers, queryRoots.audit],
  'team:changed': [queryRoots.team, queryRoots.payments, queryRoots.suppliers],
  'ai:answered': [queryRoots.assistant],
  // A delivery attempted or queued, a key or an endpoint changed: the open Developers page's lists and logs.
  'developers:changed': [queryRoots.developers],
};

type CacheUpdate<E extends BridgedEvent> = (
  client: QueryClient,
  ...args: Parameters<ServerToClientEvents[E]>
) => boolean | void;

/**
 * Updates in place for events that carry the new state. Return true when the cache is now current, to skip
 * the invalidation (a refetch would only bring back what the event said).
 */
export type CacheUpdates = { [E in BridgedEvent]?: CacheUpdate<E> };

/** Where events come from: the tab's socket (socket.ts), or a test's own emitter. */
export interface EventSource {
  subscribe: typeof subscribeLiveEvent;
  subscribeReconnect: typeof subscribeReconnect;
}

const socketEvents: EventSource = { subscribe: subscribeLiveEvent, subscribeReconnect };

/**
 * Marks an area stale and refetches what is on screen, keeping an answer already on its way rather than
 * cancelling it: one change sends a burst of events (`payment:changed`, then `dashboard:changed` at once and
 * again a second later), and a query slower than the gaps between them (the dashboard on a busy server) would
 * be restarted by each and shown only once the burst is over. That answer may have been read before this
 * event's change, so the area is refetched once more after it.
 */
function refreshArea(client: QueryClient, root: QueryRoot): void {
  const queryKey = [root];
  const answerOnItsWay = client.isFetching({ queryKey }) > 0;
  const refetched = client.invalidateQueries({ queryKey }, { cancelRefetch: false });
  if (answerOnItsWay)
    void refetched.then(() => client.invalidateQueries({ queryKey }, { cancelRefetch: false }));
}

export function connectCacheBridge(
  client: QueryClient,
  updates: CacheUpdates = {},
  source: EventSource = socketEvents,
): () => void {
  const unsubscribes = (Object.keys(invalidatedBy) as BridgedEvent[]).map((event) =>
    source.subscribe(event, ((...args: unknown[]) => {
      const update = updates[event] as ((c: QueryClient, ...a: unknown[]) => boolean | void) | undefined;
      if (update?.(client, ...args) === true) return;
      for (const root of invalidatedBy[event]) refreshArea(client, root);
    }) as ServerToClientEvents[typeof event]),
  );
  unsubscribes.push(
    source.subscribeReconnect(() => void client.invalidateQueries({ refetchType: 'active' })),
  );
  return () => {
    for (const unsubscribe of unsubscribes) unsubscribe();
  };
}
