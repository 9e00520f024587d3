// Live exposure (issue 25 item 3): on every FX tick, the exposure of each organisation someone is watching
// is revalued at the tick's rates with the one engine (db/src/domain/fx/exposure) and pushed to its room as
// `fx:exposure`, which the dashboard and FX Management both show as it is. Bounded: at most 2 pushes a second
// per organisation, and only when a figure moved by 0.01 % or a level changed.
//
// A tick costs two Redis calls whatever the number of organisations (who watches; which inputs changed since
// the last tick) and arithmetic over what the cache holds (live-exposure-cache.ts): each organisation's payables,
// hedges and targets are loaded once, then again only when the outbox relay announces a change of them on
// the change stream (exposureInputsChangedKey: a bill, a payment, a batch, a trade, a target) or the day
// changed; only organisations holding a currency whose rate moved are valued. The rate history the VaR reads
// is reloaded once a minute.
import {
  EXPOSURE_CHANGES_RETENTION_MS,
  exposureInputsChangedKey,
  exposureWatchersKey,
  isoDay,
  loadExposureInputs,
  loadMarket,
  prepareExposure,
  type ExposureInputs,
  type Market,
} from '@tradehub/db/domain';
import type { MikroORM } from '@tradehub/db';
import { rooms, type ExposureReport, type FxSnapshot } from '@tradehub/contract';
import type { RedisClient } from '@tradehub/db/queues';
import type { Logger } from 'pino';
import type { RealtimeEmitter } from '../realtime/emitter.js';
import { ExposureCache } from './live-exposure-cache.js';

const HISTORY_RELOAD_MS = 60_000;

/**
 * For this long after an organisation's inputs were (re)loaded, every tick's revaluation is pushed (still at
 * most twice a second), moved or not. Each open screen refetches the report when told of the change, each at
 * its own tick's rates; without these pushes two screens (a dashboard tab, an FX Management tab) could each
 * keep the figures of their own fetch until the rates next moved by 0.01 %: the pushes put them back on one.
 */
export const EXPOSURE_SETTLE_MS = 3_000;

export interface RevaluationStats {
  watched: number;
  /** Organisations valued at this tick (holding a currency whose rate moved, or changed). */
  revalued: number;
  pushed: number;
  /** Organisations whose inputs were (re)loaded from the database at this tick. */
  loaded: number;
  /** CPU time of the revaluation itself (valuing the watched organisations), milliseconds. */
  valueMs: number;
  /** The same on the calling thread alone (not V8's helper threads), when a `threadCpuMs` clock is given. */
  valueThreadMs?: number;
  /** When the revaluation itself started and ended (performance.now()), e.g. to find the GC within it. */
  valueStartedAt: number;
  valueEndedAt: number;
}

/** Where the revaluator reads what the database holds (the database, unless a bench feeds its own). */
export interface ExposureSources {
  inputs(organisationIds: readonly string[]): Promise<Map<string, ExposureInputs>>;
  market(currencies: readonly string[], now: Date): Promise<Market>;
}

const databaseSources = (orm: MikroORM): ExposureSources => ({
  inputs: (ids) => loadExposureInputs(orm.em.fork(), ids),
  market: (currencies, now) => loadMarket(orm.em.fork(), currencies, now),
});

