import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { MikroORM } from '@tradehub/db';
import { fxSnapshotSchema, rooms, type FxSnapshot } from '@tradehub/contract';
import type { RedisClient } from '@tradehub/db/queues';
import type { Logger } from 'pino';
import type { RealtimeEmitter } from '../realtime/emitter.js';
import { backfillSimulatedHistory } from './backfill.js';
import { startOfMinute, upsertMinuteBars } from './bar-store.js';
import { FX_ANCHOR_RATES, FX_BASE } from './currencies.js';
import { LeaderLock, leaderTtlMs } from './leader-lock.js';
import type { FxProvider, FxQuote } from './provider.js';
import { DEFAULT_FX_SEED } from './random-walk.js';
import { fxLatestKey, fxLeaderKey } from '@tradehub/db/domain';

/**
 * Called after every published tick with the snapshot and the one before it (null on the first tick
 * after a fresh start). Runs inside the tick: the next tick waits for it, so keep it short. Its errors
 * are logged and never stop the feed.
 */
export type FxTickHook = (snapshot: FxSnapshot, previous: FxSnapshot | null) => Promise<unknown> | void;

export interface FxFeedOptions {
  provider: FxProvider;
  orm: MikroORM;
  /** Commands only (lock, latest snapshot); the emitter publishes through its own client. */
  redis: RedisClient;
  redisPrefix: string;
  emitter: RealtimeEmitter;
  logger: Logger;
  /** FX_TICK_MS: the loop's period (lock renewal; a quote too unless the provider polls more slowly). */
  tickMs: number;
  onTick?: FxTickHook;
  /** Backfill simulated history when there is none (default: when the provider is simulated). */
  backfill?: boolean;
  /** How many hours of history the backfill writes (FX_BACKFILL_HOURS; 90 days unless told). */
  backfillHours?: number;
  /** Seed of the backfilled history. */
  seed?: number;
  /** How often a process that is not the leader tries to become it (default 1 s). */
  acquireEveryMs?: number;
  /** Identifies this feed in the leader key (default host:pid:random). */
  holderId?: string;
}

export interface FxFeedStats {
  /** Ticks published by this process. */
  published: number;
  /** Duration of the last published tick (bars + Redis + emit + hook), in milliseconds. */
  lastTickMs: number | undefined;
}

export interface FxFeed {
  readonly holderId: string;
  isLeader(): boolean;
  stats(): FxFeedStats;
  /** Lets the current tick finish, then gives up the leadership so another process takes over at once. */
  stop(): Promise<void>;
}

/**
 * The live FX feed. Every worker process runs one; exactly one of them, the holder of a Redis lease,
 * ticks: renews the lease, asks the provider for a quote, folds it into the minute bars, stores the
 * snapshot for GET /api/fx/latest, pushes it to the `fx` room and calls `onTick`. The others try to
 * take the lease every second, so a dead leader is replaced within its TTL plus a second.
 */
