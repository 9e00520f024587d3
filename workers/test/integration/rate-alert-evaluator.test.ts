import {
  Activity,
  createOrmConfig,
  initOrm,
  Membership,
  Notification,
  Organisation,
  PERMISSIONS,
  RateAlert,
  UserProfile,
  type MikroORM,
} from '@tradehub/db';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeTeamMember } from '@tradehub/db/domain';
import { buildApprovedMember, buildPayable } from '../../../infra/test-support/factories.js';
import { createPreparedDatabase } from '../../../infra/test-support/template-databases.js';
import { createRateAlertEvaluator } from '../../src/alerts/evaluate-rate-alerts.js';
import { recordOutboxPushes } from '../../../infra/test-support/outbox-pushes.js';
import { fxSnapshot } from '../../../infra/test-support/fx-snapshot.js';

const database = await createPreparedDatabase('alerts', 'migrated');
let orm: MikroORM;
let userId: string;
let organisationId: string;
let ownerSeatId: string;

const snapshot = fxSnapshot;

beforeAll(async () => {
  orm = await initOrm(createOrmConfig({ clientUrl: database.url }));
  const em = orm.em.fork();
  const organisation = em.create(Organisation, { name: 'Alert Co', status: 'approved' });
  const user = em.create(UserProfile, {
    email: 'alerts@example.com',
    businessName: 'Alert Co',
  });
  const ownerSeat = em.create(Membership, {
    organisation,
    user,
    role: 'Owner',
    permissions: [...PERMISSIONS],
    createdBy: user,
  });
  // EUR 1,000,000.00 owed: a weaker dollar (lower USD/EUR) makes it dearer.
  buildPayable(em, { organisation, createdBy: user, currency: 'EUR', amountMinor: 100_000_000 });
  await em.flush();
  userId = user.id;
  organisationId = organisation.id;
  ownerSeatId = ownerSeat.id;
});
afterAll(async () => {
  await orm?.close();
  await database.drop();
});

describe('rate alert evaluation on a tick', () => {
  it('fires once, with a notification, an activity, pushes and the impact on the exposure', async () => {
    const em = orm.em.fork();
    const alert = em.create(RateAlert, {
      membership: ownerSeatId,
      organisation: organisationId,
      createdBy: userId,
      // Set as the screens show the pair: EUR/USD below 1.0753 (USD/EUR above 0.93), from EUR/USD 1.1111.
      base: 'EUR',
      quote: 'USD',
      kind: 'below',
      threshold: 1.0753,
      referenceRate: 1 / 0.9,
    });
    await em.flush();
    const evaluate = createRateAlertEvaluator({ orm, logger: pino({ level: 'silent' }) });
    const pushes = await recordOutboxPushes(orm);

    expect(await evaluate(snapshot({ EUR: 0.929 }))).toBe(0); // EUR/USD 1.0764
    // Two evaluations of the same tick at once (two feeds must never both fire it).
    const results = await Promise.all([evaluate(snapshot({ EUR: 0.95 })), evaluate(snapshot({ EUR: 0.95 }))]);
    expect(results.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await evaluate(snapshot({ EUR: 0.96 }))).toBe(0);

    const stored = await orm.em.fork().findOneOrFail(RateAlert, { id: alert.id });
    expect(stored.status).toBe('fired');
    expect(stored.firedRate).toBeCloseTo(1 / 0.95, 10);
    // The firing is the alert's latest state: a client keeps it over the older answer that set the alert.
    expect(stored.updatedAt).toEqual(stored.firedAt);
    expect(stored.updatedAt.getTime()).toBeGreaterThan(stored.createdAt.getTime());
    const fired = (await pushes.sent()).find((push) => push.event === 'alert:fired')?.payload;
    expect(fired).toMatchObject({ status: 'fired', updatedAt: stored.firedAt?.toISOString() });
    const notifications = await orm.em.fork().find(Notification, { user: userId });
    expect(notifications).toHaveLength(1);
    expect(notifications[0]?.message).toBe(
      'EUR/USD fell below 1.0753 (now 1.0526). Impact on your unhedged EUR payables since the alert was set: +$58,479.53.',
    );
    expect(notifications[0]).toMatchObject({
      messageKey: 'rateAlertBelowWithImpact',
      params: {
        pair: 'EUR/USD',
        threshold: '1.0753',
        rate: '1.0526',
        impactDeltaMinor: 5_847_953,
        impactDeltaCurrency: 'USD',
        currency: 'EUR',
      },
    });
    expect(await orm.em.fork().count(Activity, { organisation: organisationId, type: 'alert' })).toBe(1);
    expect((await pushes.sent()).map((push) => `${push.event} ${push.room}`).sort()).toEqual([
      `activity:new org:${organisationId}`,
      `alert:fired user:${userId}`,
      `notification:new user:${userId}`,
    ]);
  });

  it('measures a percentage move from the minute bar at the start of the window', async () => {
    const em = orm.em.fork();
    const now = Date.now();
    const windowStart = new Date(Math.floor((now - 30 * 60_000) / 60_000) * 60_000);
    await em
      .getConnection()
      .execute(
        `insert into fx_rate_bar (base, quote, minute, open, high, low, close, source) values ('USD', 'GBP', ?, 0.78, 0.78, 0.78, 0.78, 'test')`,
        [windowStart],
      );
    em.create(RateAlert, {
      membership: ownerSeatId,
      organisation: organisationId,
      createdBy: userId,
      base: 'GBP',
      quote: 'USD',
      kind: 'change',
      threshold: 1,
      windowMinutes: 30,
    });
    await em.flush();
    const evaluate = createRateAlertEvaluator({ orm, logger: pino({ level: 'silent' }) });
    // Measured on GBP/USD as shown: 1.2821 at the window's start (USD/GBP 0.78).
    expect(await evaluate(snapshot({ GBP: 0.785 }))).toBe(0); // 1.2739: −0.64 %
    expect(await evaluate(snapshot({ GBP: 0.7895 }))).toBe(1); // 1.2666: −1.20 %
    const [notification] = await orm.em.fork().find(Notification, { title: 'Rate alert: GBP/USD' });
    expect(notification?.message).toBe('GBP/USD moved -1.20% within 30 min (now 1.2666).');
    expect(notification).toMatchObject({
      messageKey: 'rateAlertMove',
      params: { pair: 'GBP/USD', rate: '1.2666', rateMovePercent: -1.2, minutes: 30 },
    });
  });

  it('reads a pair with USD as its base as the feed quotes it, to two decimals for yen', async () => {
    const em = orm.em.fork();
    em.create(RateAlert, {
      membership: ownerSeatId,
      organisation: organisationId,
      createdBy: userId,
      base: 'USD',
      quote: 'JPY',
      kind: 'above',
      threshold: 150,
    });
    await em.flush();
    const evaluate = createRateAlertEvaluator({ orm, logger: pino({ level: 'silent' }) });
    expect(await evaluate(snapshot({ JPY: 149.99 }))).toBe(0);
    expect(await evaluate(snapshot({ JPY: 150.255 }))).toBe(1);
    const [notification] = await orm.em.fork().find(Notification, { title: 'Rate alert: USD/JPY' });
    expect(notification?.message).toBe('USD/JPY rose above 150.00 (now 150.26).');
    expect(notification).toMatchObject({
      messageKey: 'rateAlertAbove',
      params: { pair: 'USD/JPY', threshold: '150.00', rate: '150.26' },
    });
  });
});

