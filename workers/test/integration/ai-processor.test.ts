// The AI processor on real PostgreSQL and Redis, against an OpenAI-compatible fake on loopback: the outcome
// (answered or failed) is stored with its `ai:answered` push as an outbox row of the same transaction, so
// the push goes out once, and only if the outcome was committed. The prompt holds the organisation's facts and
// the asking member's own notifications, never a colleague's.
import {
  ChatMessage,
  createOrmConfig,
  initOrm,
  Membership,
  Notification,
  OutboxMessage,
  UserProfile,
  type MikroORM,
  type OutboxSocketPayload,
} from '@tradehub/db';
import { AiQuotaCounter, quotaDay } from '@tradehub/db/domain';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from '../../../infra/test-support/fake-openai.js';
import { createPreparedDatabase } from '../../../infra/test-support/template-databases.js';
import { createTestRedisPrefix } from '../../../infra/test-support/test-redis.js';
import { ReplyCache } from '../../src/ai/reply-cache.js';
import { createAiProcessor, type AiJob } from '../../src/processors/ai.js';
import { seedHarbourImportsOwner } from '../support/harbour-imports.js';

const database = await createPreparedDatabase('ai_processor', 'migrated');
const redisPrefix = createTestRedisPrefix('ai-processor');
const redis = new Redis(redisPrefix.url, { maxRetriesPerRequest: 1 });
const quota = new AiQuotaCounter(redis, redisPrefix.prefix);
const DAILY_LIMIT = 5;
let orm: MikroORM;
let fake: FakeOpenAi;
let organisationId: string;
let userId: string;

function processor() {
  return createAiProcessor({
    orm,
    ai: {
      baseUrl: fake.baseUrl,
      apiKey: 'sk-test',
      modelSmall: 'small-model',
      modelLarge: 'large-model',
      timeoutMs: 1500,
    },
    quota,
    replies: new ReplyCache(redis, redisPrefix.prefix),
    logger: pino({ level: 'silent' }),
  });
}

/** A pending question, counted against today's quota as the gateway does before it queues the job. */
async function ask(content: string) {
  const em = orm.em.fork();
  const question = em.create(ChatMessage, {
    organisation: organisationId,
    user: userId,
    conversationKey: userId,
    role: 'user',
    content,
    status: 'pending',
  });
  await em.flush();
  await quota.reserve(userId, quotaDay(new Date()), DAILY_LIMIT);
  return question.id;
}

const job = (questionId: string, pushToUser = true) =>
  ({
    id: `ai-${questionId}`,
    name: 'answer-question',
    data: { questionId, quota: { subject: userId, day: quotaDay(new Date()) }, pushToUser },
  }) as unknown as AiJob;

/** The `ai:answered` rows written for a question (read on another connection: committed). */
async function pushesFor(questionId: string) {
  const rows = await orm.em
    .fork()
    .find(
      OutboxMessage,
      { aggregateType: 'chat_message', aggregateId: questionId },
      { orderBy: { id: 'asc' } },
    );
  return rows.map((row) => row.payload as OutboxSocketPayload);
}

beforeAll(async () => {
  fake = await startFakeOpenAi();
  orm = await initOrm(createOrmConfig({ clientUrl: database.url }));
  ({ organisationId, userId } = await seedHarbourImportsOwner(orm));
});

beforeEach(() => fake.reset());

afterAll(async () => {
  await fake?.close();
  await orm?.close();
  await database.drop();
  await redisPrefix.cleanup();
  redis.disconnect();
});

describe('the AI processor', () => {
  it('stores the answer with its push in one transaction, and answers once', async () => {
    const questionId = await ask('What is my largest currency exposure?');
    const result = await processor()(job(questionId));
    expect(result).toMatchObject({ status: 'answered', model: 'small-model', cached: false });

    const [push, ...more] = await pushesFor(questionId);
    expect(more).toEqual([]);
    expect(push).toMatchObject({ rooms: [`user:${userId}`], event: 'ai:answered' });
    const update = push!.args[0] as {
      question: { id: string; status: string };
      reply: { id: string; role: string; content: string } | null;
      quota: { remainingToday: number | null };
    };
    expect(update.question).toMatchObject({ id: questionId, status: 'answered' });
    expect(update.reply).toMatchObject({ role: 'assistant' });
    const stored = await orm.em.fork().findOneOrFail(ChatMessage, update.reply!.id);
    expect(stored.content).toBe(update.reply!.content);
    expect(update.quota).toMatchObject({ premium: false, dailyLimit: DAILY_LIMIT });
    expect(update.quota.remainingToday).toBe(DAILY_LIMIT - (await quota.used(userId, quotaDay(new Date()))));

    // The same job again (a stalled job run twice): skipped, nothing more pushed.
    expect(await processor()(job(questionId))).toMatchObject({ status: 'skipped' });
    expect(await pushesFor(questionId)).toHaveLength(1);
  });

  it('marks a question the provider does not answer failed, with its push and the quota given back', async () => {
    const day = quotaDay(new Date());
    const questionId = await ask('Will this fail?');
    const usedBefore = await quota.used(userId, day);
    fake.setBehaviour({ kind: 'error', status: 500 });
    expect(await processor()(job(questionId))).toMatchObject({ status: 'failed' });

    expect((await orm.em.fork().findOneOrFail(ChatMessage, questionId)).status).toBe('failed');
    expect(await quota.used(userId, day)).toBe(usedBefore - 1);
    const pushes = await pushesFor(questionId);
    expect(pushes).toHaveLength(1);
    expect(pushes[0]!.args[0]).toMatchObject({
      question: { id: questionId, status: 'failed' },
      reply: null,
      // What the counter reads now that the question was given back.
      quota: { remainingToday: DAILY_LIMIT - (usedBefore - 1) },
    });
  });

  it("grounds the prompt on the asker's own notifications, never on a colleague's private ones", async () => {
    const em = orm.em.fork();
    const colleague = em.create(UserProfile, {
      email: 'colleague@harbour.example',
      fullName: 'Cole League',
      businessName: 'Harbour Imports',
    });
    em.create(Membership, {
      organisation: organisationId,
      user: colleague,
      role: 'Viewer',
      permissions: [],
      createdBy: userId,
    });
    em.create(Notification, {
      organisation: organisationId,
      user: colleague,
      type: 'alert',
      title: 'Private to the colleague',
      message: 'COLLEAGUE-ONLY: your personal GBP rate alert fired',
    });
    em.create(Notification, {
      organisation: organisationId,
      user: userId,
      type: 'alert',
      title: 'For the asker',
      message: 'ASKER-OWN: the EUR rate alert you set fired',
    });
    await em.flush();

    const questionId = await ask('Which alerts should I look at?');
    expect(await processor()(job(questionId))).toMatchObject({ status: 'answered' });
    const [request] = fake.requests;
    const prompt = JSON.stringify(request?.body.messages);
    expect(prompt).toContain('ASKER-OWN: the EUR rate alert you set fired');
    expect(prompt).not.toContain('COLLEAGUE-ONLY');
    expect(prompt).not.toContain('Private to the colleague');
  });

  it("pushes nothing for the shared demo user's conversation", async () => {
    const questionId = await ask('Quiet, please.');
    expect(await processor()(job(questionId, false))).toMatchObject({ status: 'answered' });
    expect(await pushesFor(questionId)).toEqual([]);
  });
});
