import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import {
  createOrmConfig,
  initOrm,
  Membership,
  Organisation,
  PERMISSIONS,
  type Permission,
  runMigrations,
  seedDemo,
  UserProfile,
  type MikroORM,
} from '@tradehub/db';
import { loadConfig } from '@tradehub/db/config';
import {
  startWorkerRuntime,
  startWorkersOutboxRelay,
  type RunningOutboxRelay,
  type WorkerRuntime,
  type WorkerRuntimeOptions,
} from '@tradehub/workers';
import { TypedQueue } from '@tradehub/db/queues';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { createPreparedDatabase } from '../../../infra/test-support/template-databases.js';
import { createTestRedisPrefix } from '../../../infra/test-support/test-redis.js';
import { buildApp } from '../../src/app.js';
import { hashPassword } from '../../src/auth/password.js';
import type { SessionLifetimes } from '../../src/auth/session-store.js';

export const TEST_SESSION_SECRET = 'test-session-secret-of-at-least-32-characters';
export const TEST_PASSWORD = 'correct horse battery';

/**
 * A gateway on its own PostgreSQL database and Redis key prefix, migrated and seeded, optionally with
 * the workers running beside it (for e-mail), and helpers to make accounts in any state. Without the workers,
 * an outbox relay still runs (unless `outboxRelay: false`), so the jobs and socket pushes that commits write
 * to the outbox reach Redis as they do in production.
 */
