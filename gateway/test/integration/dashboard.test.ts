import { Payment } from '@tradehub/db';
import { settlePayment } from '@tradehub/db/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardSchema, type ApiError, type Dashboard } from '@tradehub/contract';
import { dashboardCacheKey, DASHBOARD_CACHE_SECONDS } from '../../src/routes/dashboard/dashboard-cache.js';
import { startTestGateway, type TestGateway } from '../support/test-gateway.js';

let gateway: TestGateway;
let demoCookie: string;
let approvedCookie: string;
let pendingCookie: string;

const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  gateway = await startTestGateway('dashboard');
  const demo = await gateway.app.inject({ method: 'POST', url: '/api/auth/demo' });
  demoCookie = `th_session=${demo.cookies.find((entry) => entry.name === 'th_session')?.value}`;
  approvedCookie = await gateway.signIn((await gateway.createAccount('approved')).email);
  pendingCookie = await gateway.signIn((await gateway.createAccount('pending')).email);
});
afterAll(() => gateway?.close());

async function getDashboard(cookie: string | undefined, query = '') {
  return gateway.app.inject({
    method: 'GET',
    url: `/api/dashboard${query}`,
    headers: cookie ? { cookie } : {},
  });
}

/** Drops the cached dashboards of an organisation, so the next request computes afresh. */
async function forgetCached(organisationId: string) {
  for (const range of ['24h', '7d', '30d', '90d']) {
    for (const currency of ['USD', 'EUR', 'GBP', 'JPY']) {
      await gateway.redis.del(
        dashboardCacheKey(gateway.config.redisPrefix, organisationId, `${range}:${currency}`),
      );
    }
  }
}

