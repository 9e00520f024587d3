// The margin guard measures a bill's cost in its organisation's base currency (issue 25 item 5), on real
// PostgreSQL: for a GBP-based importer, a euro bill priced at EUR/GBP 0.8500 is judged on the EUR→GBP cross
// rate, whatever the dollar does. A tick that moves EUR/USD and GBP/USD together leaves its cost unchanged (no
// alert); a tick that moves the cross by 3 % alerts once, with the cost in pounds. A bill recorded without a
// budget rate takes the live EUR/GBP rate as its budget, and exposure counts its cost versus budget in pounds.
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
} from '@tradehub/db';
import { createBill, loadExposureInputs, Market, prepareExposure, valueExposure } from '@tradehub/db/domain';
import type { FxSnapshot } from '@tradehub/contract';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPreparedDatabase } from '../../../infra/test-support/template-databases.js';
import { buildSupplier } from '../../../infra/test-support/factories.js';
import { createMarginGuard } from '../../src/fx/margin-guard.js';

const database = await createPreparedDatabase('margin_guard_gbp', 'migrated');
const logger = pino({ level: 'silent' });
let orm: MikroORM;
let organisationId: string;
let supplierId: string;
let billId: string;
let fxManagerId: string;

/** GBP per 1 USD at the start; the bill's budget is EUR/GBP 0.8500 (GBP per 1 EUR), the live cross then. */
const GBP = 0.79;
const BUDGET = 0.85;
/** The feed's rates (per 1 USD) for a EUR/GBP cross of `cross` with GBP/USD at `gbpPerUsd`. */
const snapshot = (gbpPerUsd: number, cross: number): FxSnapshot => ({
  base: 'USD',
  source: 'simulated',
  asOf: new Date().toISOString(),
  publishedAt: Date.now(),
  rates: { GBP: gbpPerUsd, EUR: gbpPerUsd / cross, JPY: 150 },
});

beforeAll(async () => {
  orm = await initOrm(createOrmConfig({ clientUrl: database.url, poolMax: 4 }));
  const em = orm.em.fork();
  const organisation = em.create(Organisation, {
    name: 'Leeds Importers Ltd',
    status: 'approved',
    baseCurrency: 'GBP',
  });
  const user = em.create(UserProfile, {
    email: 'treasurer@leeds.example',
    businessName: 'Leeds Importers Ltd',
    emailVerified: true,
  });
  em.create(Membership, {
    organisation,
    user,
    role: 'Member',
    permissions: ['FX Management', 'Payment Approval'],
    createdBy: user,
  });
  const supplier = buildSupplier(em, {
    organisation,
    createdBy: user,
    name: 'Lyon Textiles SA',
    location: 'France',
    countryCode: 'FR',
    category: 'Textiles',
  });
  const today = new Date(new Date().toISOString().slice(0, 10) + 'T00:00:00.000Z');
  const bill = em.create(Bill, {
    organisation,
    createdBy: user,
    supplier,
    reference: 'INV-GB-100',
    currency: 'EUR',
    amountMinor: 10_000_000,
    issueDate: today,
    dueDate: new Date(today.getTime() + 45 * 86_400_000),
    budgetRate: BUDGET,
    status: 'open',
  });
  em.create(WebhookEndpoint, {
    organisation,
    createdBy: user,
    url: 'https://erp.leeds.example/hooks',
    eventTypes: ['fx.margin_alert'],
    sealedSecret: 'sealed',
  });
  await em.flush();
  // The entity creates organisations in USD; this one keeps its books in pounds.
  await orm.em.fork().nativeUpdate(Organisation, { id: organisation.id }, { baseCurrency: 'GBP' });
  organisationId = organisation.id;
  supplierId = supplier.id;
  billId = bill.id;
  fxManagerId = user.id;
});
afterAll(async () => {
  await orm?.close();
  await database.drop();
});

const stateOf = async (id: string) => (await orm.em.fork().findOneOrFail(Bill, id)).marginState;

