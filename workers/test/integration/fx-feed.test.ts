import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { createOrmConfig, FxRateBar, initOrm, type MikroORM } from '@tradehub/db';
import type { FxSnapshot } from '@tradehub/contract';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPreparedDatabase } from '../../../infra/test-support/template-databases.js';
import { createTestRedisPrefix } from '../../../infra/test-support/test-redis.js';
import { backfillSimulatedHistory, planBackfill } from '../../src/fx/backfill.js';
import { startOfMinute, upsertMinuteBars } from '../../src/fx/bar-store.js';
import { FX_CURRENCIES } from '../../src/fx/currencies.js';
import { startFxFeed, type FxFeed, type FxFeedOptions } from '../../src/fx/feed.js';
import { createFrankfurterProvider } from '../../src/fx/frankfurter-provider.js';
import { fxLatestKey, fxLeaderKey } from '@tradehub/db/domain';
import { createSimulatedProvider } from '../../src/fx/simulated-provider.js';
import { createRealtimeEmitter } from '../../src/realtime/emitter.js';
import { createRedisConnection, type RedisClient } from '@tradehub/db/queues';
import { listenToFxRoom } from './fx-support.js';

const database = await createPreparedDatabase('fx_feed', 'migrated');
const redisPrefix = createTestRedisPrefix('fx-feed');
const logger = pino({ level: 'silent' });
const PAIRS = FX_CURRENCIES.length;
/** A wait for the feed: it ticks or polls every 100 ms here, so asking every 25 ms sees each step. */
const wait = { timeout: 10_000, interval: 25 };

let orm: MikroORM;
let redis: RedisClient;
const feeds: FxFeed[] = [];

beforeAll(async () => {
  orm = await initOrm(createOrmConfig({ clientUrl: database.url }));
  redis = createRedisConnection(redisPrefix.url, 'worker');
});

afterAll(async () => {
  await Promise.all(feeds.map((feed) => feed.stop()));
  redis?.disconnect();
  await orm?.close();
  await database.drop();
  await redisPrefix.cleanup();
});

function feed(options: Pick<FxFeedOptions, 'provider' | 'tickMs'> & Partial<FxFeedOptions>) {
  const started = startFxFeed({
    orm,
    redis,
    redisPrefix: redisPrefix.prefix,
    emitter: createRealtimeEmitter(redis, redisPrefix.prefix),
    logger,
    ...options,
  });
  feeds.push(started);
  return started;
}

async function latest(): Promise<FxSnapshot | null> {
  const raw = await redis.get(fxLatestKey(redisPrefix.prefix));
  return raw ? (JSON.parse(raw) as FxSnapshot) : null;
}

const countBars = (where: string, params: unknown[] = []) =>
  orm.em
    .fork()
    .execute<{ n: number }[]>(`select count(*)::int as n from fx_rate_bar where ${where}`, params)
    .then((rows) => rows[0]!.n);

describe('minute bars', () => {
  it('keep the open, widen high and low and move the close within a minute', async () => {
    const minute = new Date('2026-02-02T09:30:00Z');
    const next = new Date('2026-02-02T09:31:00Z');
    for (const [at, rate] of [
      [minute, 0.92],
      [minute, 0.93],
      [minute, 0.91],
      [minute, 0.925],
      [next, 0.926],
    ] as const) {
      await upsertMinuteBars(orm.em.fork(), at, { XAA: rate, XBB: rate * 100 }, 'simulated');
    }
    const bars = await orm.em
      .fork()
      .find(FxRateBar, { base: 'USD', quote: 'XAA' }, { orderBy: { minute: 'asc' } });
    expect(
      bars.map(({ minute: m, open, high, low, close, source }) => ({ m, open, high, low, close, source })),
    ).toEqual([
      { m: minute, open: 0.92, high: 0.93, low: 0.91, close: 0.925, source: 'simulated' },
      { m: next, open: 0.926, high: 0.926, low: 0.926, close: 0.926, source: 'simulated' },
    ]);
    const yen = await orm.em.fork().findOneOrFail(FxRateBar, { base: 'USD', quote: 'XBB', minute });
    expect([yen.open, yen.high, yen.low, yen.close]).toEqual([92, 93, 91, 92.5]);
    await orm.em.fork().nativeDelete(FxRateBar, { quote: { $in: ['XAA', 'XBB'] } });
  });
});

