// Issue 25: one exposure engine for every screen. A treasurer's payables (bills), the forwards hedging them
// and what payments pay of them, seen the same on the FX exposure API, the dashboard and the risk report.
import { randomUUID } from 'node:crypto';
import { FxRateBar } from '@tradehub/db';
import { isoDay, utcToday } from '@tradehub/db/domain';
import {
  convertMinor,
  type BillItem,
  type Dashboard,
  type ExposureReport,
  type FxTradeQuote,
} from '@tradehub/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readWorkbook } from '../../../workers/test/support/report-file-readers.js';
import { startTestGateway, type TestGateway } from '../support/test-gateway.js';
import { buildSupplier } from '../../../infra/test-support/factories.js';
import { setLatestRates } from '../support/latest-rates.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const EUR_RATE = 0.9137; // EUR per USD now
const daysAhead = (days: number) => isoDay(new Date(utcToday(new Date()).getTime() + days * DAY_MS));

let gateway: TestGateway;
let owner: { cookie: string; userId: string; organisationId: string };
let approverCookie: string;
let outsiderCookie: string;
let supplierId: string;
let otherSupplierId: string;

const api = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
  gateway.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

async function exposure(cookie = owner.cookie): Promise<ExposureReport> {
  const response = await api('GET', '/api/fx/exposure', cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ExposureReport>();
}

async function dashboard(): Promise<Dashboard> {
  // The cached dashboard is dropped by the outbox relay's version bump; wait for the figures to move.
  const response = await api('GET', '/api/dashboard?range=7d', owner.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Dashboard>();
}

/** The dashboard once its FX tile shows `value` (the cache follows a change within the relay's bump). */
async function dashboardShowing(value: number): Promise<Dashboard> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const result = await dashboard();
    if (result.tiles.fxRiskExposure.value === value) return result;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return dashboard();
}

async function reportWorkbook() {
  const created = await api('POST', '/api/reports', owner.cookie, { range: '7d' });
  expect(created.statusCode, created.body).toBe(202);
  const id = created.json<{ report: { id: string } }>().report.id;
  for (let attempt = 0; attempt < 300; attempt++) {
    const report = (await api('GET', `/api/reports/${id}`, owner.cookie)).json<{
      report: { status: string };
    }>().report;
    if (report.status === 'completed') break;
    if (report.status === 'failed') throw new Error('the report failed');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const xlsx = await api('GET', `/api/reports/${id}/files/xlsx`, owner.cookie);
  expect(xlsx.statusCode).toBe(200);
  return readWorkbook(xlsx.rawPayload);
}

/** The report's figures as a person reads them: the EUR row and the summary's VaR. */
async function reportFigures() {
  const workbook = await reportWorkbook();
  const sheet = workbook.getWorksheet('Exposures')!;
  const columns = sheet.getRow(1).cellCount;
  let eur: Record<string, unknown> | undefined;
  sheet.eachRow((row, number) => {
    if (number === 1 || row.getCell(1).value !== 'EUR') return;
    eur = {};
    for (let index = 1; index <= columns; index++)
      eur[String(sheet.getRow(1).getCell(index).value)] = row.getCell(index).value;
  });
  let valueAtRisk: unknown;
  let fxLevel: unknown;
  workbook.getWorksheet('Summary')!.eachRow((row) => {
    if (row.getCell(1).value === '1-day value at risk 95%') valueAtRisk = row.getCell(2).value;
    if (row.getCell(1).value === 'FX Risk Exposure') fxLevel = row.getCell(5).value;
  });
  return { eur: eur!, valueAtRisk, fxLevel };
}

async function createBill(body: Record<string, unknown>) {
  return api('POST', '/api/bills', owner.cookie, {
    supplierId,
    reference: `INV-${randomUUID().slice(0, 8)}`,
    currency: 'EUR',
    amount: '250000.00',
    issueDate: daysAhead(0),
    dueDate: daysAhead(45),
    budgetRate: '1.0800',
    ...body,
  });
}

async function bookForward(amount: string, valueDate: string) {
  const quoted = await api('POST', '/api/fx/trades/quote', owner.cookie, {
    kind: 'forward',
    side: 'buy',
    currency: 'EUR',
    amount,
    valueDate,
  });
  expect(quoted.statusCode, quoted.body).toBe(200);
  const booked = await api('POST', '/api/fx/trades', owner.cookie, {
    quoteId: quoted.json<FxTradeQuote>().quoteId,
  });
  expect(booked.statusCode, booked.body).toBe(201);
}

const bucket = (report: ExposureReport, currency: string, key: string) =>
  report.currencies.find((row) => row.currency === currency)?.buckets.find((entry) => entry.bucket === key);

beforeAll(async () => {
  gateway = await startTestGateway('exposure', { withWorkers: true });
  const { user, email, organisation } = await gateway.createAccount('approved');
  owner = { cookie: await gateway.signIn(email), userId: user.id, organisationId: organisation.id };
  const approver = await gateway.addMember(organisation.id, { createdById: user.id });
  approverCookie = await gateway.signIn(approver.email);
  outsiderCookie = await gateway.signIn((await gateway.createAccount('approved')).email);
  const em = gateway.orm.em.fork();
  const supplier = (name: string) =>
    buildSupplier(em, {
      organisation: organisation.id,
      createdBy: user.id,
      name,
      location: 'France',
      countryCode: 'FR',
      category: 'Metals',
      screenedAt: new Date(),
      bankDetailsChangedAt: new Date(Date.now() - 90 * DAY_MS),
    });
  supplierId = supplier('Aciéries de Lyon SA').id;
  otherSupplierId = supplier('Fonderie du Rhône').id;
  // Ten days of EUR history (a small daily wiggle) ending at the live rate, in place of the demo seed's bar.
  await em.nativeDelete(FxRateBar, { base: 'USD', quote: 'EUR' });
  const now = Date.now();
  for (let k = 10; k >= 0; k--) {
    em.create(FxRateBar, {
      base: 'USD',
      quote: 'EUR',
      minute: new Date(Math.floor((now - k * DAY_MS) / 60_000) * 60_000),
      open: EUR_RATE,
      high: EUR_RATE,
      low: EUR_RATE,
      close: k === 0 ? EUR_RATE : EUR_RATE * (1 + (k % 2 === 0 ? 0.004 : -0.003) * (k % 3)),
      source: 'simulated',
    });
  }
  await em.flush();
  await setLatestRates(gateway, { EUR: EUR_RATE, GBP: 0.79, JPY: 150 });
}, 120_000);
afterAll(() => gateway?.close());

describe('one exposure engine', () => {
  let bill: BillItem;

  it('shows a €250,000 bill due in 45 days the same on the exposure API, the dashboard and the report', async () => {
    const created = await createBill({});
    expect(created.statusCode, created.body).toBe(201);
    bill = created.json<{ bill: BillItem }>().bill;
    expect(bill).toMatchObject({ status: 'open', amountMinor: 25_000_000, openMinor: 25_000_000 });

    const report = await exposure();
    const eur = report.currencies.find((row) => row.currency === 'EUR')!;
    const usd = convertMinor(
      25_000_000,
      'EUR',
      'USD',
      { numerator: 1, denominator: EUR_RATE },
      'half-away-from-zero',
    );
    expect(eur).toMatchObject({
      payablesMinor: 25_000_000,
      hedgedMinor: 0,
      hedgedPercent: 0,
      unhedgedMinor: 25_000_000,
      baseAmountMinor: usd,
      unhedgedBaseMinor: usd,
      pair: { base: 'EUR', quote: 'USD' },
      riskLevel: 'High',
    });
    expect(bucket(report, 'EUR', 'd31_90')).toMatchObject({
      payablesMinor: 25_000_000,
      latestDueDate: daysAhead(45),
    });
    // Budgeted at EUR/USD 1.0800: 270,000.00 USD; at the live rate it costs more.
    expect(eur.costVsBudgetMinor).toBe(usd - 27_000_000);
    expect(report.totals.valueAtRiskMeasured).toBe(true);
    expect(report.totals.valueAtRisk95Minor).toBeGreaterThan(0);

    const board = await dashboardShowing(report.totals.unhedgedBaseMinor);
    expect(board.tiles.fxRiskExposure).toMatchObject({
      value: report.totals.unhedgedBaseMinor,
      valueAtRisk95Minor: report.totals.valueAtRisk95Minor,
      level: report.totals.level,
    });
    expect(board.exposures).toEqual([
      expect.objectContaining({
        currency: 'EUR',
        amountMinor: 25_000_000,
        unhedgedBaseMinor: usd,
        riskLevel: 'High',
      }),
    ]);

    const figures = await reportFigures();
    expect(figures.eur).toMatchObject({ Amount: 250_000, 'Unhedged (USD)': usd / 100, 'Risk level': 'High' });
    expect(figures.valueAtRisk).toBe(report.totals.valueAtRisk95Minor / 100);
    expect(figures.fxLevel).toBe(report.totals.level);
  }, 60_000);

  it('matches a €100,000 forward for day 40 to the 31–90 d bucket: 40 % hedged everywhere', async () => {
    await bookForward('100000.00', daysAhead(40));
    const report = await exposure();
    expect(bucket(report, 'EUR', 'd31_90')).toMatchObject({
      payablesMinor: 25_000_000,
      hedgedMinor: 10_000_000,
      hedgedPercent: 40,
      unhedgedMinor: 15_000_000,
      gapMinor: 15_000_000,
    });
    const eur = report.currencies.find((row) => row.currency === 'EUR')!;
    expect(eur.hedgedPercent).toBe(40);
    const board = await dashboardShowing(report.totals.unhedgedBaseMinor);
    expect(board.exposures[0]).toMatchObject({ currency: 'EUR', hedgedPercent: 40 });
    expect(board.tiles.fxRiskExposure.valueAtRisk95Minor).toBe(report.totals.valueAtRisk95Minor);
    const figures = await reportFigures();
    expect(figures.eur).toMatchObject({ Hedged: 0.4, 'Unhedged (USD)': eur.unhedgedBaseMinor / 100 });
  }, 60_000);

  it('halves the bucket when half the bill is paid, and settles it as partly paid', async () => {
    const paid = await api('POST', '/api/payments', owner.cookie, {
      supplierId,
      amount: '125000.00',
      currency: 'EUR',
      method: 'Wire Transfer',
      valueDate: daysAhead(1),
      idempotencyKey: randomUUID(),
      bills: [{ billId: bill.id, amount: '125000.00' }],
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const payment = paid.json<{ payment: { id: string; approvalStatus: string } }>().payment;
    const scheduled = (await api('GET', `/api/bills/${bill.id}`, owner.cookie)).json<{ bill: BillItem }>()
      .bill;
    expect(scheduled).toMatchObject({
      status: 'scheduled',
      scheduledMinor: 12_500_000,
      openMinor: 12_500_000,
    });
    // The bill's own bucket halves; the payment not yet settled is exposure at its value date.
    const report = await exposure();
    expect(bucket(report, 'EUR', 'd31_90')).toMatchObject({ payablesMinor: 12_500_000, hedgedPercent: 80 });
    expect(bucket(report, 'EUR', 'd0_30')).toMatchObject({ payablesMinor: 12_500_000 });

    if (payment.approvalStatus === 'awaiting')
      expect((await api('POST', `/api/payments/${payment.id}/approve`, approverCookie)).statusCode).toBe(200);
    let settled: BillItem | undefined;
    for (let attempt = 0; attempt < 100 && settled?.status !== 'partly_paid'; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      settled = (await api('GET', `/api/bills/${bill.id}`, owner.cookie)).json<{ bill: BillItem }>().bill;
    }
    expect(settled).toMatchObject({ status: 'partly_paid', paidMinor: 12_500_000, scheduledMinor: 0 });
    const after = await exposure();
    expect(bucket(after, 'EUR', 'd31_90')).toMatchObject({ payablesMinor: 12_500_000 });
    expect(bucket(after, 'EUR', 'd0_30')).toMatchObject({ payablesMinor: 0 });
  }, 60_000);

  it('leaves no exposure from a cancelled bill', async () => {
    const before = await exposure();
    const created = await createBill({ currency: 'GBP', amount: '40000.00', budgetRate: undefined });
    expect(created.statusCode, created.body).toBe(201);
    const gbp = created.json<{ bill: BillItem }>().bill;
    // Without a budget rate, the day's rate is the budget: GBP/USD from the feed.
    expect(Number(gbp.budgetRate)).toBeCloseTo(1 / 0.79, 8);
    expect((await exposure()).currencies.map((row) => row.currency)).toContain('GBP');
    const cancelled = await api('POST', `/api/bills/${gbp.id}/cancel`, owner.cookie);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<{ bill: BillItem }>().bill.status).toBe('cancelled');
    // The same figures; only the inputs' version (the change stream's newest entry) may have moved on.
    expect(await exposure()).toEqual({ ...before, inputsVersion: expect.stringMatching(/^\d+-\d+$/) });
  });
});

describe('bills, attacked', () => {
  it('refuses a second bill with the same supplier and reference (409), bad amounts and dates (400)', async () => {
    const first = await createBill({ reference: 'INV-DUP-1' });
    expect(first.statusCode).toBe(201);
    const again = await createBill({ reference: 'INV-DUP-1', amount: '10.00' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('duplicate_bill');
    // Another supplier may use the same number.
    expect((await createBill({ reference: 'INV-DUP-1', supplierId: otherSupplierId })).statusCode).toBe(201);
    const tooPrecise = await createBill({ amount: '10.001' });
    expect(tooPrecise.statusCode).toBe(400);
    expect(tooPrecise.json().error.field).toBe('amount');
    const backwards = await createBill({ issueDate: daysAhead(10), dueDate: daysAhead(5) });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.field).toBe('dueDate');
  });

  it('shows another organisation none of it: 404 on read, cancel and a payment naming the bill', async () => {
    const mine = (await createBill({})).json<{ bill: BillItem }>().bill;
    expect((await api('GET', `/api/bills/${mine.id}`, outsiderCookie)).statusCode).toBe(404);
    expect((await api('POST', `/api/bills/${mine.id}/cancel`, outsiderCookie)).statusCode).toBe(404);
    expect((await api('GET', '/api/bills', outsiderCookie)).json<{ bills: BillItem[] }>().bills).toEqual([]);
    expect((await exposure(outsiderCookie)).currencies).toEqual([]);
  });

  it('refuses a payment paying more than is open, another supplier’s bill, or another currency', async () => {
    const target = (await createBill({ amount: '1000.00' })).json<{ bill: BillItem }>().bill;
    const pay = (body: Record<string, unknown>) =>
      api('POST', '/api/payments', owner.cookie, {
        supplierId,
        amount: '2000.00',
        currency: 'EUR',
        method: 'Wire Transfer',
        valueDate: daysAhead(1),
        idempotencyKey: randomUUID(),
        bills: [{ billId: target.id, amount: '1000.01' }],
        ...body,
      });
    for (const response of [
      await pay({}),
      await pay({ supplierId: otherSupplierId, bills: [{ billId: target.id, amount: '10.00' }] }),
      await pay({ currency: 'GBP', bills: [{ billId: target.id, amount: '10.00' }] }),
    ]) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.field).toBe('bills');
    }
    expect(
      (await api('GET', `/api/bills/${target.id}`, owner.cookie)).json<{ bill: BillItem }>().bill,
    ).toMatchObject({
      status: 'open',
      openMinor: 100_000,
    });
  });
});
