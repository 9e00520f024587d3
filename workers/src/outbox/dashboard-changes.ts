// `dashboard:changed` for an organisation, throttled across every relay process: whenever something the
// dashboard is computed from changes, the organisation's cached dashboards are dropped at once, and its
// members get one `dashboard:changed` at most every `windowMs`, the last change always followed by one.
//
// The throttle lives in Redis, so any number of relays share it. A change that opens a window (SET NX PX on
// the gate) is announced at once: the leading edge. A change inside a window leaves a `pending` mark, and
// the relay that saw it sets a timer for the window's end: the first relay to open the next window then
// (SET NX again) clears the mark and announces it: the trailing edge, itself the start of a new window.
// A relay that stops announces what it still owes at once rather than losing it; one that crashes leaves
// the mark to the organisation's next change, whose leading edge covers it.
import { backoffDelayMs, rooms } from '@tradehub/contract';
import {
  DASHBOARD_CACHE_VERSION_TTL_SECONDS,
  dashboardCacheVersionKey,
  EXPOSURE_CHANGES_RETENTION_MS,
  exposureInputsChangedKey,
} from '@tradehub/db/domain';
import type { RedisClient } from '@tradehub/db/queues';
import type { SocketPublish } from './publisher.js';

type Logger = { warn(object: object, message: string): void };

/** At most one `dashboard:changed` a second per organisation (issue 18). */
export const DASHBOARD_CHANGED_WINDOW_MS = 1_000;

/** Retries of a trailing announcement that failed (Redis away): from one window, doubling up to this. */
const MAX_RETRY_MS = 30_000;

/**
 * One round trip per change (the relay publishes in order, so this is on its path): drop the cached
 * dashboards (bump the version, db/src/domain/risk/dashboard-cache-keys.ts), then pass the gate or leave the
 * pending mark. KEYS: version, gate, pending. ARGV: windowMs, the version's lifetime in seconds.
 * -1: announce now; otherwise the ms until the window ends.
 */
const TOUCH = `
redis.call('INCR', KEYS[1])
redis.call('EXPIRE', KEYS[1], ARGV[2])
if redis.call('SET', KEYS[2], '1', 'NX', 'PX', ARGV[1]) then
  redis.call('DEL', KEYS[3])
  return -1
end
redis.call('SET', KEYS[3], '1', 'PX', 60000)
return redis.call('PTTL', KEYS[2])`;

/**
 * KEYS: gate, pending. ARGV: windowMs, owed ('1': this relay knows it owes one), force ('1': stopping, do
 * not wait for the window). -2: nothing owed; -1: announce now; otherwise the ms until the window ends.
 */
const FLUSH = `
if ARGV[2] ~= '1' and redis.call('EXISTS', KEYS[2]) == 0 then return -2 end
if ARGV[3] == '1' then
  redis.call('SET', KEYS[1], '1', 'PX', ARGV[1])
elseif not redis.call('SET', KEYS[1], '1', 'NX', 'PX', ARGV[1]) then
  return redis.call('PTTL', KEYS[1])
end
redis.call('DEL', KEYS[2])
return -1`;

const ORGANISATION_ROOM_PREFIX = rooms.organisation('');

/** The organisation a room `org:<id>` belongs to; undefined for any other room. */
export function organisationOfRoom(room: string): string | undefined {
  return room.startsWith(ORGANISATION_ROOM_PREFIX) ? room.slice(ORGANISATION_ROOM_PREFIX.length) : undefined;
}

export interface DashboardChangesOptions {
  /** A fail-fast connection (the relay's): a rejected call makes the relay retry the row. */
  redis: RedisClient;
  /** REDIS_PREFIX: the gateway's dashboard cache and the throttle's keys live under it. */
  redisPrefix: string;
  /** How the announcement goes out (the relay publisher's socket emitter). */
  publish: SocketPublish;
  logger: Logger;
  windowMs?: number;
}