describe('the simulated feed', () => {
  it('writes a short history (FX_BACKFILL_HOURS) once, and a restart within it finds it and skips', async () => {
    const own = await createPreparedDatabase('fx_feed_short', 'migrated');
    const ownOrm = await initOrm(createOrmConfig({ clientUrl: own.url, poolMax: 2 }));
    try {
      const now = new Date();
      const plan = planBackfill(now, PAIRS, 2);
      expect(await backfillSimulatedHistory(ownOrm.em.fork(), { now, hours: 2 })).toMatchObject({
        status: 'done',
        rows: plan.rows,
      });
      const bars = await ownOrm.em.fork().count(FxRateBar, { source: 'simulated' });
      expect(bars).toBe(plan.rows);
      // An hour or three later its oldest bars are still older than half its length: not written again.
      for (const hoursLater of [1, 3]) {
        const later = new Date(now.getTime() + hoursLater * 3_600_000);
        expect(await backfillSimulatedHistory(ownOrm.em.fork(), { now: later, hours: 2 })).toMatchObject({
          status: 'skipped',
          reason: 'simulated history exists',
        });
      }
      expect(await ownOrm.em.fork().count(FxRateBar, { source: 'simulated' })).toBe(bars);
      expect(await backfillSimulatedHistory(ownOrm.em.fork(), { now, hours: 0 })).toMatchObject({
        status: 'skipped',
        reason: 'no history asked for',
      });
    } finally {
      await ownOrm.close();
      await own.drop();
    }
  });

  it('backfills 90 days once, then ticks from where the history ends', async () => {
    const now = new Date();
    const plan = planBackfill(now);
    const first = await backfillSimulatedHistory(orm.em.fork(), { now });
    expect(first).toMatchObject({ status: 'done', rows: plan.rows });
    console.log(
      `backfill on PostgreSQL: ${plan.rows} rows in ${first.status === 'done' ? first.ms : '?'} ms`,
    );
    expect(plan.rows).toBe(PAIRS * (89 * 24 + 24 * 60 + now.getUTCMinutes()));
    expect(await countBars(`source = 'simulated'`)).toBe(plan.rows);
    expect(await countBars(`source = 'simulated' and minute < ?`, [plan.minutesFrom])).toBe(PAIRS * 89 * 24);
    expect(
      await countBars(`source = 'simulated' and minute < ?`, [new Date(now.getTime() - 91 * 86_400_000)]),
    ).toBe(0);

    expect(await backfillSimulatedHistory(orm.em.fork(), { now })).toMatchObject({ status: 'skipped' });

    // A feed starting on this database does not backfill again; its first tick joins the history.
    const room = await listenToFxRoom(redisPrefix.url, redisPrefix.prefix);
    const simulated = feed({ provider: createSimulatedProvider({ tickMs: 100 }), tickMs: 100 });
    const published = () => simulated.stats().published;
    await expect.poll(published, { ...wait, message: 'two ticks' }).toBeGreaterThanOrEqual(2);
    expect(simulated.isLeader()).toBe(true);
    expect(await redis.get(fxLeaderKey(redisPrefix.prefix))).toBe(simulated.holderId);
    expect(await countBars(`source = 'simulated' and minute < ?`, [plan.until])).toBe(plan.rows);

    const snapshot = (await latest())!;
    expect(snapshot).toMatchObject({ base: 'USD', source: 'simulated' });
    expect(Object.keys(snapshot.rates)).toHaveLength(PAIRS);
    expect(Math.abs(snapshot.rates.EUR! / 0.921 - 1)).toBeLessThan(0.001);
    expect(Date.now() - snapshot.publishedAt).toBeLessThan(2000);
    // The tick's minute bar closes at the tick's rate. The feed ticks every 100 ms, so on a busy machine
    // another tick may land between the two reads: compare a snapshot and a bar read back to back.
    const liveBarAtLatestRate = async () => {
      const current = (await latest())!;
      const live = await orm.em.fork().findOne(FxRateBar, {
        base: 'USD',
        quote: 'EUR',
        minute: startOfMinute(current.publishedAt),
      });
      const after = (await latest())!;
      return after.publishedAt === current.publishedAt && live?.close === current.rates.EUR;
    };
    await expect
      .poll(liveBarAtLatestRate, { ...wait, message: 'the live minute bar at the latest rate' })
      .toBe(true);
    await expect
      .poll(() => room.ticks.length, { ...wait, message: 'ticks in the fx room' })
      .toBeGreaterThanOrEqual(2);
    await room.close();

    // Measure the tick (52-pair upsert + Redis + emit) over a few dozen ticks.
    const costs: number[] = [];
    const target = simulated.stats().published + 30;
    const publishedWithCost = () => {
      const { lastTickMs } = simulated.stats();
      if (lastTickMs !== undefined) costs.push(lastTickMs);
      return simulated.stats().published;
    };
    await expect
      .poll(publishedWithCost, { timeout: 10_000, interval: 100, message: '30 more ticks' })
      .toBeGreaterThanOrEqual(target);
    costs.sort((a, b) => a - b);
    console.log(`tick cost for ${PAIRS} pairs: median ${costs[costs.length >> 1]?.toFixed(2)} ms`);

    await simulated.stop();
    expect(simulated.isLeader()).toBe(false);
    expect(await redis.get(fxLeaderKey(redisPrefix.prefix))).toBeNull();
  });
});

