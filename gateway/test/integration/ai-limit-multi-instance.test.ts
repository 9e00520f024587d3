import { createOrmConfig, initOrm, runMigrations, seedDemo } from '@tradehub/db';
import { aiQuotaKey, quotaDay } from '@tradehub/workers';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from '../../../infra/test-support/fake-openai.js';
import { buildApprovedMember } from '../../../infra/test-support/factories.js';
import { freePort } from '../../../infra/test-support/product-process.js';
import {
  startStackProcess,
  waitForHttp,
  type StackProcess,
} from '../../../infra/test-support/stack-processes.js';
import { createTestDatabase } from '../../../infra/test-support/test-database.js';
import { createTestRedisPrefix } from '../../../infra/test-support/test-redis.js';
import { hashPassword } from '../../src/auth/password.js';
import { AI_MESSAGES } from '../../src/contract/constants.js';

// The daily limit is one counter in Redis, whichever gateway process a question reaches: two gateway
// processes and a workers process over one PostgreSQL and one Redis, as in production.
const database = await createTestDatabase('ai-limit');
const redisPrefix = createTestRedisPrefix('ai-limit');
const processes: StackProcess[] = [];
let fake: FakeOpenAi;
let gateways: string[] = [];
let cookie: string;
let userId: string;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  // Slow enough that all six requests are in flight together.
  fake.setBehaviour({ kind: 'slow', delayMs: 300 });
  const orm = await initOrm(createOrmConfig({ clientUrl: database.url }));
  await runMigrations(orm);
  await seedDemo(orm.em.fork());
  const em = orm.em.fork();
  const { user } = buildApprovedMember(em, {
    email: 'asker@example.com',
    passwordHash: await hashPassword('secret-password'),
  });
  await em.flush();
  userId = user.id;
  await orm.close();

  const env = {
    DATABASE_URL: database.url,
    REDIS_URL: redisPrefix.url,
    REDIS_PREFIX: redisPrefix.prefix,
    SESSION_SECRET: 'ai-limit-test-secret-of-32-characters!',
    AI_BASE_URL: fake.baseUrl,
    FX_PROVIDER: 'simulated',
  };
  const ports = [await freePort(), await freePort()];
  gateways = ports.map((port) => `http://127.0.0.1:${port}`);
  for (const port of ports) processes.push(startStackProcess('gateway', { ...env, PORT: String(port) }));
  processes.push(startStackProcess('workers', env));
  await waitForHttp(`${gateways[0]}/ready`, 30_000, processes[0]);
  await waitForHttp(`${gateways[1]}/ready`, 30_000, processes[1]);

  const signIn = await fetch(`${gateways[0]}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'asker@example.com', password: 'secret-password' }),
  });
  expect(signIn.status).toBe(200);
  cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
});

afterAll(async () => {
  await Promise.all(processes.map((process) => process.stop()));
  await fake?.close();
  await database.drop();
  await redisPrefix.cleanup();
});

describe('AI daily limit across gateway processes', () => {
  it('lets exactly one of six concurrent questions through when four were used', async () => {
    const redis = new Redis(redisPrefix.url);
    await redis.set(aiQuotaKey(redisPrefix.prefix, userId, quotaDay(new Date())), '4');
    redis.disconnect();

    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        fetch(`${gateways[index % 2]}/api/ai/messages`, {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ content: `Concurrent question ${index}` }),
        }),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 429, 429, 429, 429, 429]);
    const refused = await Promise.all(
      responses.filter((response) => response.status === 429).map((response) => response.json()),
    );
    for (const body of refused) expect(body).toMatchObject({ error: { message: AI_MESSAGES.dailyLimit } });
    expect(fake.requests).toHaveLength(1);

    const state = await fetch(`${gateways[1]}/api/ai/conversation`, { headers: { cookie } });
    expect(await state.json()).toMatchObject({ remainingToday: 0 });
  });
});