export function startFxFeed(options: FxFeedOptions): FxFeed {
  const { provider, orm, redis, redisPrefix, emitter, tickMs, onTick } = options;
  const acquireEveryMs = options.acquireEveryMs ?? 1000;
  const holderId = options.holderId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const backfill = options.backfill ?? provider.name === 'simulated';
  const logger = options.logger.child({ component: 'fx-feed', provider: provider.name });
  const lock = new LeaderLock(redis, fxLeaderKey(redisPrefix), holderId, leaderTtlMs(tickMs));
  const latestKey = fxLatestKey(redisPrefix);

  let leader = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let nextTickAt = 0;
  let nextQuoteAt = 0;
  let previous: FxSnapshot | null = null;
  const stats: FxFeedStats = { published: 0, lastTickMs: undefined };

  function schedule(delayMs: number) {
    if (stopped) return;
    timer = setTimeout(
      () => {
        running = cycle().finally(() => (running = undefined));
      },
      Math.max(0, delayMs),
    );
  }

  async function cycle() {
    try {
      if (!leader) {
        if (!(await lock.tryAcquire())) return schedule(acquireEveryMs);
        leader = true;
        logger.info({ holder: holderId }, 'leading the FX feed');
        await becomeLeader();
        nextTickAt = Date.now();
      }
      if (leader && !stopped) await tick();
    } catch (error) {
      logger.error({ err: error }, 'FX feed tick failed');
    }
    if (!leader) return schedule(acquireEveryMs);
    // Drift-corrected, and never a backlog: slots missed by a slow tick are skipped, not caught up.
    const now = Date.now();
    do nextTickAt += tickMs;
    while (nextTickAt <= now);
    schedule(nextTickAt - now);
  }

  async function becomeLeader() {
    previous = await readLatest();
    const resumeFrom: FxQuote | undefined =
      previous?.source === provider.name
        ? { asOf: new Date(previous.asOf), rates: previous.rates }
        : undefined;
    if (backfill) {
      try {
        const { result, lost } = await lock.whileHeld(() =>
          backfillSimulatedHistory(orm.em.fork(), {
            seed: options.seed ?? DEFAULT_FX_SEED,
            endRates: resumeFrom?.rates ?? FX_ANCHOR_RATES,
            hours: options.backfillHours,
          }),
        );
        if (result.status === 'done') {
          const { rows, ms, plan } = result;
          logger.info({ rows, ms, hours: plan.hours }, 'backfilled simulated FX history');
        }
        if (lost) stepDown('the lease expired during the backfill');
      } catch (error) {
        // Ticking matters more than history; the next leadership tries again (the backfill is atomic).
        logger.error({ err: error }, 'FX history backfill failed');
      }
    }
    await provider.start(resumeFrom);
    nextQuoteAt = 0;
  }

  function stepDown(reason: string) {
    if (!leader) return;
    leader = false;
    logger.warn({ holder: holderId, reason }, 'no longer leading the FX feed');
  }

  async function readLatest(): Promise<FxSnapshot | null> {
    try {
      const raw = await redis.get(latestKey);
      const parsed = raw ? fxSnapshotSchema.safeParse(JSON.parse(raw)) : undefined;
      return parsed?.success ? parsed.data : null;
    } catch {
      return null;
    }
  }

  async function tick() {
    if (!(await lock.renew())) return stepDown('the lease was taken over or expired');
    // A provider slower than the tick (ECB rates: once a minute) is asked only when due; half a tick of
    // slack so timer jitter never skips a due quote.
    const now = Date.now();
    if (now + tickMs / 2 < nextQuoteAt) return;
    nextQuoteAt = now + provider.intervalMs;
    let quote: FxQuote;
    try {
      quote = await provider.next();
    } catch (error) {
      logger.warn({ err: error }, 'FX provider failed; keeping the last good rates, retrying next poll');
      return;
    }
    await publish(quote);
  }

  async function publish(quote: FxQuote) {
    const started = performance.now();
    try {
      // The bar is the minute the rate was observed in (an ECB quote's asOf is its publication date).
      await upsertMinuteBars(orm.em.fork(), startOfMinute(Date.now()), quote.rates, provider.name);
    } catch (error) {
      // The live view matters more than a minute of history: publish anyway.
      logger.error({ err: error }, 'could not store FX minute bars');
    }
    const snapshot: FxSnapshot = {
      base: FX_BASE,
      source: provider.name,
      asOf: quote.asOf.toISOString(),
      publishedAt: Date.now(),
      rates: quote.rates,
    };
    // Sent in this order on one connection: the snapshot is stored before any client hears of it.
    const stored = redis.set(latestKey, JSON.stringify(snapshot));
    emitter.to(rooms.fx).emit('fx:tick', snapshot);
    try {
      await stored;
    } catch (error) {
      logger.error({ err: error }, 'could not store the latest FX snapshot');
    }
    const before = previous;
    previous = snapshot;
    if (onTick) {
      try {
        await onTick(snapshot, before);
      } catch (error) {
        logger.error({ err: error }, 'FX tick hook failed');
      }
    }
    stats.published++;
    stats.lastTickMs = performance.now() - started;
    logger.debug({ ms: stats.lastTickMs }, 'FX tick published');
  }

  schedule(0);

  return {
    holderId,
    isLeader: () => leader,
    stats: () => ({ ...stats }),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      if (leader) {
        leader = false;
        try {
          await lock.release();
          logger.info({ holder: holderId }, 'released the FX feed');
        } catch (error) {
          logger.warn({ err: error }, 'could not release the FX feed lease; it expires on its own');
        }
      }
    },
  };
}