describe('the frankfurter feed', () => {
  let server: Server;
  let answer: (response: ServerResponse) => void;
  const ok = (date: string, rates: Record<string, number>) => (response: ServerResponse) =>
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ amount: 1, base: 'USD', date, rates }));

  beforeAll(async () => {
    server = createServer((_request, response) => answer(response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('publishes ECB rates, keeps the last good ones through provider errors, and calls the tick hook', async () => {
    await redis.del(fxLatestKey(redisPrefix.prefix));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    answer = ok('2026-03-06', { EUR: 0.9217, GBP: 0.7893 });
    const calls: { snapshot: FxSnapshot; previous: FxSnapshot | null }[] = [];
    const ecb = feed({
      provider: createFrankfurterProvider({ url, tickMs: 100, pollIntervalMs: 200 }),
      tickMs: 100,
      onTick: (snapshot, previous) => {
        calls.push({ snapshot, previous });
        if (calls.length === 1) throw new Error('a failing hook never stops the feed');
      },
    });
    // Generous: the feed must first win the leader lease, which takes longer on a busy machine.
    await expect
      .poll(() => calls.length, { ...wait, timeout: 30_000, message: 'two polls' })
      .toBeGreaterThanOrEqual(2);
    expect(calls[0]!.previous).toBeNull();
    expect(calls[1]!.previous).toBe(calls[0]!.snapshot);
    const good = (await latest())!;
    expect(good).toMatchObject({
      source: 'frankfurter',
      asOf: '2026-03-06T00:00:00.000Z',
      rates: { EUR: 0.9217, GBP: 0.7893 },
    });
    expect(await countBars(`source = 'frankfurter' and quote = 'EUR'`)).toBeGreaterThanOrEqual(1);

    answer = (response) => response.writeHead(503).end('maintenance');
    await sleep(150);
    const heldAt = calls.length;
    const held = await latest();
    await sleep(700);
    expect(calls.length).toBe(heldAt);
    expect(await latest()).toEqual(held);
    expect(ecb.isLeader()).toBe(true);

    answer = ok('2026-03-09', { EUR: 0.93, GBP: 0.8 });
    const asOf = async () => (await latest())?.asOf;
    await expect.poll(asOf, { ...wait, message: 'the recovered rates' }).toBe('2026-03-09T00:00:00.000Z');
    expect((await latest())!.rates).toEqual({ EUR: 0.93, GBP: 0.8 });
    expect(calls.at(-1)!.previous?.asOf).toBe('2026-03-06T00:00:00.000Z');
    await ecb.stop();
  });
});
