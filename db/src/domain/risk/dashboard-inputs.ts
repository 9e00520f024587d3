import type { ServerToClientEvents } from '@tradehub/contract';

/**
 * The organisation events (room `org:<id>`) that announce a change of something computeDashboard reads:
 * payments (cashflow, payments by status, recent transactions, counterparty weights), suppliers and their
 * documents (counterparty risk), FX trades and exposure targets (exposures, FX and market risk) and
 * activities (recent activities). The outbox relay follows each of them with a throttled
 * `dashboard:changed`. A new event about one of these inputs belongs here; so does a new input's event.
 * (A risk-metrics snapshot has no event of its own: its writer pushes `dashboard:changed` directly.)
 */
export const DASHBOARD_INPUT_EVENTS: ReadonlySet<keyof ServerToClientEvents> = new Set([
  'payment:changed',
  'batch:changed',
  'supplier:changed',
  'fx:exposure-changed',
  'activity:new',
] as const);
