// The revaluator's cache on real PostgreSQL and Redis (workers/src/fx/live-exposure-cache.ts): once warm, a tick
// reads no payables; a bill recorded afterwards through the domain command, its events published by the outbox
// relay as the workers run it, is in the very next tick's push, at an unchanged rate.
import { randomUUID } from 'node:crypto';
import { createOrmConfig, initOrm, Organisation, UserProfile, type MikroORM } from '@tradehub/db';
import {
  createBill,
  exposureInputsChangedKey,
  exposureWatchersKey,
  loadExposureInputs,
  loadMarket,
} from '@tradehub/db/domain';
import type { ExposureReport } from '@tradehub/contract';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPayable } from '../../../infra/test-support/factories.js';
import { createPreparedDatabase } from '../../../infra/test-support/template-databases.js';
import { createTestRedisPrefix } from '../../../infra/test-support/test-redis.js';
import { createExposureRevaluator, EXPOSURE_SETTLE_MS } from '../../src/fx/live-exposure-revaluator.js';
import { startWorkersOutboxRelay, type RunningOutboxRelay } from '../../src/outbox/start.js';
import { createRealtimeEmitter, type RealtimeEmitter } from '../../src/realtime/emitter.js';
import { fxSnapshot } from '../../../infra/test-support/fx-snapshot.js';

const database = await createPreparedDatabase('exposure_cache', 'migrated');
const prefix = createTestRedisPrefix('exposure-cache');
const logger = pino({ level: 'silent' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let orm: MikroORM;
let redis: Redis;
let relay: RunningOutboxRelay;
let organisationId: string;
let userId: string;
let supplierId: string;

const tick = (eur: number) => fxSnapshot({ EUR: eur });

beforeAll(async () => {
  orm = await initOrm(createOrmConfig({ clientUrl: database.url }));
  const em = orm.em.fork();
  const organisation = em.create(Organisation, { name: 'Warm Co', status: 'approved' });
  const user = em.create(UserProfile, { email: 'warm@example.com', businessName: 'Warm Co' });
  const { supplier } = buildPayable(em, {
    organisation,
    createdBy: user,
    currency: 'EUR',
    amountMinor: 25_000_000,
  });
  await em.flush();
  organisationId = organisation.id;
  userId = user.id;
  supplierId = typeof supplier === 'string' ? supplier : supplier.id;
  redis = new Redis(prefix.url);
  await redis.zadd(exposureWatchersKey(prefix.prefix), Date.now() + 60_000, organisationId);
  relay = await startWorkersOutboxRelay({
    databaseUrl: database.url,
    redisUrl: prefix.url,
    redisPrefix: prefix.prefix,
    logger,
  });
});
afterAll(async () => {
  await relay?.close();
  redis?.disconnect();
  await orm?.close();
  await prefix.cleanup();
  await database.drop();
});

describe('the exposure cache', () => {
  it('reflects a bill recorded after it is warm in the next tick’s push', async () => {
    // The real emitter (the pushes reach Redis), and what it was given to push.
    const real = createRealtimeEmitter(redis, prefix.prefix);
    const pushed: ExposureReport[] = [];
    const emitter: RealtimeEmitter = {
      to: (room) => ({
        emit: (event, ...args) => {
          if (event === 'fx:exposure') pushed.push(args[0] as ExposureReport);
          return real.to(room).emit(event, ...args);
        },
      }),
    };
    // Counts the loads of payables (the database reads a warm cache must not make).
    const loads: string[][] = [];
    const revalue = createExposureRevaluator({
      redis,
      redisPrefix: prefix.prefix,
      emitter,
      logger,
      sources: {
        inputs: (ids) => {
          loads.push([...ids]);
          return loadExposureInputs(orm.em.fork(), ids);
        },
        market: (currencies, now) => loadMarket(orm.em.fork(), currencies, now),
      },
    });

    expect(await revalue(tick(0.92))).toMatchObject({ watched: 1, pushed: 1, loaded: 1 });
    expect(pushed[0]!.currencies[0]).toMatchObject({ currency: 'EUR', payablesMinor: 25_000_000 });
    await sleep(EXPOSURE_SETTLE_MS + 50);
    // Warm: the same rate values nobody and loads nothing.
    expect(await revalue(tick(0.92))).toMatchObject({ watched: 1, revalued: 0, pushed: 0, loaded: 0 });
    expect(loads).toHaveLength(1);

    // A bill recorded as the API records one: its outbox rows, published by the relay, announce the change.
    await orm.em.fork().transactional((em) =>
      createBill(
        em,
        { userId, organisationId, displayName: 'Warm Treasurer', permissions: [] },
        {
          supplierId,
          kind: 'invoice',
          reference: `INV-${randomUUID().slice(0, 8)}`,
          currency: 'EUR',
          amount: '40000.00',
          issueDate: new Date().toISOString().slice(0, 10),
          dueDate: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
          budgetRate: '1.08',
        },
        { EUR: 0.92 },
      ),
    );
    const changes = exposureInputsChangedKey(prefix.prefix);
    // The relay may publish the command's rows (the bill's events, its margin check) in more than one round:
    // tick once all are published, so every announcement of this change is read by the next tick.
    const unpublished = async () =>
      Number(
        (
          await orm.em
            .fork()
            .getConnection()
            .execute<{ count: string }[]>('select count(*) from outbox_message where published_at is null')
        )[0]!.count,
      );
    for (let attempt = 0; attempt < 200 && (await unpublished()) > 0; attempt++) await sleep(25);
    for (let attempt = 0; attempt < 200 && (await redis.xlen(changes)) === 0; attempt++) await sleep(25);

    // The next tick, at the same rate: reloaded and pushed with the new bill.
    expect(await revalue(tick(0.92))).toMatchObject({ watched: 1, revalued: 1, pushed: 1, loaded: 1 });
    expect(loads).toEqual([[organisationId], [organisationId]]);
    const eur = pushed[1]!.currencies.find((item) => item.currency === 'EUR')!;
    expect(eur.payablesMinor).toBe(25_000_000 + 4_000_000);
    expect(eur.buckets.find((bucket) => bucket.bucket === 'd0_30')!.payablesMinor).toBe(4_000_000);
    expect(pushed[1]!.totals.baseAmountMinor).toBeGreaterThan(pushed[0]!.totals.baseAmountMinor);

    // And then, once it has settled (every tick is pushed for a while after a load), it is warm again.
    await sleep(EXPOSURE_SETTLE_MS + 50);
    expect(await revalue(tick(0.92))).toMatchObject({ revalued: 0, pushed: 0, loaded: 0 });
  });
});