describe('GET /api/dashboard', () => {
  it('needs a signed-in member', async () => {
    expect((await getDashboard(undefined)).statusCode).toBe(401);
    const pending = await getDashboard(pendingCookie);
    expect(pending.statusCode).toBe(403);
    expect(pending.json<ApiError>().error.code).toBe('forbidden');
  });

  it("answers the demo workspace's dashboard over 7 days by default", async () => {
    const response = await getDashboard(demoCookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = dashboardSchema.parse(response.json());
    expect(body.range).toBe('7d');
    expect(Date.parse(body.window.to) - Date.parse(body.window.from)).toBe(7 * 24 * HOUR);
    expect(body.previousWindow.to).toBe(body.window.from);
    expect(body.paymentsByStatus).toMatchObject({ interval: 'day' });
    expect(body.paymentsByStatus.buckets).toHaveLength(7);
    // The seed's payments of the last 7 days: 12,500.00 + 34,200.00 settled, 8,750.50 pending, 5,600.00 failed.
    expect(body.tiles.cashflowRisk).toMatchObject({
      scheduledMinor: 6_105_050,
      settledMinor: 4_670_000,
      pendingMinor: 875_050,
      failedShare: 0.0917,
      value: 23.51,
      level: 'Medium',
    });
    // The exposures at the seed's sample rates: EUR 9,500,543 + GBP 3,041,825 + CNY 17,952,699 + JPY 5,564,924.
    expect(body.tiles.fxRiskExposure.value).toBe(36_059_991);
    expect(body.exposures.map((row) => row.currency)).toEqual(['EUR', 'CNY', 'GBP', 'JPY']);
    expect(body.ratesSource).toBe('seed');
    expect(body.recentTransactions).toHaveLength(10);
    expect(body.recentActivities).toHaveLength(5);
    expect(body.riskMetrics).toMatchObject({ supplierVerificationRate: 85.5, complianceScore: 88.7 });
    for (const tile of Object.values(body.tiles)) expect(tile.explanation.length).toBeGreaterThan(20);
  });

  it('changes the window and the buckets with the range', async () => {
    const expected = {
      '24h': ['hour', 24, 24],
      '7d': ['day', 7, 7 * 24],
      '30d': ['day', 30, 30 * 24],
      '90d': ['week', 13, 90 * 24],
    } as const;
    for (const [range, [interval, buckets, hours]] of Object.entries(expected)) {
      const response = await getDashboard(demoCookie, `?range=${range}`);
      expect(response.statusCode, range).toBe(200);
      const body = response.json<Dashboard>();
      expect(body.range).toBe(range);
      expect(Date.parse(body.window.to) - Date.parse(body.window.from)).toBe(hours * HOUR);
      expect(body.paymentsByStatus.interval).toBe(interval);
      expect(body.paymentsByStatus.buckets).toHaveLength(buckets);
    }
    // All ten seeded payments lie within 30 days, four of them within 7.
    const count = (body: Dashboard) =>
      body.paymentsByStatus.buckets.reduce(
        (sum, bucket) => sum + bucket.completed + bucket.pending + bucket.failed,
        0,
      );
    expect(count((await getDashboard(demoCookie, '?range=30d')).json())).toBe(10);
    expect(count((await getDashboard(demoCookie, '?range=7d')).json())).toBe(4);
  });

  it('refuses an unknown range, naming the field', async () => {
    const response = await getDashboard(demoCookie, '?range=1y');
    expect(response.statusCode).toBe(400);
    const { error } = response.json<ApiError>();
    expect(error.code).toBe('invalid_input');
    expect(error.field).toMatch(/range$/);
    expect(error.message).toContain('range');
  });

  it("shows an approved member their own organisation's (empty) dashboard", async () => {
    const response = await getDashboard(approvedCookie, '?range=30d');
    expect(response.statusCode).toBe(200);
    const body = dashboardSchema.parse(response.json());
    for (const tile of Object.values(body.tiles)) {
      expect(tile).toMatchObject({ value: 0, previous: null, level: 'Low' });
      expect(tile.explanation).toMatch(/to measure/);
    }
    expect(body.exposures).toEqual([]);
    expect(body.recentTransactions).toEqual([]);
    expect(body.riskMetrics).toBeNull();
    expect(response.body).not.toMatch(/NaN|Infinity/);
  });

  it(`serves a computed dashboard from Redis for ${DASHBOARD_CACHE_SECONDS} seconds`, async () => {
    await forgetCached('demo-organisation');
    const first = (await getDashboard(demoCookie, '?range=24h')).json<Dashboard>();
    const key = dashboardCacheKey(gateway.config.redisPrefix, 'demo-organisation', '24h:USD');
    const ttl = await gateway.redis.ttl(key);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(DASHBOARD_CACHE_SECONDS);

    // A payment made now shows only once the cached figures expire (here: are dropped).
    const em = gateway.orm.em.fork();
    em.create(Payment, {
      organisation: 'demo-organisation',
      createdBy: 'demo',
      supplier: 'demo-supplier-1',
      amountMinor: 100_000,
      currency: 'USD',
      status: 'pending',
      method: 'ACH',
      date: new Date(Date.now() - 60_000),
    });
    await em.flush();
    const cached = (await getDashboard(demoCookie, '?range=24h')).json<Dashboard>();
    expect(cached).toEqual(first);
    await forgetCached('demo-organisation');
    const fresh = (await getDashboard(demoCookie, '?range=24h')).json<Dashboard>();
    expect(fresh.tiles.cashflowRisk.pendingMinor).toBe(first.tiles.cashflowRisk.pendingMinor + 100_000);
    expect(fresh.recentTransactions[0]!.amountMinor).toBe(100_000);
  });

  it('shows a settled payment at once: its push drops the cached dashboard', async () => {
    await forgetCached('demo-organisation');
    const em = gateway.orm.em.fork();
    const payment = em.create(Payment, {
      organisation: 'demo-organisation',
      createdBy: 'demo',
      supplier: 'demo-supplier-1',
      amountMinor: 250_000,
      currency: 'USD',
      status: 'pending',
      method: 'ACH',
      date: new Date(Date.now() - 60_000),
      submittedAt: new Date(),
    });
    await em.flush();
    const before = (await getDashboard(demoCookie, '?range=24h')).json<Dashboard>();
    const key = dashboardCacheKey(gateway.config.redisPrefix, 'demo-organisation', '24h:USD');
    expect(await gateway.redis.ttl(key)).toBeGreaterThan(0);

    // Settled by the workers' command; its `payment:changed` goes out through the relay.
    await gateway.orm.em.fork().transactional((tx) => settlePayment(tx, payment.id, { status: 'completed' }));
    await gateway.outboxRelay!.drain();

    const after = (await getDashboard(demoCookie, '?range=24h')).json<Dashboard>();
    expect(after.tiles.cashflowRisk.settledMinor).toBe(before.tiles.cashflowRisk.settledMinor + 250_000);
    expect(after.tiles.cashflowRisk.pendingMinor).toBe(before.tiles.cashflowRisk.pendingMinor - 250_000);
    expect(after.recentTransactions.find((row) => row.id === payment.id)?.status).toBe('completed');
  });

  it('computes once for a burst of concurrent requests', async () => {
    await forgetCached('demo-organisation');
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => getDashboard(demoCookie, '?range=90d')),
    );
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    // Every answer is the same computation (same window, to the millisecond).
    expect(new Set(responses.map((response) => response.json<Dashboard>().window.to)).size).toBe(1);
  });
});
