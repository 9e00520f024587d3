import { AuditLogEntry, Activity, FxTrade, Membership, Payment, UserProfile } from '@tradehub/db';
import { fxLatestKey, fxQuoteKey, isoDay, QUOTE_TTL_MS, utcToday } from '@tradehub/db/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExposureCurrency, ExposureReport, FxTradeQuote } from '@tradehub/contract';
import { startTestGateway, TEST_PASSWORD, type TestGateway } from '../support/test-gateway.js';
import { buildSupplier } from '../../../infra/test-support/factories.js';
import { setLatestRates } from '../support/latest-rates.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const RATES = { EUR: 0.92, JPY: 150, GBP: 0.8 };
const daysAhead = (days: number) => isoDay(new Date(utcToday(new Date()).getTime() + days * DAY_MS));

let gateway: TestGateway;
let owner: Account;
let outsider: Account;
let colleagueCookie: string;

interface Account {
  cookie: string;
  userId: string;
  organisationId: string;
}

async function account(): Promise<Account> {
  const { user, email } = await gateway.createAccount('approved');
  const cookie = await gateway.signIn(email);
  const membership = await gateway.orm.em.fork().findOneOrFail(Membership, { user: user.id });
  return { cookie, userId: user.id, organisationId: membership.organisation.id };
}

async function putSnapshot() {
  await setLatestRates(gateway, RATES);
}

/** Payments of `who` in `currency`, in minor units, with the given status. */
async function buildPayables(
  who: Account,
  rows: { amountMinor: number; currency: string; status?: 'pending' | 'completed'; supplier?: string }[],
) {
  const em = gateway.orm.em.fork();
  for (const row of rows) {
    const supplier = buildSupplier(em, {
      organisation: who.organisationId,
      createdBy: who.userId,
      name: row.supplier ?? 'Rhein Metall GmbH',
      category: 'Metals',
      countryCode: null,
      status: 'pending',
      screeningStatus: 'not_screened',
    });
    em.create(Payment, {
      organisation: who.organisationId,
      createdBy: who.userId,
      supplier,
      amountMinor: row.amountMinor,
      currency: row.currency,
      status: row.status ?? 'pending',
      method: 'Wire Transfer',
      date: new Date(Date.now() + 5 * DAY_MS),
    });
  }
  await em.flush();
}

const post = (cookie: string, url: string, payload: object) =>
  gateway.app.inject({ method: 'POST', url, headers: { cookie }, payload });
const get = (cookie: string, url: string) => gateway.app.inject({ method: 'GET', url, headers: { cookie } });

async function quote(cookie: string, body: Record<string, unknown>) {
  const response = await post(cookie, '/api/fx/trades/quote', {
    kind: 'forward',
    side: 'buy',
    currency: 'EUR',
    amount: '1000.00',
    valueDate: daysAhead(30),
    ...body,
  });
  return response;
}

async function book(cookie: string, body: Record<string, unknown>) {
  const quoted = await quote(cookie, body);
  expect(quoted.statusCode, quoted.body).toBe(200);
  const booked = await post(cookie, '/api/fx/trades', { quoteId: quoted.json<FxTradeQuote>().quoteId });
  expect(booked.statusCode, booked.body).toBe(201);
  return booked.json<{ trade: { id: string } }>().trade;
}

/** The one exposure engine's currencies (GET /api/fx/exposure). */
async function exposures(cookie: string): Promise<ExposureCurrency[]> {
  const response = await get(cookie, '/api/fx/exposure');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ExposureReport>().currencies;
}

