// DATABASE_REPLICA_URLS on a real streaming replica (a primary and a `pg_basebackup -R` copy of it, started
// by the test): with the replica's replay paused, a row written on the primary is missing from what the
// hot lists and the dashboard answer, so they read from the replica; an EntityManager that wrote, a
// transaction, and a request that changes something read from the primary (read-your-writes).
import { Notification, readRows } from '@tradehub/db';
import { buildPayable } from '../../../infra/test-support/factories.js';
import Fastify, { type FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbContextPlugin } from '../../src/plugins/db-context.js';
import {
  startReplicatedPostgres,
  type ReplicatedPostgres,
} from '../../../infra/test-support/postgres-replica.js';
import { startTestGateway, type TestGateway } from '../support/test-gateway.js';

let cluster: ReplicatedPostgres;
let gateway: TestGateway;
let cookie: string;
let userId: string;
let organisationId: string;

beforeAll(async () => {
  cluster = await startReplicatedPostgres();
  gateway = await startTestGateway('replicas', {
    database: { url: cluster.primaryUrl, drop: async () => undefined },
    replicaUrls: [cluster.replicaUrl],
  });
  const { email, user, organisation } = await gateway.createAccount('approved');
  userId = user.id;
  organisationId = organisation.id;
  cookie = await gateway.signIn(email);
  await cluster.caughtUp();
});

afterAll(async () => {
  await gateway?.close();
  await cluster?.stop();
});

/** A notification for the member, written on the primary behind the gateway's back. */
async function notifyOnPrimary(title: string) {
  const em = gateway.orm.em.fork();
  const notification = em.create(Notification, {
    organisation: organisationId,
    user: userId,
    type: 'info',
    title,
    message: `${title} message`,
  });
  await em.flush();
  return notification;
}

const titles = async () => {
  const response = await gateway.app.inject({
    method: 'GET',
    url: '/api/notifications',
    headers: { cookie },
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { items: { title: string }[] }).items.map((item) => item.title);
};

const countSql = 'select count(*)::int as count from notification where title = ?';

describe('read replicas', () => {
  it('serves the hot lists from the replica: a row the replica has not replayed is not there yet', async () => {
    await cluster.pauseReplay();
    try {
      await notifyOnPrimary('Written while the replica waits');
      expect(await titles()).not.toContain('Written while the replica waits');
    } finally {
      await cluster.resumeReplay();
    }
    await cluster.caughtUp();
    expect(await titles()).toContain('Written while the replica waits');
  });

  it('computes the dashboard on the replica', async () => {
    const exposures = async (range: string) => {
      const response = await gateway.app.inject({
        method: 'GET',
        url: `/api/dashboard?range=${range}`,
        headers: { cookie },
      });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { exposures: { currency: string }[] }).exposures.map((row) => row.currency);
    };
    await cluster.pauseReplay();
    try {
      const em = gateway.orm.em.fork();
      // A bill in EUR: exposure the engine computes from what the replica has replayed.
      buildPayable(em, {
        organisation: organisationId,
        createdBy: userId,
        currency: 'EUR',
        amountMinor: 25_000_000,
      });
      await em.flush();
      expect(await exposures('7d')).not.toContain('EUR');
    } finally {
      await cluster.resumeReplay();
    }
    await cluster.caughtUp();
    // Another range: a dashboard not cached yet.
    expect(await exposures('30d')).toContain('EUR');
  });

  it('reads its own writes from the primary: after a flush, in a transaction, in a write request', async () => {
    await cluster.pauseReplay();
    try {
      // A fresh EntityManager reads from the replica, which has not seen the row.
      const notification = await notifyOnPrimary('Read your writes');
      const fresh = gateway.orm.em.fork();
      expect((await readRows<{ count: number }>(fresh, countSql, ['Read your writes']))[0]?.count).toBe(0);

      // The one that flushed it reads from the primary.
      const writer = gateway.orm.em.fork();
      writer.create(Notification, {
        organisation: organisationId,
        user: userId,
        type: 'info',
        title: 'Read your writes',
        message: 'again',
      });
      await writer.flush();
      expect((await readRows<{ count: number }>(writer, countSql, ['Read your writes']))[0]?.count).toBe(2);

      // So does anything in a transaction.
      const inTransaction = await gateway.orm.em
        .fork()
        .transactional((tx) => readRows<{ count: number }>(tx, countSql, ['Read your writes']));
      expect(inTransaction[0]?.count).toBe(2);

      // A request that changes something (not GET or HEAD) reads from the primary throughout; a GET, the
      // replica (the gateway's db-context plugin).
      const app = Fastify();
      await app.register(dbContextPlugin, { orm: gateway.orm });
      const count = async (request: FastifyRequest) =>
        (await readRows<{ count: number }>(request.em, countSql, ['Read your writes']))[0]?.count;
      app.get('/api/probe', count);
      app.post('/api/probe', count);
      try {
        expect((await app.inject({ method: 'GET', url: '/api/probe' })).json()).toBe(0);
        expect((await app.inject({ method: 'POST', url: '/api/probe' })).json()).toBe(2);
      } finally {
        await app.close();
      }
      expect(notification.id).toBeTruthy();
    } finally {
      await cluster.resumeReplay();
    }
  });
});