describe('the margin guard of a GBP-based organisation', () => {
  it('does not alert when EUR/USD and GBP/USD move together (the EUR→GBP cross is unchanged)', async () => {
    const evaluate = createMarginGuard({ orm, logger });
    expect(await evaluate(snapshot(GBP, BUDGET))).toEqual({ fired: 0, rearmed: 0 });
    // The dollar 5 % stronger against both: EUR/USD −4.8 %, GBP/USD −4.8 %, EUR/GBP still 0.8500.
    expect(await evaluate(snapshot(GBP * 1.05, BUDGET))).toEqual({ fired: 0, rearmed: 0 });
    expect(await evaluate(snapshot(GBP * 0.95, BUDGET))).toEqual({ fired: 0, rearmed: 0 });
    expect(await stateOf(billId)).toBe('within');
    expect(await orm.em.fork().count(Notification, {})).toBe(0);
  });

  it('alerts once when the cross moves 3 %, with the cost in pounds, though EUR/USD did not move', async () => {
    const evaluate = createMarginGuard({ orm, logger });
    // GBP/USD falls 3 %, EUR/USD unchanged: each euro costs 3 % more pounds (EUR/GBP 0.8755).
    const eurPerUsd = GBP / BUDGET;
    const tick: FxSnapshot = {
      ...snapshot(GBP, BUDGET),
      rates: { GBP: eurPerUsd * BUDGET * 1.03, EUR: eurPerUsd },
    };
    expect(await evaluate(tick)).toEqual({ fired: 1, rearmed: 0 });
    expect(await evaluate(tick)).toEqual({ fired: 0, rearmed: 0 });
    expect(await stateOf(billId)).toBe('beyond');
    const notices = await orm.em.fork().find(Notification, { user: fxManagerId });
    expect(notices).toHaveLength(1);
    // €100,000.00 at EUR/GBP 0.8500 = £85,000.00; at 0.8755 = £87,550.00.
    expect(notices[0]!.params).toMatchObject({
      openMinor: 10_000_000,
      openCurrency: 'EUR',
      costMovePercent: 3,
      costDeltaMinor: 255_000,
      costDeltaCurrency: 'GBP',
    });
    expect(notices[0]!.message).toContain('now costs +3.00% against its budget: +£2,550.00.');
    const hooks = await orm.em.fork().find(WebhookEvent, { type: 'fx.margin_alert' });
    expect(hooks).toHaveLength(1);
    expect(hooks[0]!.data).toMatchObject({
      bill: { id: billId, pair: { base: 'EUR', quote: 'GBP' }, budgetRate: '0.85' },
      movePercent: 3,
      baseCurrency: 'GBP',
      budgetCostMinor: 8_500_000,
      liveCostMinor: 8_755_000,
      costDeltaMinor: 255_000,
    });
    expect((hooks[0]!.data as { livePairRate: number }).livePairRate).toBeCloseTo(0.8755, 10);
    const mailJobs = (await orm.em.fork().find(OutboxMessage, { kind: 'job' }))
      .map((row) => row.payload as { queue: string; name: string; data: Record<string, unknown> })
      .filter((payload) => payload.name === 'margin-alert');
    expect(mailJobs.map((job) => job.data)).toEqual([
      expect.objectContaining({ deltaMinor: 255_000, deltaCurrency: 'GBP' }),
    ]);
  });

  it('a bill recorded without a budget rate is budgeted at the live EUR/GBP rate, and exposure counts its cost in pounds', async () => {
    const rates = snapshot(GBP, 0.86).rates;
    const em = orm.em.fork();
    const { bill } = await em.transactional((tx) =>
      createBill(
        tx,
        {
          userId: fxManagerId,
          organisationId,
          displayName: 'Treasurer',
          permissions: ['FX Management', 'Payment Approval'],
        },
        {
          supplierId,
          kind: 'invoice',
          reference: 'INV-GB-101',
          currency: 'EUR',
          amount: '50000.00',
          issueDate: new Date().toISOString().slice(0, 10),
          dueDate: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
        },
        rates,
      ),
    );
    expect(Number(bill.budgetRate)).toBeCloseTo(0.86, 10);

    // Valued at a cross of 0.8600: the first bill is 0.0100 over its 0.8500 budget (€100,000 → £1,000.00),
    // the new one exactly on its budget.
    const inputs = (await loadExposureInputs(orm.em.fork(), [organisationId])).get(organisationId)!;
    const market = new Market({ ratesPerUsd: rates, asOf: null, dailyCloses: new Map() });
    const report = valueExposure(prepareExposure(inputs), market);
    expect(report.baseCurrency).toBe('GBP');
    expect(report.totals.costVsBudgetMinor).toBe(100_000);
    expect(report.totals.baseAmountMinor).toBe(12_900_000);
  });
});
