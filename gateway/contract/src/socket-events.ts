// The socket.io event map, one for gateway, workers and web (DESIGN.md convention 4). Events say what
// changed, enough to update or to know what to refetch; the client never trusts them for authorization.
import type { ActivityItem } from './activities.js';
import type { AiQuota, ChatMessage } from './ai.js';
import type { Report } from './dashboard.js';
import type { FxSnapshot, RateAlert } from './fx.js';
import type { ExposureReport } from './exposure-report.js';
import type { NotificationItem } from './notifications.js';
import type { AccountStatus } from './enums.js';

/** What happened to the policies: applied at once, or a pending change's step (see policies:changed). */
export type PolicyChangeOutcome = 'applied' | 'proposed' | 'approved' | 'rejected' | 'cancelled' | 'stale';

/** When a socket the server is about to disconnect should come back. */
export interface ReconnectHint {
  reconnectInMs: number;
}

export interface ServerToClientEvents {
  /** To room `fx`: every feed tick. */
  'fx:tick': (snapshot: FxSnapshot) => void;
  /** To room `user:<id>`: a new notification (the badge count goes up). */
  'notification:new': (notification: NotificationItem) => void;
  /** To room `user:<id>`: notifications were marked read elsewhere (another tab or device). */
  'notification:read-all': () => void;
  /** To room `org:<id>`: a new activity of the organisation. */
  'activity:new': (activity: ActivityItem) => void;
  /** To room `user:<id>`: a rate alert fired (its notification follows as `notification:new`). */
  'alert:fired': (alert: RateAlert) => void;
  /** To room `org:<id>`: a payment was created, approved, submitted, settled or failed: refetch it. */
  'payment:changed': (change: { paymentId: string; status: string; approvalStatus: string }) => void;
  /**
   * To room `org:<id>`: a payment batch was created, approved or rejected, or its rows settled on (at most
   * about a hundred pushes per batch, the last when it completes): its progress now.
   */
  'batch:changed': (change: {
    batchId: string;
    status: string;
    settled: number;
    failed: number;
    total: number;
  }) => void;
  /**
   * To room `org:<id>`: something exposure is made of changed (a bill, a payment, a batch, a forward booked, a
   * hedge target): refetch the exposure.
   */
  'fx:exposure-changed': () => void;
  /**
   * To room `org:<id>`: the organisation's exposure revalued at a new FX tick (only while someone watches it,
   * at most twice a second, when a figure moved by 0.01 % or a level changed). The dashboard and FX
   * Management both show it as it is.
   */
  'fx:exposure': (report: ExposureReport) => void;
  /** To room `org:<id>`: a bill was recorded, cancelled, paid or scheduled: refetch it. */
  'bill:changed': (change: { billId: string; status: string }) => void;
  /**
   * To room `org:<id>` of the requester: one of its payment requests changed (paid: the payer's bill made from
   * it was paid in full): refetch the Payment Requests list.
   */
  'payment-request:changed': (change: { requestId: string; status: string }) => void;
  /** To room `org:<id>`: a supplier was added or changed (status, screening, documents): refetch it. */
  'supplier:changed': (change: { supplierId: string }) => void;
  /**
   * To room `org:<id>`: something the dashboard is computed from changed (payments, suppliers, exposures and
   * trades, activities, a risk-metrics snapshot): refetch it. At most one a second per organisation, the
   * last change always followed by one; the server's cached dashboard is already dropped when it arrives.
   */
  'dashboard:changed': () => void;
  /**
   * To room `org:<id>`: the organisation's policies (Team → Policies) changed, or a change waiting for a
   * second Team Manager was proposed, approved, rejected, cancelled or went stale: refetch them.
   */
  'policies:changed': (change: { outcome: PolicyChangeOutcome; pendingChangeId: string | null }) => void;
  /**
   * To room `org:<id>`: a member joined, left, or had their permissions changed: refetch the team and what
   * the policies resolve against it (who may verify or approve, who is missing).
   */
  'team:changed': () => void;
  /** To room `user:<id>`: a report export moved on (progress 0–100, then completed or failed). */
  'report:updated': (report: Report) => void;
  /**
   * To room `user:<id>`: an administrator approved or rejected one of the person's organisations (the one
   * named), or their standing changed otherwise: refetch the profile.
   */
  'profile:changed': (change: { organisationId?: string; status?: AccountStatus }) => void;
  /**
   * To room `org:<id>`: Settings → Developers changed: a webhook delivery was queued, attempted, delivered
   * or gave up (`deliveryId`), or an endpoint or API key was added, changed, disabled or revoked: refetch
   * the lists concerned (reading them needs Team Management; the event carries ids only).
   */
  'developers:changed': (change: {
    endpointId: string | null;
    deliveryId: string | null;
    status: string | null;
  }) => void;
  /**
   * To room `user:<id>`: the assistant answered (or failed to answer) one of the person's questions, so
   * their other tabs show it too. Never sent for the shared demo session (its visitors share one user).
   */
  'ai:answered': (update: { question: ChatMessage; reply: ChatMessage | null; quota: AiQuota }) => void;
  /**
   * To every socket of one gateway instance, just before it disconnects them because it is stopping:
   * connect again in about `reconnectInMs` (plus jitter), to another instance or to this one restarted.
   */
  'server:shutdown': (hint: ReconnectHint) => void;
  /**
   * To every socket of one gateway instance, just before it disconnects them because its Redis
   * subscription was away and events may have been missed: connect again in about `reconnectInMs` (plus
   * jitter); the reconnect refetches what was missed.
   */
  'server:resync': (hint: ReconnectHint) => void;
}

export type ClientToServerEvents = Record<string, never>;

/** Room names, built in one place. */
export const rooms = {
  fx: 'fx',
  user: (userId: string) => `user:${userId}`,
  organisation: (organisationId: string) => `org:${organisationId}`,
} as const;

/** The Redis key the socket.io adapter and emitter share (prefixed per deployment or test run). */
export const socketIoRedisKey = (redisPrefix: string) => `${redisPrefix}:socket.io`;
