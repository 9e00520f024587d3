// The product on a Redis Cluster (REDIS_CLUSTER_NODES): three masters started by the test, two gateway
// processes and a workers process as in production. Sessions (a MULTI and the demo script), rate limits,
// the dashboard cache and throttle, BullMQ (hash-tagged prefix) and socket.io (the sharded adapter over
// SSUBSCRIBE/SPUBLISH, and the workers' matching emitter) all run on it: the two-gateway real-time path, a
// report job, an outbox relay round and a settlement.
import { randomUUID } from 'node:crypto';
import { createOrmConfig, initOrm, Membership } from '@tradehub/db';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  processEnv,
  seedMember,
  signInCookie,
  startTwoGateways,
  type SeededMember,
  type TwoGatewayStack,
} from '../../../infra/test-support/process-stack.js';
import { buildSupplier } from '../../../infra/test-support/factories.js';
import { startRedisCluster, type OwnRedisCluster } from '../../../infra/test-support/redis-cluster.js';
import { createPreparedDatabase } from '../../../infra/test-support/template-databases.js';
import { nextEvent as next, testSockets } from '../../../infra/test-support/test-sockets.js';

const database = await createPreparedDatabase('redis_cluster', 'seeded');
const sockets = testSockets();
const connect = sockets.connect;
let stack: TwoGatewayStack | undefined;
let cluster: OwnRedisCluster;
let gatewayA: string;
let gatewayB: string;
let member: SeededMember;
let cookie: string;
let supplierId: string;

beforeAll(async () => {
  cluster = await startRedisCluster();
  member = await seedMember(database.url, { email: 'cluster@example.com', businessName: 'Cluster Imports' });
  const orm = await initOrm(createOrmConfig({ clientUrl: database.url }));
  try {
    const em = orm.em.fork();
    const { organisation } = await em.findOneOrFail(Membership, { user: member.userId });
    const supplier = buildSupplier(em, {
      organisation: organisation.id,
      createdBy: member.userId,
      name: 'Cluster Supplier GmbH',
      bankDetailsChangedAt: new Date(Date.now() - 30 * 24 * 60 * 60 * 1000),
    });
    await em.flush();
    supplierId = supplier.id;
  } finally {
    await orm.close();
  }

  const { REDIS_URL: _single, ...env } = processEnv(
    'redis-cluster',
    { databaseUrl: database.url, redis: { url: '', prefix: `tradehub-cluster-${randomUUID().slice(0, 8)}` } },
    { FX_TICK_MS: '250', REDIS_CLUSTER_NODES: cluster.nodes },
  );
  stack = await startTwoGateways(env, 60_000);
  [gatewayA, gatewayB] = stack.urls;
  cookie = await signInCookie(gatewayB, member);
});

afterAll(async () => {
  sockets.disconnectAll();
  await stack?.stop();
  await cluster?.stop();
  await database.drop();
});

describe('on a Redis Cluster', () => {
  it('delivers to a browser on gateway A what was caused through gateway B (an outbox relay round)', async () => {
    const onA = await connect(gatewayA, { cookie });
    const received = next(onA, 'notification:read-all');
    const response = await fetch(`${gatewayB}/api/notifications/read-all`, {
      method: 'POST',
      headers: { cookie },
    });
    expect(response.status).toBe(204);
    await expect(received).resolves.toEqual([]);
  });

  it('delivers the FX ticks the workers publish through the sharded emitter', async () => {
    const anonymous = await connect(gatewayB);
    const [tick] = await next(anonymous, 'fx:tick');
    expect(Object.keys(tick.rates).length).toBeGreaterThanOrEqual(52);
  });

  it('keeps sessions across gateways: sign-in, a demo session (its script), sign-out', async () => {
    expect((await fetch(`${gatewayA}/api/profile`, { headers: { cookie } })).status).toBe(200);
    const demo = await fetch(`${gatewayA}/api/auth/demo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    });
    expect(demo.status).toBe(200);
    const demoCookie = (demo.headers.get('set-cookie') ?? '').split(';')[0]!;
    expect((await fetch(`${gatewayB}/api/profile`, { headers: { cookie: demoCookie } })).status).toBe(200);
    const out = await fetch(`${gatewayB}/api/auth/sign-out`, {
      method: 'POST',
      headers: { cookie: demoCookie },
    });
    expect(out.status).toBeLessThan(300);
    expect((await fetch(`${gatewayA}/api/profile`, { headers: { cookie: demoCookie } })).status).toBe(401);
  });

  it('builds a report through the reports queue and pushes its progress', async () => {
    const socket = await connect(gatewayA, { cookie });
    const completed = next(socket, 'report:updated', (report) => report.status === 'completed', 60_000);
    const created = await fetch(`${gatewayB}/api/reports`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ range: '7d' }),
    });
    expect(created.status).toBe(202);
    const { report } = (await created.json()) as { report: { id: string } };
    const [pushed] = await completed;
    expect(pushed.id).toBe(report.id);
    const dashboard = await fetch(`${gatewayA}/api/dashboard?range=7d`, { headers: { cookie } });
    expect(dashboard.status).toBe(200);
  });

  it('settles a payment through the payments queue, and announces it', async () => {
    const socket = await connect(gatewayB, { cookie });
    const changed = next(socket, 'dashboard:changed', () => true, 30_000);
    const created = await fetch(`${gatewayA}/api/payments`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        supplierId,
        amount: '125.00',
        currency: 'USD',
        method: 'Bank Transfer',
        reference: 'INV-CLUSTER',
        valueDate: new Date().toISOString().slice(0, 10),
        idempotencyKey: randomUUID(),
      }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { payment } = (await created.json()) as { payment: { id: string } };
    await changed;
    const paymentStatus = async () => {
      const response = await fetch(`${gatewayB}/api/payments/${payment.id}`, { headers: { cookie } });
      const { payment: current } = (await response.json()) as { payment: { status: string } };
      return current.status;
    };
    await expect
      .poll(paymentStatus, { timeout: 30_000, interval: 100, message: 'the payment settled' })
      .toBe('completed');
  });

  it('spreads its keys over more than one master', async () => {
    const sizes = await Promise.all(
      cluster.ports.map(async (port) => {
        const node = new Redis({ port, host: '127.0.0.1' });
        try {
          return Number(await node.dbsize());
        } finally {
          node.disconnect();
        }
      }),
    );
    expect(sizes.filter((size) => size > 0).length).toBeGreaterThanOrEqual(2);
  });
});
