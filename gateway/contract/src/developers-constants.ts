// Machines as users (issue 27): API key scopes and webhook event types, zod-free so the web can import them
// as values (re-exported by constants.ts).
import type { PermissionName } from './constants.js';

/** What every API key secret starts with, so secret scanners (and the gateway) recognise one. */
export const API_KEY_PREFIX = 'thk_live_';

/**
 * The areas a key may be given, each read-only or read-write. A route belongs to at most one area
 * (gateway/src/auth/api-key-scopes.ts); a route of no area (sign-in, profile, settings, the assistant,
 * administration, keys and webhooks themselves) is never open to a key.
 */
export const API_SCOPE_AREAS = [
  'suppliers',
  'compliance',
  'payments',
  'fx',
  'reports',
  'risk',
  'audit',
  'team',
] as const;
export type ApiScopeArea = (typeof API_SCOPE_AREAS)[number];

export const API_SCOPE_LEVELS = ['read', 'write'] as const;
export type ApiScopeLevel = (typeof API_SCOPE_LEVELS)[number];

/** `payments:read`, `payments:write` (write includes read). */
export type ApiScope = `${ApiScopeArea}:${ApiScopeLevel}`;

/**
 * Which permissions each scope lends the key (never more than its creator holds at the time of each call).
 * Seven of the eight permissions map onto scopes; Team Management never does, so a key cannot change the
 * team, keys or webhooks. Areas that only read have no write scope.
 */
export const API_SCOPE_PERMISSIONS: Partial<Record<ApiScope, readonly PermissionName[]>> = {
  'suppliers:read': [],
  'suppliers:write': ['Supplier Management'],
  'compliance:read': [],
  'compliance:write': ['Risk Assessment', 'Compliance Management'],
  'payments:read': [],
  'payments:write': ['Payment Approval'],
  'fx:read': [],
  'fx:write': ['FX Management'],
  'reports:read': ['Financial Reports'],
  'reports:write': ['Financial Reports'],
  'risk:read': [],
  'audit:read': ['Audit Logs'],
  'team:read': [],
};

/** Every scope a key may hold, in display order. */
export const API_SCOPES = Object.keys(API_SCOPE_PERMISSIONS) as ApiScope[];

/** Areas whose routes only read: no write scope exists for them. */
export const READ_ONLY_SCOPE_AREAS: readonly ApiScopeArea[] = API_SCOPE_AREAS.filter(
  (area) => !(`${area}:write` in API_SCOPE_PERMISSIONS),
);

/** Whether `scopes` lets a key call a route of `area` with a read (GET) or a write. */
export function scopeAllows(scopes: readonly string[], area: ApiScopeArea, level: ApiScopeLevel): boolean {
  return scopes.includes(`${area}:write`) || (level === 'read' && scopes.includes(`${area}:read`));
}

/** The permissions `scopes` lend a key, in the canonical order of the eight. */
export function scopePermissions(scopes: readonly string[]): PermissionName[] {
  const lent = new Set<PermissionName>();
  for (const scope of scopes)
    for (const permission of API_SCOPE_PERMISSIONS[scope as ApiScope] ?? []) lent.add(permission);
  return [...lent];
}

/** The events a webhook endpoint may subscribe to (issue 27), in catalogue order. */
export const WEBHOOK_EVENT_TYPES = [
  'payment.created',
  'payment.in_approval',
  'payment.approved',
  'payment.rejected',
  'payment.completed',
  'payment.failed',
  'batch.completed',
  'supplier.verified',
  'supplier.rejected',
  'supplier.screening_hit',
  'fx.rate_alert',
  'fx.margin_alert',
  'fx.trade.completed',
  'bill.created',
  'bill.paid',
  'report.completed',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** "Send test event" delivers this type to one endpoint, whatever it subscribes to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** The request headers of every delivery. */
export const WEBHOOK_SIGNATURE_HEADER = 'TradeHub-Signature';
export const WEBHOOK_EVENT_ID_HEADER = 'TradeHub-Event-Id';

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'retrying', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** How long a rotated-out signing secret still signs beside the new one, unless asked otherwise. */
export const WEBHOOK_SECRET_GRACE_HOURS = 24;
