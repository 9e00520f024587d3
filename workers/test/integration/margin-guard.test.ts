// The margin guard (issue 25 item 5) on real PostgreSQL and Redis: a bill's cost moving 3 % past a 2 %
// tolerance alerts each FX manager and the bill's creator once, in the app and by e-mail; a further move does
// not alert again; back within half the tolerance re-arms it, and the next crossing alerts again. The state is
// the bill's, so a restarted evaluator fires nothing twice. A recorded bill is judged at once (its job).
import {
  Bill,
  createOrmConfig,
  initOrm,
  Membership,
  Notification,
  Organisation,
  OutboxMessage,
  UserProfile,
  WebhookEndpoint,
  WebhookEvent,
  type MikroORM,
  type OutboxJobPayload,
} from '@tradehub/db';
import { createBill, fxLatestKey } from '@tradehub/db/domain';
import { createRedisConnection, type RedisClient } from '@tradehub/db/queues';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPreparedDatabase } from '../../../infra/test-support/template-databases.js';
import { createTestRedisPrefix } from '../../../infra/test-support/test-redis.js';
import { createMarginGuard } from '../../src/fx/margin-guard.js';
import type { MailSender, OutgoingMail } from '../../src/mail/mail-transport.js';
import { createEmailProcessor, type EmailJob } from '../../src/processors/email.js';
import { createFxProcessor, type FxJob } from '../../src/processors/fx.js';
import { buildSupplier } from '../../../infra/test-support/factories.js';
import { fxSnapshot } from '../../../infra/test-support/fx-snapshot.js';

const database = await createPreparedDatabase('margin_guard', 'migrated');
const redisPrefix = createTestRedisPrefix('margin-guard');
const logger = pino({ level: 'silent' });
let orm: MikroORM;
let redis: RedisClient;
let organisationId: string;
let supplierId: string;
let billId: string;
const people: Record<'fxOne' | 'fxTwo' | 'creator' | 'bystander', { id: string; email: string }> =
  {} as never;

/** EUR/USD budget of the bill; the feed quotes EUR per 1 USD. */
const BUDGET = 1.1;
/** A snapshot where the bill's USD cost moved `percent` from its budget (EUR/USD = 1.1 × (1 + percent/100)). */
const moved = (percent: number) => fxSnapshot({ EUR: 1 / (BUDGET * (1 + percent / 100)), GBP: 0.79 });

beforeAll(async () => {
  orm = await initOrm(createOrmConfig({ clientUrl: database.url, poolMax: 4 }));
  redis = createRedisConnection(redisPrefix.url, 'worker');
  const em = orm.em.fork();
  const organisation = em.create(Organisation, { name: 'Guarded Imports', status: 'approved' });
  const seat = (key: keyof typeof people, permissions: Membership['permissions']) => {
    const user = em.create(UserProfile, {
      email: `${key.toLowerCase()}@guarded.example`,
      businessName: 'Guarded Imports',
      emailVerified: true,
    });
    em.create(Membership, { organisation, user, role: 'Member', permissions, createdBy: user });
    people[key] = { id: user.id, email: user.email };
    return user;
  };
  seat('fxOne', ['FX Management', 'Team Management']);
  seat('fxTwo', ['FX Management']);
  const creator = seat('creator', ['Payment Approval']);
  seat('bystander', ['Supplier Management']);
  const supplier = buildSupplier(em, {
    organisation,
    createdBy: creator,
    name: 'Lyon Textiles SA',
    location: 'France',
    countryCode: 'FR',
    category: 'Textiles',
  });
  const today = new Date(new Date().toISOString().slice(0, 10) + 'T00:00:00.000Z');
  const bill = em.create(Bill, {
    organisation,
    createdBy: creator,
    supplier,
    reference: 'INV-2026-118',
    currency: 'EUR',
    amountMinor: 25_000_000,
    issueDate: today,
    dueDate: new Date(today.getTime() + 45 * 86_400_000),
    budgetRate: BUDGET,
    status: 'open',
  });
  // A system listening for the alert (issue 27's webhooks).
  em.create(WebhookEndpoint, {
    organisation,
    createdBy: creator,
    url: 'https://erp.guarded.example/hooks',
    eventTypes: ['fx.margin_alert'],
    sealedSecret: 'sealed',
  });
  await em.flush();
  organisationId = organisation.id;
  supplierId = supplier.id;
  billId = bill.id;
});
afterAll(async () => {
  redis?.disconnect();
  await redisPrefix.cleanup();
  await orm?.close();
  await database.drop();
});