beforeAll(async () => {
  gateway = await startTestGateway('fx-trades');
  owner = await account();
  outsider = await account();
  // A colleague of the owner without the FX Management permission.
  const em = gateway.orm.em.fork();
  const owned = await em.findOneOrFail(UserProfile, owner.userId);
  const email = `fx-viewer-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const colleague = em.create(UserProfile, {
    email,
    businessName: 'approved business',
    passwordHash: owned.passwordHash,
    emailVerified: true,
    isAdmin: false,
  });
  em.create(Membership, {
    organisation: owner.organisationId,
    user: colleague,
    role: 'Viewer',
    permissions: ['Financial Reports'],
    createdBy: owner.userId,
  });
  await em.flush();
  colleagueCookie = await gateway.signIn(email, TEST_PASSWORD);
});
afterAll(() => gateway?.close());

describe('FX quotes', () => {
  it('answers 503 while the feed has published nothing', async () => {
    await gateway.redis.del(fxLatestKey(gateway.config.redisPrefix));
    const response = await quote(owner.cookie, {});
    expect(response.statusCode).toBe(503);
    expect(response.json().error.message).toBe('Live rates are not available right now.');
    await putSnapshot();
  });

  it.each([
    [{ amount: '0' }, 'amount'],
    [{ amount: '0.00' }, 'amount'],
    [{ amount: '-5' }, 'amount'],
    [{ amount: '10.123' }, 'amount'],
    [{ currency: 'JPY', amount: '10.5' }, 'amount'],
    [{ amount: 'ten' }, 'amount'],
    [{ currency: 'XYZ' }, 'currency'],
    [{ currency: 'eur' }, 'currency'],
    [{ currency: 'USD' }, 'currency'],
    [{ kind: 'spot', valueDate: daysAhead(10) }, 'valueDate'],
    [{ kind: 'spot', valueDate: daysAhead(-1) }, 'valueDate'],
    [{ kind: 'forward', valueDate: daysAhead(2) }, 'valueDate'],
    [{ kind: 'forward', valueDate: daysAhead(400) }, 'valueDate'],
    [{ valueDate: '2026-13-01' }, 'valueDate'],
  ])('refuses %j naming %s', async (body, field) => {
    const response = await quote(owner.cookie, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.field).toBe(field);
  });

  it('locks a spot rate from the feed for 30 s, stored in Redis for the organisation and user', async () => {
    const response = await quote(owner.cookie, {
      kind: 'spot',
      side: 'sell',
      currency: 'JPY',
      amount: '150000',
      valueDate: daysAhead(0),
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<FxTradeQuote>();
    // ¥150,000 at 150 per USD = USD 1,000.00.
    expect(body).toMatchObject({ kind: 'spot', side: 'sell', currency: 'JPY', amountMinor: 150000 });
    expect(body.rate).toBe(150);
    expect(body.usdAmountMinor).toBe(100000);
    expect(body.valueDate).toBe(`${daysAhead(0)}T00:00:00.000Z`);
    const ttl = Date.parse(body.expiresAt) - Date.now();
    expect(ttl).toBeGreaterThan(QUOTE_TTL_MS - 5000);
    expect(ttl).toBeLessThanOrEqual(QUOTE_TTL_MS);
    const key = fxQuoteKey(gateway.config.redisPrefix, body.quoteId);
    const pttl = await gateway.redis.pttl(key);
    expect(pttl).toBeGreaterThan(0);
    expect(pttl).toBeLessThanOrEqual(QUOTE_TTL_MS);
    expect(JSON.parse((await gateway.redis.get(key))!)).toMatchObject({
      organisationId: owner.organisationId,
      userId: owner.userId,
    });
  });

  it('prices a forward with the forward points: spot × (1 + 1 % × days / 365)', async () => {
    const response = await quote(owner.cookie, { amount: '1000.00', valueDate: daysAhead(73) });
    const body = response.json<FxTradeQuote>();
    // 0.92 × (1 + 0.01 × 73/365) = 0.92 × 1.002 = 0.92184; €1,000 / 0.92184 = USD 1,084.79.
    expect(body.rate).toBeCloseTo(0.92184, 10);
    expect(body.amountMinor).toBe(100000);
    expect(body.usdAmountMinor).toBe(108479);
  });
});

describe('booking FX trades', () => {
  it('books a quoted trade, records audit and activity, and lists it', async () => {
    const quoted = (
      await quote(owner.cookie, { kind: 'spot', valueDate: daysAhead(0) })
    ).json<FxTradeQuote>();
    const response = await post(owner.cookie, '/api/fx/trades', { quoteId: quoted.quoteId });
    expect(response.statusCode, response.body).toBe(201);
    const { trade } = response.json();
    expect(trade).toMatchObject({
      kind: 'spot',
      side: 'buy',
      currency: 'EUR',
      amountMinor: 100000,
      usdAmountMinor: quoted.usdAmountMinor,
      rate: quoted.rate,
      valueDate: quoted.valueDate,
      status: 'booked',
      createdBy: { id: owner.userId },
    });
    const em = gateway.orm.em.fork();
    expect(await em.count(AuditLogEntry, { action: 'fx_trade.booked', entityId: trade.id })).toBe(1);
    expect(
      await em.count(Activity, { relatedId: trade.id, title: 'FX trade booked', type: 'transaction' }),
    ).toBe(1);
    const list = await get(owner.cookie, '/api/fx/trades');
    expect(list.json().trades[0]).toMatchObject({ id: trade.id });
  });

  it('books a quote once: confirming twice is a 409 and leaves one trade', async () => {
    const quoted = (await quote(owner.cookie, {})).json<FxTradeQuote>();
    const first = await post(owner.cookie, '/api/fx/trades', { quoteId: quoted.quoteId });
    expect(first.statusCode).toBe(201);
    const second = await post(owner.cookie, '/api/fx/trades', { quoteId: quoted.quoteId });
    expect(second.statusCode).toBe(409);
    expect(await gateway.orm.em.fork().count(FxTrade, { quoteId: quoted.quoteId })).toBe(1);
  });

  it('answers 410 for an unknown or expired quote', async () => {
    const unknown = await post(owner.cookie, '/api/fx/trades', { quoteId: 'no-such-quote' });
    expect(unknown.statusCode).toBe(410);
    expect(unknown.json().error.message).toBe('This quote has expired. Ask for a new rate.');
    const quoted = (await quote(owner.cookie, {})).json<FxTradeQuote>();
    // Redis dropping the key is what expiry is.
    await gateway.redis.del(fxQuoteKey(gateway.config.redisPrefix, quoted.quoteId));
    const expired = await post(owner.cookie, '/api/fx/trades', { quoteId: quoted.quoteId });
    expect(expired.statusCode).toBe(410);
  });

  it("refuses another organisation's quote as expired", async () => {
    const quoted = (await quote(owner.cookie, {})).json<FxTradeQuote>();
    const response = await post(outsider.cookie, '/api/fx/trades', { quoteId: quoted.quoteId });
    expect(response.statusCode).toBe(410);
  });

  it('needs the FX Management permission to book or set a target', async () => {
    const quoted = (await quote(colleagueCookie, {})).json<FxTradeQuote>();
    const booked = await post(colleagueCookie, '/api/fx/trades', { quoteId: quoted.quoteId });
    expect(booked.statusCode).toBe(403);
    const target = await gateway.app.inject({
      method: 'PUT',
      url: '/api/fx/exposures/EUR/target',
      headers: { cookie: colleagueCookie },
      payload: { targetHedgePercent: 50 },
    });
    expect(target.statusCode).toBe(403);
  });
});

describe('currency exposure', () => {
  let fresh: Account;
  beforeAll(async () => {
    fresh = await account();
    await buildPayables(fresh, [
      { amountMinor: 6_000_000, currency: 'EUR', supplier: 'Rhein Metall GmbH' },
      { amountMinor: 4_000_000, currency: 'EUR', supplier: 'Lyon Textiles SA' },
      { amountMinor: 5_000_000, currency: 'EUR', status: 'completed' },
      { amountMinor: 900_000, currency: 'USD' },
      { amountMinor: 300_000, currency: 'JPY' },
    ]);
    // The outsider has EUR payables and a hedge of its own: neither may show up for `fresh`.
    await buildPayables(outsider, [{ amountMinor: 1_000_000, currency: 'EUR' }]);
    await book(outsider.cookie, { amount: '10000.00' });
  });

  it('a forward buy of EUR raises the EUR hedged percentage from 0 to 25 %', async () => {
    const before = await exposures(fresh.cookie);
    // Open EUR payables: €60,000 + €40,000 pending (the completed €50,000 is settled; USD is no exposure).
    expect(before.find((row) => row.currency === 'EUR')).toMatchObject({
      currency: 'EUR',
      payablesMinor: 10_000_000,
      hedgedMinor: 0,
      hedgedPercent: 0,
      targetHedgePercent: null,
      gapPercent: null,
      // 100 % unhedged, €100,000 / 0.92 ≈ USD 108,696 ≥ 50,000.
      riskLevel: 'High',
    });
    expect(before.map((row) => row.currency).sort()).toEqual(['EUR', 'JPY']);
    // ¥300,000 / 148.25 ≈ USD 2,024: small, so Low whatever the share.
    expect(before.find((row) => row.currency === 'JPY')?.riskLevel).toBe('Low');

    // A spot trade and a forward sell are no hedges of payables; the forward buy of €25,000 is, matched to
    // the payables' maturity (they are due in 5 days; a forward for day 90 would hedge another bucket).
    await book(fresh.cookie, { kind: 'spot', valueDate: daysAhead(0), amount: '5000' });
    await book(fresh.cookie, { side: 'sell', amount: '5000' });
    await book(fresh.cookie, { amount: '25000.00', valueDate: daysAhead(10) });

    const after = (await exposures(fresh.cookie)).find((row) => row.currency === 'EUR');
    // 2,500,000 / 10,000,000 = 25 %; unhedged 75 % of €100,000 = €75,000 ≈ USD 81,433: still High.
    expect(after).toMatchObject({ payablesMinor: 10_000_000, hedgedMinor: 2_500_000, hedgedPercent: 25 });
    expect(after?.riskLevel).toBe('High');
  });

  it('a target sets the gap, and Manage shows payables and hedges', async () => {
    const put = await gateway.app.inject({
      method: 'PUT',
      url: '/api/fx/exposures/EUR/target',
      headers: { cookie: fresh.cookie },
      payload: { targetHedgePercent: 60 },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json<ExposureReport>().currencies.find((row) => row.currency === 'EUR')).toMatchObject({
      targetHedgePercent: 60,
      hedgedPercent: 25,
      gapPercent: 35,
      // 60 % of €100,000 less the €25,000 hedged.
      gapMinor: 3_500_000,
    });
    expect((await exposures(fresh.cookie)).find((row) => row.currency === 'EUR')?.gapPercent).toBe(35);

    const detail = await get(fresh.cookie, '/api/fx/exposures/EUR');
    expect(detail.statusCode, detail.body).toBe(200);
    const body = detail.json();
    expect(body.exposure).toMatchObject({ currency: 'EUR', hedgedPercent: 25, targetHedgePercent: 60 });
    expect(body.payables.map((row: { supplierName: string }) => row.supplierName).sort()).toEqual([
      'Lyon Textiles SA',
      'Rhein Metall GmbH',
    ]);
    expect(body.hedges).toHaveLength(1);
    expect(body.hedges[0]).toMatchObject({ kind: 'forward', side: 'buy', amountMinor: 2_500_000 });

    const invalid = await gateway.app.inject({
      method: 'PUT',
      url: '/api/fx/exposures/EUR/target',
      headers: { cookie: fresh.cookie },
      payload: { targetHedgePercent: 120 },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.field).toBe('targetHedgePercent');
  });

  it("never shows another organisation's payables, hedges, trades or targets", async () => {
    const outsiders = await exposures(outsider.cookie);
    expect(outsiders).toEqual([
      expect.objectContaining({
        currency: 'EUR',
        payablesMinor: 1_000_000,
        hedgedMinor: 1_000_000,
        hedgedPercent: 100,
        targetHedgePercent: null,
      }),
    ]);
    const trades = (await get(outsider.cookie, '/api/fx/trades')).json().trades;
    expect(
      trades.every((trade: { createdBy: { id: string } }) => trade.createdBy.id === outsider.userId),
    ).toBe(true);
    const detail = (await get(outsider.cookie, '/api/fx/exposures/EUR')).json();
    expect(detail.payables).toHaveLength(1);
    expect(detail.hedges).toHaveLength(1);
  });
});
