import { Membership, Notification, Payment } from '@tradehub/db';
import { aiQuotaKey, quotaDay } from '@tradehub/db/domain';
import { SYSTEM_PROMPT } from '@tradehub/workers';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildPayable, buildSupplier } from '../../../infra/test-support/factories.js';
import { startFakeOpenAi, type FakeOpenAi } from '../../../infra/test-support/fake-openai.js';
import { AI_MESSAGES, type AiConversationResponse, type SendAiMessageResponse } from '@tradehub/contract';
import { startTestGateway, type TestGateway } from '../support/test-gateway.js';

// The assistant end to end: gateway → `ai` queue → workers → an OpenAI-compatible fake on loopback that
// records what it receives.
let fake: FakeOpenAi;
let gateway: TestGateway;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  gateway = await startTestGateway('ai', {
    withWorkers: true,
    env: {
      AI_BASE_URL: fake.baseUrl,
      AI_API_KEY: 'sk-test-key',
      AI_MODEL_SMALL: 'small-model',
      AI_MODEL_LARGE: 'large-model',
      AI_TIMEOUT_MS: '1500',
    },
  });
});
afterAll(async () => {
  await gateway?.close();
  await fake?.close();
});
beforeEach(() => fake.reset());

async function approvedCookie() {
  const { email, user } = await gateway.createAccount('approved');
  return { cookie: await gateway.signIn(email), user };
}

function ask(cookie: string, content: string) {
  return gateway.app.inject({
    method: 'POST',
    url: '/api/ai/messages',
    headers: { cookie },
    payload: { content },
  });
}