describe("a removed member's rate alerts", () => {
  it('end with the seat: a tick past the threshold fires nothing and reads nothing of the old organisation', async () => {
    // Lee works in Alert Co (EUR 1,000,000.00 exposure) and also has a small business of their own.
    const em = orm.em.fork();
    const { user: lee, organisation: own } = buildApprovedMember(em, {
      email: 'lee@example.com',
      passwordHash: 'x',
      businessName: 'Lee Trading',
    });
    const seat = em.create(Membership, {
      organisation: organisationId,
      user: lee,
      role: 'Treasury',
      permissions: ['FX Management'],
      createdBy: userId,
    });
    await em.flush();
    const ownSeat = await em.findOneOrFail(Membership, { organisation: own.id, user: lee.id });
    const inAlertCo = em.create(RateAlert, {
      membership: seat,
      organisation: organisationId,
      createdBy: lee.id,
      base: 'EUR',
      quote: 'USD',
      kind: 'below',
      threshold: 1.0753,
      referenceRate: 1 / 0.9,
    });
    const inOwn = em.create(RateAlert, {
      membership: ownSeat,
      organisation: own.id,
      createdBy: lee.id,
      base: 'EUR',
      quote: 'USD',
      kind: 'below',
      threshold: 1.0753,
      referenceRate: 1 / 0.9,
    });
    await em.flush();

    // The owner removes Lee from Alert Co.
    await orm.em
      .fork()
      .transactional((tx) =>
        removeTeamMember(
          tx,
          { userId, organisationId, displayName: 'Owner', permissions: [...PERMISSIONS] },
          seat.id,
        ),
      );
    expect(await orm.em.fork().count(RateAlert, { id: inAlertCo.id })).toBe(0);

    const pushes = await recordOutboxPushes(orm);
    const evaluate = createRateAlertEvaluator({ orm, logger: pino({ level: 'silent' }) });
    // Past the threshold: only the alert Lee set in their own organisation fires, and it says nothing of
    // Alert Co's EUR exposure (their own organisation has none).
    expect(await evaluate(snapshot({ EUR: 0.95 }))).toBe(1);
    const notifications = await orm.em.fork().find(Notification, { user: lee.id });
    expect(notifications.map((row) => [row.organisation.id, row.message])).toEqual([
      [own.id, 'EUR/USD fell below 1.0753 (now 1.0526).'],
    ]);
    expect(await orm.em.fork().count(Activity, { relatedId: inAlertCo.id })).toBe(0);
    expect(await orm.em.fork().count(Activity, { organisation: organisationId, createdBy: lee.id })).toBe(0);
    expect((await pushes.sent()).map((push) => `${push.event} ${push.room}`).sort()).toEqual([
      `activity:new org:${own.id}`,
      `alert:fired user:${lee.id}`,
      `notification:new user:${lee.id}`,
    ]);
    expect((await orm.em.fork().findOneOrFail(RateAlert, { id: inOwn.id })).status).toBe('fired');
  });
});