const notificationsOf = (userId: string) =>
  orm.em.fork().find(Notification, { user: userId }, { orderBy: { createdAt: 'asc' } });
const stateOf = async (id: string) => (await orm.em.fork().findOneOrFail(Bill, id)).marginState;

/** The e-mail jobs the alerts wrote to the outbox, run through the e-mail processor: what was mailed. */
async function mailOutbox(): Promise<OutgoingMail[]> {
  const rows = await orm.em.fork().find(OutboxMessage, { kind: 'job' }, { orderBy: { createdAt: 'asc' } });
  const sent: OutgoingMail[] = [];
  const mail: MailSender = { send: async (outgoing) => void sent.push(outgoing), close: () => undefined };
  const processEmail = createEmailProcessor({
    orm,
    config: { appUrl: 'https://app.tradehub.test', supportEmail: 'support@tradehub.test' },
    sessionSecret: 'margin-guard-test-secret-of-32-chars',
    mail,
  });
  for (const row of rows) {
    const payload = row.payload as OutboxJobPayload;
    if (payload.queue !== 'email') continue;
    await processEmail({ id: `outbox-${row.id}`, name: payload.name, data: payload.data } as EmailJob);
  }
  await orm.em.fork().nativeDelete(OutboxMessage, { kind: 'job' });
  return sent;
}

describe('the margin guard on FX ticks', () => {
  const recipients = () => [people.fxOne, people.fxTwo, people.creator];

  it('does nothing while the cost stays within the tolerance', async () => {
    const evaluate = createMarginGuard({ orm, logger });
    expect(await evaluate(moved(1.9))).toEqual({ fired: 0, rearmed: 0 });
    expect(await evaluate(moved(-1.9))).toEqual({ fired: 0, rearmed: 0 });
    expect(await stateOf(billId)).toBe('within');
    expect(await orm.em.fork().count(Notification, {})).toBe(0);
  });

  it('alerts each FX manager and the creator once, in the app and by e-mail, when the cost moves 3 % past 2 %', async () => {
    const evaluate = createMarginGuard({ orm, logger });
    // Two evaluations of the same tick at once (a tick and a bill's job): one alert.
    const results = await Promise.all([evaluate(moved(3)), evaluate(moved(3))]);
    expect(results.reduce((sum, result) => sum + result.fired, 0)).toBe(1);
    expect(await stateOf(billId)).toBe('beyond');

    for (const person of recipients()) {
      const notices = await notificationsOf(person.id);
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatchObject({
        type: 'alert',
        messageKey: 'marginGuard',
        link: expect.stringMatching(
          /^\/fx-management\?trade=forward&currency=EUR&amountMinor=25000000&valueDate=\d{4}-\d{2}-\d{2}$/,
        ),
        params: {
          reference: 'INV-2026-118',
          supplier: 'Lyon Textiles SA',
          openMinor: 25_000_000,
          openCurrency: 'EUR',
          costMovePercent: 3,
          tolerancePercent: 2,
          // €250,000 at 1.1000 = $275,000.00; at 1.1330 = $283,250.00.
          costDeltaMinor: 825_000,
          costDeltaCurrency: 'USD',
        },
      });
      expect(notices[0]!.message).toBe(
        `INV-2026-118 from Lyon Textiles SA (€250,000.00 due ${notices[0]!.params!.dueDate}) now costs +3.00% against its budget: +$8,250.00. Hedge it to lock the cost.`,
      );
    }
    expect(await notificationsOf(people.bystander.id)).toHaveLength(0);
    const hooks = await orm.em.fork().find(WebhookEvent, { type: 'fx.margin_alert' });
    expect(hooks).toHaveLength(1);
    expect(hooks[0]!.data).toMatchObject({
      bill: { id: billId, reference: 'INV-2026-118', marginState: 'beyond' },
      movePercent: 3,
      tolerancePercent: 2,
      baseCurrency: 'USD',
      budgetCostMinor: 27_500_000,
      liveCostMinor: 28_325_000,
      costDeltaMinor: 825_000,
      hedge: { kind: 'forward', currency: 'EUR', amountMinor: 25_000_000 },
    });

    const mails = await mailOutbox();
    expect(mails.map((mail) => mail.to).sort()).toEqual(
      recipients()
        .map((person) => person.email)
        .sort(),
    );
    expect(mails[0]!.subject).toBe('Margin guard: INV-2026-118 is beyond its 2% tolerance');
    expect(mails[0]!.text).toContain('now costs +3.00% against its budget rate: +$8,250.00');
    expect(mails[0]!.link).toMatch(
      /^https:\/\/app\.tradehub\.test\/fx-management\?trade=forward&currency=EUR&amountMinor=25000000&valueDate=/,
    );
  });

  it('does not alert again on a further move, nor when coming back only inside the tolerance', async () => {
    const evaluate = createMarginGuard({ orm, logger });
    expect(await evaluate(moved(4))).toEqual({ fired: 0, rearmed: 0 });
    expect(await evaluate(moved(6))).toEqual({ fired: 0, rearmed: 0 });
    // Inside 2 % but not back inside 1 %: still beyond; then beyond 2 % again is the same crossing.
    expect(await evaluate(moved(1.5))).toEqual({ fired: 0, rearmed: 0 });
    expect(await evaluate(moved(2.5))).toEqual({ fired: 0, rearmed: 0 });
    expect(await stateOf(billId)).toBe('beyond');
    for (const person of recipients()) expect(await notificationsOf(person.id)).toHaveLength(1);
    expect(await mailOutbox()).toHaveLength(0);
  });

  it('re-arms back within half the tolerance, and the next crossing alerts again (also after a restart)', async () => {
    expect(await createMarginGuard({ orm, logger })(moved(0.8))).toEqual({ fired: 0, rearmed: 1 });
    expect(await stateOf(billId)).toBe('within');
    // A restarted evaluator reads the state from the bill.
    const restarted = createMarginGuard({ orm, logger });
    expect(await restarted(moved(-2.6))).toEqual({ fired: 1, rearmed: 0 });
    expect(await restarted(moved(-2.6))).toEqual({ fired: 0, rearmed: 0 });
    for (const person of recipients()) {
      const notices = await notificationsOf(person.id);
      expect(notices).toHaveLength(2);
      expect(notices[1]!.params).toMatchObject({ costMovePercent: -2.6 });
    }
    expect((await mailOutbox()).map((mail) => mail.to).sort()).toEqual(
      recipients()
        .map((person) => person.email)
        .sort(),
    );
  });
});