export async function startTestGateway(
  label: string,
  {
    env = {},
    withWorkers = false,
    webhooks,
    outboxRelay = true,
    sessionLifetimes,
    logStream,
    database: ownDatabase,
    replicaUrls = [],
  }: {
    env?: Record<string, string>;
    /** A database of the test's own (e.g. on a replicated cluster) instead of a new one on the shared server. */
    database?: { url: string; drop(): Promise<void> };
    /** Streaming replicas of that database for the gateway's reads (DATABASE_REPLICA_URLS). */
    replicaUrls?: string[];
    withWorkers?: boolean;
    /** The workers' webhook delivery knobs (a short retry wait) and attempt hook. */
    webhooks?: WorkerRuntimeOptions['webhooks'];
    outboxRelay?: boolean;
    /** Session lifetimes and the demo cap, e.g. a small cap to reach it in a test. */
    sessionLifetimes?: Partial<SessionLifetimes>;
    /** Where the gateway's (and workers') logs go, at info level; by default nothing is logged. */
    logStream?: Writable;
  } = {},
) {
  const database = ownDatabase ?? (await createPreparedDatabase(label, 'seeded'));
  const redisPrefix = createTestRedisPrefix(label);
  const dataDir = mkdtempSync(path.join(tmpdir(), `tradehub-${label}-`));
  const webDistDir = path.join(dataDir, 'web');
  mkdirSync(webDistDir, { recursive: true });
  writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><title>TradeHub test shell</title>');

  const config = loadConfig({
    DATABASE_URL: database.url,
    REDIS_URL: redisPrefix.url,
    REDIS_PREFIX: redisPrefix.prefix,
    SESSION_SECRET: TEST_SESSION_SECRET,
    DATA_DIR: dataDir,
    APP_URL: 'http://tradehub.test',
    ...env,
  });
  const orm: MikroORM = await initOrm(createOrmConfig({ clientUrl: database.url, replicaUrls }));
  // A database of the test's own arrives empty; the default one is a copy of the run's seeded template.
  if (ownDatabase) {
    await runMigrations(orm);
    await seedDemo(orm.em.fork());
  }
  const redis = new Redis(redisPrefix.url, { maxRetriesPerRequest: 1 });
  const emailQueue = new TypedQueue('email', { connection: redis, prefix: redisPrefix.prefix });
  const app = await buildApp({
    config,
    orm,
    redis,
    redisUrl: redisPrefix.url,
    sessionSecret: TEST_SESSION_SECRET,
    webDistDir,
    logger: logStream ? { level: 'info', stream: logStream } : false,
    sessionLifetimes,
  });
  let workers: WorkerRuntime | undefined;
  if (withWorkers) {
    workers = await startWorkerRuntime({
      config,
      databaseUrl: database.url,
      redisUrl: redisPrefix.url,
      sessionSecret: TEST_SESSION_SECRET,
      logger: logStream ? pino({ level: 'info' }, logStream) : pino({ level: 'silent' }),
      // These tests are about e-mail and accounts; the FX feed has its own tests.
      fxFeed: false,
      outboxRelay,
      webhooks,
    });
  }
  // The workers' runtime has its own relay; without it, one relay for the outbox alone.
  const relay: RunningOutboxRelay | undefined =
    !withWorkers && outboxRelay
      ? await startWorkersOutboxRelay({
          databaseUrl: database.url,
          redisUrl: redisPrefix.url,
          redisPrefix: redisPrefix.prefix,
          logger: pino({ level: 'silent' }),
        })
      : undefined;

  /** An account in the given state, with its own organisation, and a signed-in cookie for it. */
  async function createAccount(
    state: 'pending' | 'rejected' | 'demo' | 'approved' | 'admin' | 'unverified',
    email = `${state}-${Math.random().toString(36).slice(2, 8)}@example.com`,
  ) {
    const em = orm.em.fork();
    const user = em.create(UserProfile, {
      email,
      businessName: `${state} business`,
      passwordHash: await hashPassword(TEST_PASSWORD),
      emailVerified: state !== 'unverified',
      isAdmin: state === 'admin',
    });
    // Review is of the organisation the person owns.
    const organisation = em.create(Organisation, {
      name: `${state} business`,
      owner: user,
      status: state === 'admin' ? 'approved' : state === 'unverified' ? 'pending' : state,
      rejectionReason: state === 'rejected' ? 'Documents could not be verified' : null,
    });
    em.create(Membership, {
      organisation,
      user,
      role: 'Owner',
      permissions: [...PERMISSIONS],
      createdBy: user,
    });
    await em.flush();
    return { user, email, organisation };
  }

  /** Another approved member of an existing organisation (e.g. the second pair of eyes), not signed in. */
  async function addMember(
    organisationId: string,
    {
      permissions = [...PERMISSIONS],
      createdById,
      fullName = 'Avery Approver',
    }: { permissions?: Permission[]; createdById: string; fullName?: string },
  ) {
    const em = orm.em.fork();
    const email = `member-${Math.random().toString(36).slice(2, 10)}@example.com`;
    const user = em.create(UserProfile, {
      email,
      businessName: 'approved business',
      fullName,
      passwordHash: await hashPassword(TEST_PASSWORD),
      emailVerified: true,
      isAdmin: false,
    });
    em.create(Membership, {
      organisation: organisationId,
      user,
      role: 'Finance',
      permissions,
      createdBy: createdById,
    });
    await em.flush();
    return { user, email };
  }

  async function signIn(email: string, password = TEST_PASSWORD): Promise<string> {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email, password },
    });
    if (response.statusCode !== 200)
      throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
    const cookie = response.cookies.find((entry) => entry.name === 'th_session');
    if (!cookie) throw new Error('no session cookie');
    return `th_session=${cookie.value}`;
  }

  return {
    app,
    orm,
    /** The relay beside the gateway (or the workers' own): `drain()` publishes what is committed now. */
    outboxRelay: relay?.relay ?? workers?.outboxRelay?.relay,
    redis,
    config,
    dataDir,
    /** The workers' mail queue, to read what the relay queued (the gateway itself queues no mail). */
    emailQueue,
    createAccount,
    addMember,
    signIn,
    async close() {
      await app.close();
      await workers?.close();
      await relay?.close();
      await emailQueue.close();
      redis.disconnect();
      await orm.close();
      await database.drop();
      await redisPrefix.cleanup();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
export type TestGateway = Awaited<ReturnType<typeof startTestGateway>>;
