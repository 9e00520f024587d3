// Where the gateway caches computed dashboards in Redis, shared with the workers, which drop an
// organisation's cached dashboards when something they are computed from changes.
//
// Dropping is a version bump, not a delete: every cached copy carries the organisation's version at the
// time its computation started, and one that no longer matches is never served (nor stored). A delete alone
// would race with a computation that read the database just before the change and stores its stale result
// just after the delete; and a bump needs no list of the ranges and display currencies that were cached.
//
// The organisation's id is a hash tag (`{<id>}`) in every one of these keys and in the relay's throttle
// keys: on a Redis Cluster the scripts and pipelines that touch them together find them in one slot, and
// organisations spread over the cluster.

/** The cached dashboard of one organisation for one variant (`<range>:<display currency>`). */
export function dashboardCacheKey(redisPrefix: string, organisationId: string, variant: string): string {
  return `${redisPrefix}:dashboard:{${organisationId}}:${variant}`;
}

/**
 * The organisation's dashboard version: absent means '0'. The workers' outbox relay bumps it (INCR, then
 * the expiry below) on every change of a dashboard input, before announcing `dashboard:changed`
 * (workers/src/outbox/dashboard-changes.ts).
 */
export function dashboardCacheVersionKey(redisPrefix: string, organisationId: string): string {
  return `${redisPrefix}:dashboard-version:{${organisationId}}`;
}

/**
 * How long a version outlives its last bump. Cached copies live seconds, so once the key expires (and the
 * version reads '0' again) no copy of an older '0' can still be around.
 */
export const DASHBOARD_CACHE_VERSION_TTL_SECONDS = 24 * 60 * 60;
