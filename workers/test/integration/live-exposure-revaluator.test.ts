// Live exposure on FX ticks (issue 25 item 3): only organisations someone watches are revalued, each pushed
// to its own room at most twice a second and only when a figure moved by 0.01 % or a level changed; a changed
// bill is pushed at the next tick whatever the move, and every tick for a few seconds after (EXPOSURE_SETTLE_MS).
import { setTimeout as sleep } from 'node:timers/promises';
import { createOrmConfig, initOrm, Organisation, UserProfile, type MikroORM } from '@tradehub/db';
import { exposureInputsChangedKey, exposureWatchersKey } from '@tradehub/db/domain';
import { rooms, socketIoRedisKey } from '@tradehub/contract';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPayable } from '../../../infra/test-support/factories.js';
import { createPreparedDatabase } from '../../../infra/test-support/template-databases.js';
import { createTestRedisPrefix } from '../../../infra/test-support/test-redis.js';
import { createExposureRevaluator, EXPOSURE_SETTLE_MS } from '../../src/fx/live-exposure-revaluator.js';
import { createDashboardChanges } from '../../src/outbox/dashboard-changes.js';
import { createRealtimeEmitter } from '../../src/realtime/emitter.js';
import { fxSnapshot } from '../../../infra/test-support/fx-snapshot.js';

const database = await createPreparedDatabase('exposure-revaluation', 'migrated');
const prefix = createTestRedisPrefix('exposure-revaluation');
let orm: MikroORM;
let redis: Redis;
let subscriber: Redis;
let watchedId: string;
let unwatchedId: string;
const packets: { room: string; at: number; packet: Buffer }[] = [];

const tick = (eur: number) => fxSnapshot({ EUR: eur });

beforeAll(async () => {
  orm = await initOrm(createOrmConfig({ clientUrl: database.url }));
  const em = orm.em.fork();
  for (const name of ['Watched Co', 'Unwatched Co']) {
    const organisation = em.create(Organisation, { name, status: 'approved' });
    const user = em.create(UserProfile, {
      email: `${name.replace(' ', '.').toLowerCase()}@example.com`,
      businessName: name,
    });
    buildPayable(em, { organisation, createdBy: user, currency: 'EUR', amountMinor: 25_000_000 });
    if (name === 'Watched Co') watchedId = organisation.id;
    else unwatchedId = organisation.id;
  }
  await em.flush();
  redis = new Redis(prefix.url);
  subscriber = new Redis(prefix.url);
  subscriber.on('pmessageBuffer', (_pattern: Buffer, channel: Buffer, packet: Buffer) => {
    if (packet.includes('fx:exposure')) packets.push({ room: channel.toString(), at: Date.now(), packet });
  });
  await subscriber.psubscribe(`${socketIoRedisKey(prefix.prefix)}#/#*`);
  await redis.zadd(exposureWatchersKey(prefix.prefix), Date.now() + 60_000, watchedId);
});
afterAll(async () => {
  subscriber?.disconnect();
  redis?.disconnect();
  await orm?.close();
  await prefix.cleanup();
  await database.drop();
});

const roomChannel = (id: string) => `${socketIoRedisKey(prefix.prefix)}#/#${rooms.organisation(id)}#`;

async function pushesTo(id: string, atLeast: number) {
  for (
    let attempt = 0;
    attempt < 100 && packets.filter((p) => p.room === roomChannel(id)).length < atLeast;
    attempt++
  )
    await sleep(20);
  return packets.filter((p) => p.room === roomChannel(id)).length;
}