export interface DashboardChanges {
  /**
   * Something the organisation's dashboard reads changed (committed): drops its cached dashboards, then
   * announces it now or at the end of the current window. Rejects if Redis did not take the drop or the
   * leading announcement, so that the caller's outbox row is retried.
   */
  changed(organisationId: string): Promise<void>;
  /**
   * The organisation's exposure inputs changed (committed): noted on the exposure revaluator's change stream
   * (exposureInputsChangedKey), which reloads them at its next tick. Sent before the change's event goes out:
   * a screen that refetches on hearing the event must not then get a tick's push from inputs loaded before it.
   */
  inputsChanged(organisationId: string): Promise<void>;
  /** Announces at once whatever this process still owes, then stops. */
  close(): Promise<void>;
}

export function createDashboardChanges({
  redis,
  redisPrefix,
  publish,
  logger,
  windowMs = DASHBOARD_CHANGED_WINDOW_MS,
}: DashboardChangesOptions): DashboardChanges {
  const keys = (organisationId: string) => [
    // The organisation's hash tag, as in dashboardCacheVersionKey: one slot for the scripts' keys on a cluster.
    `${redisPrefix}:dashboard-changed:gate:{${organisationId}}`,
    `${redisPrefix}:dashboard-changed:pending:{${organisationId}}`,
  ];
  const announce = (organisationId: string) =>
    publish([rooms.organisation(organisationId)], 'dashboard:changed', []);

  /** The trailing edges this process waits for, per organisation. */
  const trailing = new Map<
    string,
    { timer: NodeJS.Timeout; dueAt: number; owed: boolean; failures: number }
  >();
  const running = new Set<Promise<void>>();
  let closed = false;

  /** `failures`: the announcements that failed in a row, for the backoff of the next retry. */
  const schedule = (organisationId: string, delayMs: number, owed: boolean, failures = 0) => {
    const dueAt = Date.now() + Math.max(1, delayMs);
    const existing = trailing.get(organisationId);
    if (existing) {
      existing.owed ||= owed;
      if (existing.dueAt <= dueAt) return;
      // A retry far off (Redis was away), while a window ends sooner: check then.
      clearTimeout(existing.timer);
      trailing.delete(organisationId);
      owed = existing.owed;
    }
    const entry = {
      owed,
      failures,
      dueAt,
      timer: setTimeout(() => {
        trailing.delete(organisationId);
        const work = flush(organisationId, entry.owed, false, entry.failures);
        running.add(work);
        void work.finally(() => running.delete(work));
      }, dueAt - Date.now()),
    };
    trailing.set(organisationId, entry);
  };

  const flush = async (organisationId: string, owed: boolean, force: boolean, failures: number) => {
    try {
      const result = Number(
        await redis.eval(FLUSH, 2, ...keys(organisationId), windowMs, owed ? '1' : '0', force ? '1' : '0'),
      );
      if (result === -2) return;
      if (result >= 0) {
        if (!closed) schedule(organisationId, result, owed, failures);
        return;
      }
      await announce(organisationId);
    } catch (error) {
      logger.warn({ err: error, organisationId }, 'dashboard:changed could not be sent; retrying');
      // Owed from now on, whatever Redis says: a repeat is harmless, a lost one leaves a stale dashboard.
      if (!closed) {
        const retryMs = backoffDelayMs(failures + 1, { firstMs: windowMs, maxMs: MAX_RETRY_MS });
        schedule(organisationId, retryMs, true, failures + 1);
      }
    }
  };

  return {
    async inputsChanged(organisationId) {
      await redis.xadd(
        exposureInputsChangedKey(redisPrefix),
        'MINID',
        '~',
        String(Date.now() - EXPOSURE_CHANGES_RETENTION_MS),
        '*',
        'org',
        organisationId,
      );
    },
    async changed(organisationId) {
      const version = dashboardCacheVersionKey(redisPrefix, organisationId);
      const result = Number(
        await redis.eval(
          TOUCH,
          3,
          version,
          ...keys(organisationId),
          windowMs,
          DASHBOARD_CACHE_VERSION_TTL_SECONDS,
        ),
      );
      if (result === -1) await announce(organisationId);
      else schedule(organisationId, result, false);
    },
    async close() {
      closed = true;
      const owing = [...trailing.entries()];
      trailing.clear();
      for (const [, entry] of owing) clearTimeout(entry.timer);
      await Promise.all(running);
      await Promise.all(
        owing.map(([organisationId, entry]) => flush(organisationId, entry.owed, true, entry.failures)),
      );
    },
  };
}
