// `dashboard:changed` on real PostgreSQL and Redis, through the relay as the workers run it
// (startWorkersOutboxRelay) and a socket.io server on the Redis adapter as a gateway listens: a burst of pushes
// about dashboard inputs gives one leading and one trailing announcement a window apart; other pushes give
// none; organisations are throttled independently, also across relay processes; the organisation's cached
// dashboards are dropped before the announcement; a risk snapshot announces itself through the same
// throttle; a relay that stops announces what it still owes.
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdapter } from '@socket.io/redis-adapter';
import {
  rooms,
  socketIoRedisKey,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@tradehub/contract';
import {
  createOrmConfig,
  initOrm,
  Organisation,
  type EntityManager,
  type MikroORM,
  type OutboxMessage,
} from '@tradehub/db';
import { pushSocket } from '../../../infra/test-support/outbox-writer.js';
import { dashboardCacheVersionKey, exposureInputsChangedKey } from '@tradehub/db/domain';
import { TypedQueue } from '@tradehub/db/queues';
import type { Job } from 'bullmq';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { Server } from 'socket.io';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPreparedDatabase } from '../../../infra/test-support/template-databases.js';
import { createTestRedisPrefix } from '../../../infra/test-support/test-redis.js';
import { createDashboardChanges, DASHBOARD_CHANGED_WINDOW_MS } from '../../src/outbox/dashboard-changes.js';
import { startWorkersOutboxRelay, type RunningOutboxRelay } from '../../src/outbox/start.js';
import { withDashboardChanges } from '../../src/outbox/with-dashboard-changes.js';
import { createRiskProcessor, type RiskJob } from '../../src/processors/risk.js';

const database = await createPreparedDatabase('dashboard_changed', 'migrated');
const redisPrefix = createTestRedisPrefix('dashboard-changed');
const logger = pino({ level: 'silent' });
const WINDOW = DASHBOARD_CHANGED_WINDOW_MS;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let orm: MikroORM;
let relay: RunningOutboxRelay;
let redis: Redis;
let pub: Redis;
let sub: Redis;
let http: HttpServer;
let server: Server;
let url: string;
const sockets: ClientSocket[] = [];

beforeAll(async () => {
  orm = await initOrm(createOrmConfig({ clientUrl: database.url }));
  redis = new Redis(redisPrefix.url);
  // A gateway's socket.io server as far as rooms go: a socket joins the rooms it names.
  pub = new Redis(redisPrefix.url);
  sub = pub.duplicate();
  http = createServer();
  server = new Server(http, {
    adapter: createAdapter(pub, sub, { key: socketIoRedisKey(redisPrefix.prefix) }),
  });
  server.on('connection', (socket) => void socket.join(socket.handshake.auth.rooms as string[]));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  relay = await startWorkersOutboxRelay({
    databaseUrl: database.url,
    redisUrl: redisPrefix.url,
    redisPrefix: redisPrefix.prefix,
    logger,
  });
});

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await relay?.close();
  await server?.close();
  pub?.disconnect();
  sub?.disconnect();
  redis?.disconnect();
  await orm?.close();
  await database.drop();
  await redisPrefix.cleanup();
});

/** A member's socket in the organisation's room, recording when each event arrived. */
async function member(organisationId: string) {
  const socket: ClientSocket = io(url, {
    transports: ['websocket'],
    auth: { rooms: [rooms.organisation(organisationId)] },
    reconnection: false,
  });
  sockets.push(socket);
  const received: { event: string; at: number }[] = [];
  socket.onAny((event: string) => received.push({ event, at: Date.now() }));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  const times = (event: string) => received.filter((entry) => entry.event === event).map((entry) => entry.at);
  return { received, times, heard: (event: string) => times(event).length };
}

async function commit(write: (em: EntityManager) => OutboxMessage[]) {
  await orm.em.fork().transactional(async (em) => {
    write(em);
  });
}

function paymentChanged(em: EntityManager, organisationId: string, n: number) {
  return pushSocket(em, {
    aggregate: ['payment', `${organisationId}-payment-${n}`],
    rooms: [rooms.organisation(organisationId)],
    event: 'payment:changed',
    args: [{ paymentId: `${organisationId}-payment-${n}`, status: 'pending', approvalStatus: 'approved' }],
  });
}

const wait = { timeout: 10_000, interval: 10 };

