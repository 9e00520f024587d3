import {
  Activity,
  createOrmConfig,
  CurrencyExposure,
  initOrm,
  Membership,
  Notification,
  Organisation,
  PERMISSIONS,
  RateAlert,
  runMigrations,
  UserProfile,
  type MikroORM,
} from '@tradehub/db';
import type { FxSnapshot } from '@tradehub/contract';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../infra/test-support/test-database.js';
import { createRateAlertEvaluator } from '../../src/alerts/evaluate-rate-alerts.js';
import { recordOutboxPushes } from '../../../infra/test-support/outbox-pushes.js';

const database = await createTestDatabase('alerts');
let orm: MikroORM;
let userId: string;
let organisationId: string;

const snapshot = (rates: Record<string, number>): FxSnapshot => ({
  base: 'USD',
  source: 'simulated',
  asOf: new Date().toISOString(),
  publishedAt: Date.now(),
  rates,
});

beforeAll(async () => {
  orm = await initOrm(createOrmConfig({ clientUrl: database.url }));
  await runMigrations(orm);
  const em = orm.em.fork();
  const organisation = em.create(Organisation, { name: 'Alert Co' });
  const user = em.create(UserProfile, {
    email: 'alerts@example.com',
    businessName: 'Alert Co',
    status: 'approved',
  });
  em.create(Membership, {
    organisation,
    user,
    role: 'Owner',
    permissions: [...PERMISSIONS],
    createdBy: user,
  });
  // EUR 1,000,000.00 owed: a weaker dollar (lower USD/EUR) makes it dearer.
  em.create(CurrencyExposure, {
    organisation,
    createdBy: user,
    currency: 'EUR',
    amountMinor: 100_000_000,
    riskLevel: 'Medium',
    hedgedPercent: 0,
  });
  await em.flush();
  userId = user.id;
  organisationId = organisation.id;
});
afterAll(async () => {
  await orm?.close();
  await database.drop();
});

describe('rate alert evaluation on a tick', () => {
  it('fires once, with a notification, an activity, pushes and the impact on the exposure', async () => {
    const em = orm.em.fork();
    const alert = em.create(RateAlert, {
      organisation: organisationId,
      createdBy: userId,
      base: 'USD',
      quote: 'EUR',
      kind: 'above',
      threshold: 0.93,
      referenceRate: 0.9,
    });
    await em.flush();
    const evaluate = createRateAlertEvaluator({ orm, logger: pino({ level: 'silent' }) });
    const pushes = await recordOutboxPushes(orm);

    expect(await evaluate(snapshot({ EUR: 0.929 }))).toBe(0);
    // Two evaluations of the same tick at once (two feeds must never both fire it).
    const results = await Promise.all([evaluate(snapshot({ EUR: 0.95 })), evaluate(snapshot({ EUR: 0.95 }))]);
    expect(results.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await evaluate(snapshot({ EUR: 0.96 }))).toBe(0);

    const stored = await orm.em.fork().findOneOrFail(RateAlert, { id: alert.id });
    expect(stored).toMatchObject({ status: 'fired', firedRate: 0.95 });
    const notifications = await orm.em.fork().find(Notification, { user: userId });
    expect(notifications).toHaveLength(1);
    expect(notifications[0]?.message).toBe(
      'USD/EUR rose above 0.9300 (now 0.9500). Impact on your EUR exposure since the alert was set: +$58,479.53.',
    );
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
      organisation: organisationId,
      createdBy: userId,
      base: 'USD',
      quote: 'GBP',
      kind: 'change',
      threshold: 1,
      windowMinutes: 30,
    });
    await em.flush();
    const evaluate = createRateAlertEvaluator({ orm, logger: pino({ level: 'silent' }) });
    expect(await evaluate(snapshot({ GBP: 0.785 }))).toBe(0); // +0.64 %
    expect(await evaluate(snapshot({ GBP: 0.7895 }))).toBe(1); // +1.22 %
  });
});
