import { aiQuotaKey, quotaDay } from '@tradehub/db/domain';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from '../../../infra/test-support/fake-openai.js';
import {
  processEnv,
  seedMember,
  signInCookie,
  startTwoGateways,
  type TwoGatewayStack,
} from '../../../infra/test-support/process-stack.js';
import { createPreparedDatabase } from '../../../infra/test-support/template-databases.js';
import { createTestRedisPrefix } from '../../../infra/test-support/test-redis.js';
import { AI_MESSAGES } from '@tradehub/contract';

// The daily limit is one counter in Redis, whichever gateway process a question reaches: two gateway
// processes and a workers process over one PostgreSQL and one Redis, as in production.
const database = await createPreparedDatabase('ai-limit', 'seeded');
const redisPrefix = createTestRedisPrefix('ai-limit');
let stack: TwoGatewayStack | undefined;
let fake: FakeOpenAi;
let gateways: string[] = [];
let cookie: string;
let userId: string;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  // Slow enough that all six requests are in flight together.
  fake.setBehaviour({ kind: 'slow', delayMs: 300 });
  const member = await seedMember(database.url, { email: 'asker@example.com' });
  userId = member.userId;

  const env = processEnv(
    'ai-limit',
    { databaseUrl: database.url, redis: redisPrefix },
    { AI_BASE_URL: fake.baseUrl, FX_PROVIDER: 'simulated' },
  );
  stack = await startTwoGateways(env);
  gateways = stack.urls;
  cookie = await signInCookie(gateways[0]!, member);
});

afterAll(async () => {
  await stack?.stop();
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