describe('dashboard:changed', () => {
  it('follows a burst of 50 payment pushes with one leading and one trailing announcement', async () => {
    const a = await member('org-burst');
    await commit((em) => Array.from({ length: 50 }, (_, n) => paymentChanged(em, 'org-burst', n)));

    await expect
      .poll(() => a.heard('payment:changed'), { ...wait, message: 'the 50 payment pushes' })
      .toBe(50);
    await expect
      .poll(() => a.heard('dashboard:changed'), { ...wait, message: 'the leading announcement' })
      .toBeGreaterThanOrEqual(1);
    // Leading edge: at once, right after the first push it follows (one publisher, so in order).
    expect(a.received.slice(0, 2).map((entry) => entry.event)).toEqual([
      'payment:changed',
      'dashboard:changed',
    ]);
    // Trailing edge: one more at a window's end, for the changes that came inside it; then nothing more.
    // On a loaded machine the 50 pushes may be published over more than one window, which allows one
    // announcement per window: what must hold is the spacing and that the last change is announced.
    const trailing = { ...wait, timeout: 5 * WINDOW, message: 'the trailing announcement' };
    await expect.poll(() => a.heard('dashboard:changed'), trailing).toBeGreaterThanOrEqual(2);
    await sleep(2 * WINDOW);
    const announced = a.times('dashboard:changed');
    const pushes = a.times('payment:changed');
    const gaps = announced.slice(1).map((at, n) => at - announced[n]!);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(WINDOW - 50);
    expect(announced.length).toBeLessThanOrEqual(2 + Math.floor((pushes.at(-1)! - pushes[0]!) / WINDOW));
    expect(announced.at(-1)!).toBeGreaterThanOrEqual(pushes.at(-1)!);
  });

  it('announces nothing after pushes that do not feed the dashboard', async () => {
    const b = await member('org-quiet');
    await commit((em) => [
      pushSocket(em, {
        aggregate: ['notification', 'org-quiet'],
        rooms: [rooms.organisation('org-quiet'), rooms.user('someone')],
        event: 'notification:read-all',
        args: [],
      }),
      pushSocket(em, {
        aggregate: ['profile', 'someone'],
        rooms: [rooms.user('someone')],
        event: 'profile:changed',
        args: [{ status: 'approved' }],
      }),
    ]);
    await expect
      .poll(() => b.heard('notification:read-all'), { ...wait, message: 'the notification push' })
      .toBe(1);
    await sleep(WINDOW + 500);
    expect(b.times('dashboard:changed')).toEqual([]);
  });

  it('throttles each organisation on its own', async () => {
    const c = await member('org-c');
    const d = await member('org-d');
    await commit((em) => [paymentChanged(em, 'org-c', 1)]);
    await expect.poll(() => c.heard('dashboard:changed'), { ...wait, message: 'org C announced' }).toBe(1);
    // Inside org C's window, org D's first change is still announced at once.
    await commit((em) => [
      pushSocket(em, {
        aggregate: ['supplier', 'org-d-supplier'],
        rooms: [rooms.organisation('org-d')],
        event: 'supplier:changed',
        args: [{ supplierId: 'org-d-supplier' }],
      }),
      paymentChanged(em, 'org-c', 2),
    ]);
    await expect.poll(() => d.heard('dashboard:changed'), { ...wait, message: 'org D announced' }).toBe(1);
    // Org C's second change waits for its window to end.
    const trailing = { ...wait, timeout: 3 * WINDOW, message: 'org C trailing' };
    await expect.poll(() => c.heard('dashboard:changed'), trailing).toBe(2);
    expect(d.times('dashboard:changed')[0]!).toBeLessThan(c.times('dashboard:changed')[1]!);
    await sleep(WINDOW + 300);
    expect(d.times('dashboard:changed')).toHaveLength(1);
    expect(c.times('dashboard:changed')).toHaveLength(2);
  });

  it("drops the organisation's cached dashboards before announcing", async () => {
    const e = await member('org-cache');
    const versionKey = dashboardCacheVersionKey(redisPrefix.prefix, 'org-cache');
    const versionSeen: (string | null)[] = [];
    // Read the moment the announcement arrives: the cache must already be stale.
    const before = await redis.get(versionKey);
    const arrived = new Promise<void>((resolve) => {
      sockets.at(-1)!.once('dashboard:changed', () => {
        void redis.get(versionKey).then((version) => {
          versionSeen.push(version);
          resolve();
        });
      });
    });
    await commit((em) => [
      pushSocket(em, {
        aggregate: ['fx', 'org-cache'],
        rooms: [rooms.organisation('org-cache')],
        event: 'fx:exposure-changed',
        args: [],
      }),
    ]);
    await arrived;
    expect(before).toBeNull();
    expect(Number(versionSeen[0])).toBeGreaterThanOrEqual(1);
    expect(e.times('fx:exposure-changed')).toHaveLength(1);
    expect(await redis.ttl(versionKey)).toBeGreaterThan(0);
  });

  it('announces a new risk-metrics snapshot through the same throttle', async () => {
    const em = orm.em.fork();
    const organisation = em.create(Organisation, { name: 'Snapshot Imports' });
    await em.flush();
    const f = await member(organisation.id);
    const queueConnection = new Redis(redisPrefix.url, { maxRetriesPerRequest: null });
    const riskQueue = new TypedQueue('risk', { connection: queueConnection, prefix: redisPrefix.prefix });
    try {
      const processRisk = createRiskProcessor({ orm, riskQueue });
      const job = {
        id: 'snapshot',
        name: 'snapshot-risk-metrics',
        data: { organisationId: organisation.id },
      };
      for (let n = 0; n < 3; n += 1) {
        expect(await processRisk(job as unknown as Job as RiskJob)).toMatchObject({ status: 'stored' });
      }
      const trailing = { ...wait, timeout: 3 * WINDOW, message: 'the trailing announcement' };
      await expect.poll(() => f.heard('dashboard:changed'), trailing).toBe(2);
      await sleep(WINDOW + 300);
      // Three snapshots inside one window: one leading, one trailing, and no raw pass-through.
      expect(f.times('dashboard:changed')).toHaveLength(2);
    } finally {
      await riskQueue.close();
      queueConnection.disconnect();
    }
  });

  it('shares one throttle between relay processes, and a stopping one sends what it owes', async () => {
    const sent: { at: number; by: string }[] = [];
    const changes = ['first', 'second'].map((by) =>
      createDashboardChanges({
        redis,
        redisPrefix: redisPrefix.prefix,
        publish: async () => void sent.push({ at: Date.now(), by }),
        logger,
      }),
    );
    await changes[0]!.changed('org-shared');
    await changes[1]!.changed('org-shared');
    await changes[0]!.changed('org-shared');
    // One leading; the two changes inside the window owe one trailing, which both processes wait for.
    expect(sent.map((entry) => entry.by)).toEqual(['first']);
    await sleep(WINDOW + 500);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.at - sent[0]!.at).toBeGreaterThanOrEqual(WINDOW - 50);

    // A change inside the new window, then the only process that knows stops: it announces at once.
    await changes[1]!.changed('org-shared');
    expect(sent).toHaveLength(2);
    await changes[1]!.close();
    expect(sent).toHaveLength(3);
    await changes[0]!.close();
    await sleep(WINDOW + 300);
    expect(sent).toHaveLength(3);
  });

  it('notes a change of exposure inputs for the revaluator before the event goes out, and other events not at all', async () => {
    const stream = exposureInputsChangedKey(redisPrefix.prefix);
    const noted = async (organisationId: string) =>
      (await redis.xrange(stream, '-', '+')).filter(([, fields]) => fields[1] === organisationId).length;
    const seen: { event: string; notedWhenSent: number }[] = [];
    const changes = createDashboardChanges({
      redis,
      redisPrefix: redisPrefix.prefix,
      publish: async () => undefined,
      logger,
    });
    const publisher = withDashboardChanges(
      {
        addJob: async () => undefined,
        // What a screen hearing the event could count on: the revaluator's next tick reloads the organisation.
        pushSocket: async (push) =>
          void seen.push({ event: push.event, notedWhenSent: await noted('org-noted') }),
        close: async () => undefined,
      },
      changes,
    );
    const push = (event: string) =>
      publisher.pushSocket({ rooms: [rooms.organisation('org-noted')], event, args: [] });
    await push('fx:exposure-changed');
    await push('notification:new');
    await push('payment:changed');
    expect(seen).toEqual([
      { event: 'fx:exposure-changed', notedWhenSent: 1 },
      { event: 'notification:new', notedWhenSent: 1 },
      { event: 'payment:changed', notedWhenSent: 2 },
    ]);
    await publisher.close();
  });
});