describe('the margin guard when a bill is recorded', () => {
  it('judges the new bill at once at the latest rates, through its job', async () => {
    // The feed's latest tick, as the workers store it in Redis: GBP/USD at 1/0.79 = 1.2658.
    await redis.set(fxLatestKey(redisPrefix.prefix), JSON.stringify(moved(0)));
    const em = orm.em.fork();
    const { bill } = await em.transactional((tx) =>
      createBill(
        tx,
        {
          userId: people.creator.id,
          organisationId,
          displayName: 'Creator',
          permissions: ['Payment Approval'],
        },
        {
          supplierId,
          kind: 'invoice',
          reference: 'PO-GBP-7',
          currency: 'GBP',
          amount: '10000.00',
          issueDate: new Date().toISOString().slice(0, 10),
          dueDate: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
          // Priced at GBP/USD 1.2000: the live 1.2658 makes it 5.48 % dearer.
          budgetRate: '1.2000',
        },
        moved(0).rates,
      ),
    );
    const rows = await orm.em.fork().find(OutboxMessage, { kind: 'job', aggregateId: bill.id });
    const jobs = rows
      .map((row) => row.payload as OutboxJobPayload)
      .filter((payload) => payload.queue === 'fx');
    expect(jobs).toEqual([
      expect.objectContaining({ name: 'margin-guard', data: { organisationId, billId: bill.id } }),
    ]);

    const processFx = createFxProcessor({
      redis,
      redisPrefix: redisPrefix.prefix,
      evaluateMarginGuard: createMarginGuard({ orm, logger }),
    });
    const job = { id: 'j1', name: 'margin-guard', data: jobs[0]!.data } as FxJob;
    expect(await processFx(job)).toEqual({ status: 'evaluated', fired: 1, rearmed: 0 });
    expect(await processFx(job)).toEqual({ status: 'evaluated', fired: 0, rearmed: 0 });
    expect(await stateOf(bill.id)).toBe('beyond');
    const notices = await notificationsOf(people.fxTwo.id);
    expect(notices.at(-1)!.params).toMatchObject({ reference: 'PO-GBP-7', openCurrency: 'GBP' });
    expect((await mailOutbox()).map((mail) => mail.to).sort()).toEqual(
      [people.fxOne, people.fxTwo, people.creator].map((person) => person.email).sort(),
    );
  });
});