async function conversation(cookie: string): Promise<AiConversationResponse> {
  const response = await gateway.app.inject({
    method: 'GET',
    url: '/api/ai/conversation',
    headers: { cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json<AiConversationResponse>();
}

const newConversation = (cookie: string) =>
  gateway.app.inject({ method: 'DELETE', url: '/api/ai/conversation', headers: { cookie } });

describe('AI assistant', () => {
  it('answers through the provider with the spec settings and counts the question', async () => {
    const { cookie } = await approvedCookie();
    expect(await conversation(cookie)).toMatchObject({
      configured: true,
      premium: false,
      dailyLimit: 5,
      remainingToday: 5,
      messages: [],
    });

    const response = await ask(cookie, '  What documents does a supplier need?  ');
    expect(response.statusCode).toBe(200);
    const body = response.json<SendAiMessageResponse>();
    expect(body.question).toMatchObject({
      role: 'user',
      content: 'What documents does a supplier need?',
      status: 'answered',
    });
    expect(body.reply.role).toBe('assistant');
    expect(body.reply.content).toContain('from small-model');
    expect(body.quota.remainingToday).toBe(4);

    expect(fake.requests).toHaveLength(1);
    const [sent] = fake.requests;
    expect(sent!.authorization).toBe('Bearer sk-test-key');
    expect(sent!.body).toMatchObject({
      model: 'small-model',
      temperature: 0.7,
      max_tokens: 350,
      stream: false,
    });
    expect(sent!.body.messages[0]!.role).toBe('system');
    expect(sent!.body.messages[0]!.content.startsWith(SYSTEM_PROMPT)).toBe(true);
    expect(sent!.body.messages.slice(1)).toEqual([
      { role: 'user', content: 'What documents does a supplier need?' },
    ]);

    // Kept on the server: a reload shows the same two messages, oldest first.
    const kept = await conversation(cookie);
    expect(kept.remainingToday).toBe(4);
    expect(kept.messages.map((message) => [message.role, message.content])).toEqual([
      ['user', 'What documents does a supplier need?'],
      ['assistant', body.reply.content],
    ]);
  });

  it('sends earlier turns with a follow-up and picks the larger model by the rule', async () => {
    const { cookie } = await approvedCookie();
    const cases: [string, string][] = [
      ['x'.repeat(100), 'small-model'], // exactly 100 characters is not "over 100"
      ['Please ANALYZE our exposure', 'large-model'],
      ['Is this complex?', 'large-model'],
    ];
    for (const [question, model] of cases) {
      await newConversation(cookie);
      fake.reset();
      expect((await ask(cookie, question)).statusCode).toBe(200);
      expect(fake.requests[0]!.body.model, question).toBe(model);
    }

    // Any message of the conversation counts: after a 101-character question, a short follow-up still
    // goes to the larger model, with the earlier turns before it.
    await newConversation(cookie);
    fake.reset();
    const long = `${'y'.repeat(100)}?`;
    expect((await ask(cookie, long)).statusCode).toBe(200);
    expect(fake.requests[0]!.body.model).toBe('large-model');
    expect((await ask(cookie, 'And then?')).statusCode).toBe(200);
    const followUp = fake.requests[1]!.body;
    expect(followUp.model).toBe('large-model');
    expect(followUp.messages.slice(1).map((message) => message.role)).toEqual(['user', 'assistant', 'user']);
    expect(followUp.messages.at(-1)).toEqual({ role: 'user', content: 'And then?' });
  });

  it('cuts each message sent to the provider to 500 characters and keeps the whole question', async () => {
    const { cookie } = await approvedCookie();
    const question = `${'a'.repeat(499)}bc${'d'.repeat(700)}`;
    const response = await ask(cookie, question);
    expect(response.statusCode).toBe(200);
    const sent = fake.requests[0]!.body.messages.at(-1)!.content;
    expect(sent).toHaveLength(500);
    expect(sent).toBe(question.slice(0, 500));
    expect(response.json<SendAiMessageResponse>().question.content).toBe(question);
  });

  it('refuses a blank or over-long message with the field named, charging nothing', async () => {
    const { cookie } = await approvedCookie();
    for (const content of ['   ', 'z'.repeat(2001)]) {
      const response = await ask(cookie, content);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { field: 'content' } });
    }
    expect(fake.requests).toHaveLength(0);
    expect((await conversation(cookie)).remainingToday).toBe(5);
  });

  it('serves the same conversation from the hour-long cache, still counting the question', async () => {
    const { cookie } = await approvedCookie();
    const first = (await ask(cookie, 'Which incoterms suit sea freight?')).json<SendAiMessageResponse>();
    expect(fake.requests).toHaveLength(1);
    await newConversation(cookie);
    const second = await ask(cookie, 'Which incoterms suit sea freight?');
    expect(second.statusCode).toBe(200);
    const body = second.json<SendAiMessageResponse>();
    expect(fake.requests).toHaveLength(1);
    expect(body.reply.content).toBe(first.reply.content);
    expect(body.quota.remainingToday).toBe(3);
  });

  it('keeps the question and charges nothing when the provider fails or times out', async () => {
    const { cookie } = await approvedCookie();
    fake.setBehaviour({ kind: 'error', status: 500 });
    const failed = await ask(cookie, 'Will this fail?');
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({ error: { code: 'ai_failed', message: AI_MESSAGES.failed } });

    fake.setBehaviour({ kind: 'slow', delayMs: 4000 });
    const slow = await ask(cookie, 'Will this time out?');
    expect(slow.statusCode).toBe(502);

    const state = await conversation(cookie);
    expect(state.remainingToday).toBe(5);
    expect(state.messages.map((message) => [message.content, message.status])).toEqual([
      ['Will this fail?', 'failed'],
      ['Will this time out?', 'failed'],
    ]);

    // Asking again works once the provider is back, and failed turns are not sent as history.
    fake.setBehaviour({ kind: 'answer' });
    fake.requests.length = 0;
    expect((await ask(cookie, 'Will this fail?')).statusCode).toBe(200);
    expect(fake.requests[0]!.body.messages.slice(1)).toEqual([{ role: 'user', content: 'Will this fail?' }]);
  });

  it('allows five questions a UTC day, then answers with the daily-limit message', async () => {
    const { cookie, user } = await approvedCookie();
    for (let index = 1; index <= 5; index += 1) {
      const response = await ask(cookie, `Question ${index}`);
      expect(response.statusCode).toBe(200);
      expect(response.json<SendAiMessageResponse>().quota.remainingToday).toBe(5 - index);
    }
    const sixth = await ask(cookie, 'Question 6');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({
      error: { code: 'ai_daily_limit', message: AI_MESSAGES.dailyLimit },
    });
    expect(fake.requests).toHaveLength(5);

    // The counter is per UTC date: yesterday's key does not count today, and today's expires by itself.
    const key = aiQuotaKey(gateway.config.redisPrefix, user.id, quotaDay(new Date()));
    expect(await gateway.redis.get(key)).toBe('5');
    expect(await gateway.redis.ttl(key)).toBeGreaterThan(24 * 60 * 60);
    await gateway.redis.rename(key, aiQuotaKey(gateway.config.redisPrefix, user.id, '2000-01-01'));
    expect((await conversation(cookie)).remainingToday).toBe(5);
  });

  it('lets an administrator make an organisation premium: unlimited questions', async () => {
    const { cookie, user } = await approvedCookie();
    const admin = await gateway.signIn((await gateway.createAccount('admin')).email);
    const em = gateway.orm.em.fork();
    const organisationId = (await em.findOneOrFail(Membership, { user: user.id })).organisation.id;

    const list = await gateway.app.inject({
      method: 'GET',
      url: '/api/admin/organisations',
      headers: { cookie: admin },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().organisations).toContainEqual(
      expect.objectContaining({ id: organisationId, aiPremium: false, memberCount: 1 }),
    );
    const refused = await gateway.app.inject({
      method: 'PATCH',
      url: `/api/admin/organisations/${organisationId}`,
      headers: { cookie: admin },
      payload: { aiPremium: 'yes' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: { field: 'aiPremium' } });
    const patched = await gateway.app.inject({
      method: 'PATCH',
      url: `/api/admin/organisations/${organisationId}`,
      headers: { cookie: admin },
      payload: { aiPremium: true },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().organisation).toMatchObject({ aiPremium: true });

    for (let index = 1; index <= 6; index += 1) {
      const response = await ask(cookie, `Premium question ${index}`);
      expect(response.statusCode).toBe(200);
      expect(response.json<SendAiMessageResponse>().quota).toMatchObject({
        premium: true,
        remainingToday: null,
      });
    }
  });

  it("grounds the prompt in this organisation's data and nobody else's", async () => {
    const mine = await approvedCookie();
    const theirs = await approvedCookie();
    const em = gateway.orm.em.fork();
    const organisationOf = async (userId: string) =>
      (await em.findOneOrFail(Membership, { user: userId })).organisation.id;
    const myOrganisation = await organisationOf(mine.user.id);
    const theirOrganisation = await organisationOf(theirs.user.id);

    const supplier = (
      organisation: string,
      createdBy: string,
      name: string,
      status: 'pending' | 'verified',
    ) =>
      buildSupplier(em, {
        organisation,
        createdBy,
        name,
        location: 'Vietnam',
        countryCode: 'VN',
        category: 'Textiles',
        status,
        riskScore: 'Medium',
        screeningStatus: 'not_screened',
      });
    supplier(myOrganisation, mine.user.id, 'Mekong Weaving Co', 'pending');
    const paid = supplier(myOrganisation, mine.user.id, 'Saigon Buttons Ltd', 'verified');
    em.create(Payment, {
      organisation: myOrganisation,
      createdBy: mine.user.id,
      supplier: paid,
      amountMinor: 1_234_567,
      currency: 'EUR',
      method: 'Wire Transfer',
      date: new Date(),
      approvalStatus: 'awaiting',
      approvalReasons: ['over_threshold'],
    });
    buildPayable(em, {
      organisation: myOrganisation,
      createdBy: mine.user.id,
      currency: 'GBP',
      amountMinor: 4_200_000,
      hedgedPercent: 12.5,
    });
    em.create(Notification, {
      organisation: myOrganisation,
      user: mine.user.id,
      type: 'alert',
      title: 'EUR/USD moved 2%',
      message: 'EUR crossed 0.95',
    });
    supplier(theirOrganisation, theirs.user.id, 'Secret Rival Holdings', 'pending');
    em.create(Notification, {
      organisation: theirOrganisation,
      user: theirs.user.id,
      type: 'alert',
      title: 'Rival alert',
      message: 'Nobody else may read this',
    });
    await em.flush();

    expect((await ask(mine.cookie, 'Assess payment risks')).statusCode).toBe(200);
    const system = fake.requests[0]!.body.messages[0]!.content;
    expect(system).toContain('Mekong Weaving Co (Vietnam): pending');
    expect(system).toContain('Payments awaiting approval: 1');
    expect(system).toContain('12345.67 EUR to Saigon Buttons Ltd');
    expect(system).toContain('over threshold');
    expect(system).toContain('EUR/USD moved 2%: EUR crossed 0.95');
    expect(system).toContain(
      'FX exposure (unpaid bills and unsettled payments vs booked forwards matched to their due dates):\n' +
        '- GBP: payables 42000.00, hedged 5250.00 (12.5% hedged); due in 31–90 days 42000.00\n' +
        '- EUR: payables 12345.67, hedged 0.00 (0% hedged); due within 30 days 12345.67\n',
    );
    expect(system).not.toContain('Secret Rival Holdings');
    expect(system).not.toContain('Nobody else may read this');
  });

  it('gives each demo visitor a conversation of their own and each client address one daily allowance', async () => {
    const visitor = async (remoteAddress: string) => {
      const response = await gateway.app.inject({ method: 'POST', url: '/api/auth/demo', remoteAddress });
      return `th_session=${response.cookies.find((entry) => entry.name === 'th_session')?.value}`;
    };
    const askFrom = (cookie: string, remoteAddress: string, content: string) =>
      gateway.app.inject({
        method: 'POST',
        url: '/api/ai/messages',
        headers: { cookie },
        payload: { content },
        remoteAddress,
      });
    const remainingFor = async (cookie: string, remoteAddress: string) =>
      (
        await gateway.app.inject({
          method: 'GET',
          url: '/api/ai/conversation',
          headers: { cookie },
          remoteAddress,
        })
      ).json<AiConversationResponse>();

    // Two demo sessions from one address: separate conversations, one allowance of five.
    const first = await visitor('198.51.100.7');
    const second = await visitor('198.51.100.7');
    for (let n = 1; n <= 3; n += 1) {
      expect((await askFrom(first, '198.51.100.7', `First visitor, question ${n}`)).statusCode).toBe(200);
    }
    expect(await remainingFor(second, '198.51.100.7')).toMatchObject({ remainingToday: 2, messages: [] });
    for (let n = 1; n <= 2; n += 1) {
      expect((await askFrom(second, '198.51.100.7', `Second visitor, question ${n}`)).statusCode).toBe(200);
    }
    const refused = await askFrom(second, '198.51.100.7', 'A sixth question from this address');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: { code: 'ai_daily_limit' } });
    expect((await remainingFor(first, '198.51.100.7')).messages).toHaveLength(6);
    expect((await remainingFor(second, '198.51.100.7')).messages).toHaveLength(4);

    // A new session does not bring a new allowance; another address has its own.
    const third = await visitor('198.51.100.7');
    expect((await askFrom(third, '198.51.100.7', 'Another try')).statusCode).toBe(429);
    const elsewhere = await visitor('203.0.113.9');
    expect(await remainingFor(elsewhere, '203.0.113.9')).toMatchObject({ remainingToday: 5 });
    expect((await askFrom(elsewhere, '203.0.113.9', 'Hello from elsewhere')).statusCode).toBe(200);
  });
});

describe('AI assistant without a provider', () => {
  let bare: TestGateway;
  beforeAll(async () => {
    bare = await startTestGateway('ai-bare');
  });
  afterAll(() => bare?.close());

  it('says it is not configured and charges nothing', async () => {
    const { email } = await bare.createAccount('approved');
    const cookie = await bare.signIn(email);
    const state = await bare.app.inject({ method: 'GET', url: '/api/ai/conversation', headers: { cookie } });
    expect(state.json()).toMatchObject({ configured: false, remainingToday: 5 });
    const response = await bare.app.inject({
      method: 'POST',
      url: '/api/ai/messages',
      headers: { cookie },
      payload: { content: 'Hello?' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      error: { code: 'ai_not_configured', message: AI_MESSAGES.notConfigured },
    });
  });
});