export function createExposureRevaluator({
  orm,
  redis,
  redisPrefix,
  emitter,
  logger,
  sources = orm && databaseSources(orm),
  threadCpuMs,
}: {
  /** The database the inputs and the rate history are read from (unless `sources` is given). */
  orm?: MikroORM;
  redis: RedisClient;
  redisPrefix: string;
  emitter: RealtimeEmitter;
  logger: Pick<Logger, 'debug'>;
  sources?: ExposureSources;
  /**
   * The calling thread's CPU time (ms), for `valueThreadMs` (a bench's: process.cpuUsage also counts V8's
   * concurrent GC and compiler threads). Not read when absent.
   */
  threadCpuMs?: () => number | null;
}) {
  if (!sources) throw new Error('createExposureRevaluator needs an orm or sources');
  const read = sources;
  const cache = new ExposureCache();
  const watchersKey = exposureWatchersKey(redisPrefix);
  const changesKey = exposureInputsChangedKey(redisPrefix);
  /** The change stream's entry read up to; null: not read yet. */
  let changesFrom: string | null = null;
  let changesReadAt = 0;
  let history: { market: Market; loadedAt: number; currencies: Set<string> } | null = null;
  /** A tick's pushes, collected during the revaluation (kept between ticks: no allocation per push). */
  const pushIds: string[] = [];
  const pushReports: ExposureReport[] = [];
  const collectPush = (id: string, report: ExposureReport) => {
    pushIds.push(id);
    pushReports.push(report);
  };

  /** Drops from the cache the organisations whose inputs changed since the last read. */
  async function readChanges(now: number): Promise<void> {
    if (changesFrom === null || now - changesReadAt > EXPOSURE_CHANGES_RETENTION_MS / 2) {
      // First read, or so long since the last one that changes may have been trimmed: start at the newest
      // entry and reload everything held (loads happen after this read, so they see every earlier change).
      const newest = await redis.xrevrange(changesKey, '+', '-', 'COUNT', 1);
      changesFrom = newest[0]?.[0] ?? '0-0';
      cache.invalidateAll();
    } else {
      const streams = await redis.xread('STREAMS', changesKey, changesFrom);
      for (const [, entries] of streams ?? [])
        for (const [id, fields] of entries) {
          changesFrom = id;
          for (let index = 0; index + 1 < fields.length; index += 2)
            if (fields[index] === 'org') cache.invalidate(fields[index + 1]!);
        }
    }
    changesReadAt = now;
  }

  return async function revalueExposures(snapshot: FxSnapshot): Promise<RevaluationStats> {
    const now = Date.now();
    const [ids] = await Promise.all([
      redis.zrangebyscore(watchersKey, now, '+inf'),
      redis.zremrangebyscore(watchersKey, '-inf', now - 1),
      readChanges(now),
    ]);
    // Reload what changed: an input (the relay's change stream) or the day (the buckets count from today).
    const load = cache.watch(ids, isoDay(new Date(now)));
    if (ids.length === 0) {
      const at = performance.now();
      return {
        watched: 0,
        revalued: 0,
        pushed: 0,
        loaded: 0,
        valueMs: 0,
        valueStartedAt: at,
        valueEndedAt: at,
      };
    }
    // What every report of this tick includes (its `inputsVersion`): the change stream as read above. An
    // organisation with a change up to there is reloaded just below; one without has had none since its
    // inputs were loaded. (Not the version of its own last load: another organisation's change moves the
    // stream on, and a screen that fetched after it would drop every push until its own next change.)
    const inputsVersion = changesFrom ?? '0-0';
    if (load.length > 0) {
      const inputs = await read.inputs(load);
      for (const id of load) {
        const input = inputs.get(id);
        // A changed input is pushed at its next valuation, whatever the threshold.
        if (input) cache.store(prepareExposure(input, new Date(now)), now + EXPOSURE_SETTLE_MS);
        else cache.forget(id);
      }
    }

    const currencies = cache.currencies();
    if (
      !history ||
      now - history.loadedAt > HISTORY_RELOAD_MS ||
      [...currencies].some((currency) => !history!.currencies.has(currency))
    ) {
      history = { market: await read.market([...currencies], new Date(now)), loadedAt: now, currencies };
    }
    const market = history.market.withLiveRates(snapshot);

    const valueStartedAt = performance.now();
    const threadStarted = threadCpuMs?.() ?? null;
    const started = process.cpuUsage();
    pushIds.length = 0;
    pushReports.length = 0;
    const { revalued, pushed } = cache.revalue(market, now, collectPush);
    const used = process.cpuUsage(started);
    const threadEnded = threadStarted === null ? null : (threadCpuMs?.() ?? null);
    const valueEndedAt = performance.now();
    // Encoded now, before the next tick fills the shared reports again (ExposureCache.revalue).
    for (let index = 0; index < pushIds.length; index++)
      emitter
        .to(rooms.organisation(pushIds[index]!))
        .emit('fx:exposure', { ...pushReports[index]!, inputsVersion });
    pushIds.length = 0;
    pushReports.length = 0;
    const stats = {
      watched: cache.size,
      revalued,
      pushed,
      loaded: load.length,
      valueMs: (used.user + used.system) / 1000,
      ...(threadStarted !== null && threadEnded !== null
        ? { valueThreadMs: threadEnded - threadStarted }
        : {}),
      valueStartedAt,
      valueEndedAt,
    };
    logger.debug(stats, 'exposure revalued');
    return stats;
  };
}