describe('exposure revaluation on FX ticks', () => {
  it('pushes the watched organisation only, then only when a figure moved by 0.01 % or an input changed', async () => {
    const revalue = createExposureRevaluator({
      orm,
      redis,
      redisPrefix: prefix.prefix,
      emitter: createRealtimeEmitter(redis, prefix.prefix),
      logger: pino({ level: 'silent' }),
    });
    expect(await revalue(tick(0.92))).toMatchObject({ watched: 1, pushed: 1 });
    expect(await pushesTo(watchedId, 1)).toBe(1);
    // Within half a second nothing more, however far the rate moves.
    expect((await revalue(tick(0.8))).pushed).toBe(0);
    // Just loaded: the screens that fetched it meanwhile are put on one push, moved or not.
    await sleep(550);
    expect((await revalue(tick(0.92))).pushed).toBe(1);
    expect(await pushesTo(watchedId, 2)).toBe(2);
    await sleep(EXPOSURE_SETTLE_MS);
    // A move under 0.01 % is not worth a push; 3 % is.
    expect((await revalue(tick(0.92 * 1.00001))).pushed).toBe(0);
    expect((await revalue(tick(0.92 * 0.97))).pushed).toBe(1);
    expect(await pushesTo(watchedId, 3)).toBe(3);

    // A new bill (announced by the relay as it publishes the bill's events) is pushed at the next tick, rate
    // unchanged.
    const dashboardChanges = createDashboardChanges({
      redis,
      redisPrefix: prefix.prefix,
      publish: async () => undefined,
      logger: { warn: () => undefined },
    });
    const em = orm.em.fork();
    buildPayable(em, {
      organisation: watchedId,
      createdBy: (await em.findOneOrFail(UserProfile, { email: 'watched.co@example.com' })).id,
      currency: 'EUR',
      amountMinor: 1_000_000,
    });
    await em.flush();
    await dashboardChanges.inputsChanged(watchedId);
    await sleep(550);
    expect((await revalue(tick(0.92 * 0.97))).pushed).toBe(1);
    expect(await pushesTo(watchedId, 4)).toBe(4);
    // It says which change its inputs include: the stream's newest entry, the bill's (a screen keeps the
    // report, fetched or pushed, with the newer inputs).
    const [[noted]] = (await redis.xrevrange(
      exposureInputsChangedKey(prefix.prefix),
      '+',
      '-',
      'COUNT',
      1,
    )) as [[string, string[]]];
    const toWatched = packets.filter((p) => p.room === roomChannel(watchedId));
    expect(toWatched.at(-1)!.packet.includes(noted)).toBe(true);
    expect(toWatched[0]!.packet.includes(noted)).toBe(false);
    // Every tick for a while after the change, the rate unchanged (screens that refetched at their own tick's
    // rates are put back on one); then again only on a move.
    await sleep(550);
    expect((await revalue(tick(0.92 * 0.97))).pushed).toBe(1);
    await sleep(EXPOSURE_SETTLE_MS);
    expect((await revalue(tick(0.92 * 0.97))).pushed).toBe(0);
    expect(await pushesTo(watchedId, 5)).toBe(5);

    // Another organisation's change moves the stream on: the watched one's next push says it includes it
    // too (nothing of its own changed), so a screen that fetched after that change still takes the pushes.
    await dashboardChanges.inputsChanged(unwatchedId);
    const [[elsewhere]] = (await redis.xrevrange(
      exposureInputsChangedKey(prefix.prefix),
      '+',
      '-',
      'COUNT',
      1,
    )) as [[string, string[]]];
    expect(elsewhere).not.toBe(noted);
    await sleep(550);
    expect((await revalue(tick(0.92 * 0.9))).pushed).toBe(1);
    expect(await pushesTo(watchedId, 6)).toBe(6);
    expect(
      packets
        .filter((p) => p.room === roomChannel(watchedId))
        .at(-1)!
        .packet.includes(elsewhere),
    ).toBe(true);

    expect(packets.filter((p) => p.room === roomChannel(unwatchedId))).toEqual([]);
  });

  it('stops revaluing an organisation once nobody has watched it for a while', async () => {
    await redis.zadd(exposureWatchersKey(prefix.prefix), Date.now() - 1, watchedId);
    const revalue = createExposureRevaluator({
      orm,
      redis,
      redisPrefix: prefix.prefix,
      emitter: createRealtimeEmitter(redis, prefix.prefix),
      logger: pino({ level: 'silent' }),
    });
    expect(await revalue(tick(0.5))).toMatchObject({ watched: 0, pushed: 0 });
    expect(await redis.zcard(exposureWatchersKey(prefix.prefix))).toBe(0);
  });
});
