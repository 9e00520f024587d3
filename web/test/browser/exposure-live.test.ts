// Issue 25, "How to show it" (browser): two members of one approved organisation, each in a browser context
// of their own. Ada adds a bill through the API; Ben's open dashboard and FX Management (two tabs, never
// reloaded) show the new exposure live (the aim: within 2 s) and agree to the cent; the simulated feed's next ticks move the
// unhedged base value on both, still agreeing; Ben presses "Hedge this" on the bill's maturity bucket, New
// Trade opens prefilled with the gap, he books the forward, and the gap closes on both screens, live.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../gateway/src/auth/password.js';
import {
  joinSharedStack,
  signInThroughApi,
  type SharedBrowserStack,
} from '../../../infra/test-support/shared-browser-stack.js';
import { buildApprovedMember, buildSupplier } from '../../../infra/test-support/factories.js';
import { pressByKeyboard } from '../../../infra/test-support/keyboard-actions.js';

const PASSWORD = 'exposure-live-password';
const ADA = 'ada@exposure-live.example';
const BEN = 'ben@exposure-live.example';
const DAY_MS = 86_400_000;
/** The bill: EUR 250,000.00 due in 45 days, in the 31–90 d bucket. */
const BILL_MINOR = 25_000_000;
const dayFromToday = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
const DUE_DATE = dayFromToday(45);

/**
 * "Live after the commit": every assertion about one change shares one deadline (live-screens.test.ts). The
 * product's aim is 2 s; the deadline is 10 s because a shared CI machine at a load of 5 took 2–4 s without
 * anything being wrong, and speed targets belong in benchmarks, not in timed tests. The latency is logged.
 */
function liveAfter(committedAt: number, ms = 10_000) {
  const deadline = committedAt + ms;
  return () => ({ timeout: Math.max(deadline - Date.now(), 50), interval: 50 });
}

let stack: SharedBrowserStack;
/** Ada: only her session is used, through `ada.request`. */
let ada: Page;
/** Ben's dashboard, opened once at sign-in and never reloaded. */
let dashboard: Page;
/** Ben's FX Management, a second tab of the same session (a socket of its own). */
let fx: Page;
let supplierId = '';

const waitLive = (page: Page, timeout = 20_000) =>
  page.getByTestId('connection-state').and(page.locator('[data-state="live"]')).waitFor({ timeout });

beforeAll(async () => {
  stack = await joinSharedStack({
    // The default simulated feed, ticking every second.
    seed: async (em) => {
      const passwordHash = await hashPassword(PASSWORD);
      const { organisation, user } = buildApprovedMember(em, {
        email: ADA,
        passwordHash,
        businessName: 'Hedge Live Imports Ltd',
        fullName: 'Ada Accounts',
      });
      buildApprovedMember(em, { email: BEN, passwordHash, organisation, fullName: 'Ben Treasurer' });
      supplierId = buildSupplier(em, {
        organisation,
        createdBy: user,
        name: 'Lyon Textiles SARL',
        location: 'France',
        countryCode: 'FR',
        category: 'Textiles',
        verificationDate: new Date(),
        screenedAt: new Date(),
      }).id;
    },
  });
  ada = await signInThroughApi(stack, ADA, PASSWORD);
  dashboard = await signInThroughApi(stack, BEN, PASSWORD);
  await dashboard.getByTestId('risk-tile-fxRiskExposure-value').waitFor({ timeout: 30_000 });
  await waitLive(dashboard);
  fx = await dashboard.context().newPage();
  await fx.goto(`${stack.url}/fx-management`);
  await fx.getByTestId('fx-maturity').waitFor({ timeout: 30_000 });
  await waitLive(fx);
});

afterAll(() => stack?.stop());

const text = async (locator: Locator) =>
  (await locator.count()) ? ((await locator.first().textContent())?.trim() ?? '') : '';
const fxRow = (currency: string) =>
  fx.getByTestId('fx-exposure-row').and(fx.locator(`[data-currency="${currency}"]`));
/** The EUR bill's maturity bucket on FX Management. */
const bucket = () =>
  fx
    .getByTestId('fx-buckets')
    .and(fx.locator('[data-currency="EUR"]'))
    .getByTestId('fx-bucket')
    .and(fx.locator('[data-bucket="d31_90"]'));

/** A currency's unhedged exposure in USD as each screen shows it: [dashboard, FX Management]. */
const unhedged = async (currency: string) => [
  await text(dashboard.getByTestId(`impact-${currency}-unhedged`)),
  await text(fxRow(currency).getByTestId('fx-exposure-unhedged-base')),
];
const cents = (money: string) => Math.round(Number(money.replace(/[$,]/g, '')) * 100);

/**
 * The unhedged figures of `currencies` on both screens, read one after the other, and the dashboard's FX Risk
 * Exposure tile: agreed when each currency reads the same on both and the tile is their sum, to the cent.
 */
async function figures(currencies: string[]) {
  const rows = await Promise.all(currencies.map(unhedged));
  const tile = await text(dashboard.getByTestId('risk-tile-fxRiskExposure-value'));
  return { rows, tile };
}
const agree = ({ rows, tile }: Awaited<ReturnType<typeof figures>>) =>
  tile !== '' &&
  rows.every(([onDashboard, onFx]) => onDashboard !== '' && onDashboard === onFx) &&
  rows.reduce((sum, [onDashboard]) => sum + cents(onDashboard!), 0) === cents(tile);

/** Polls until both screens agree to the cent (a tick may land between two reads); returns the figures. */
async function agreed(currencies: string[], options = { timeout: 10_000, interval: 50 }) {
  await expect.poll(() => figures(currencies), options).toSatisfy(agree);
  let values = await figures(currencies);
  while (!agree(values)) values = await figures(currencies);
  return values;
}

async function addBill(bill: { reference: string; currency: string; amount: string; dueDate: string }) {
  const response = await ada.request.post(`${stack.url}/api/bills`, {
    headers: { origin: stack.url },
    data: { supplierId, kind: 'invoice', issueDate: dayFromToday(0), ...bill },
  });
  expect(response.status(), await response.text()).toBe(201);
}

describe("Ben's open screens follow Ada's bill, the feed and his hedge", () => {
  it('shows the bill Ada adds on the dashboard and FX Management live, to the cent', async () => {
    expect(await dashboard.getByTestId('currency-impact-table').count()).toBe(0);
    expect(await fxRow('EUR').count()).toBe(0);
    await fx.getByTestId('fx-maturity').getByText('No open payables in foreign currencies').waitFor();

    await addBill({ reference: 'LT-2025-118', currency: 'EUR', amount: '250000.00', dueDate: DUE_DATE });
    const addedAt = Date.now();
    const live = liveAfter(addedAt);

    await expect.poll(() => bucket().getAttribute('data-payables-minor'), live()).toBe(String(BILL_MINOR));
    console.info(`bill shown ${Date.now() - addedAt} ms after it was added`);
    await expect.poll(() => text(bucket().getByTestId('fx-bucket-payables')), live()).toBe('€250,000.00');
    expect(await text(bucket().getByTestId('fx-bucket-ratio'))).toBe('0%');
    // No hedge target: the target is the whole bucket, and so is the gap.
    expect(await bucket().getAttribute('data-gap-minor')).toBe(String(BILL_MINOR));
    const { rows } = await agreed(['EUR'], live());
    // EUR 250,000.00 at EUR/USD somewhere about 1.0858.
    expect(cents(rows[0]![0]!)).toBeGreaterThan(200_000_00);
    expect(cents(rows[0]![0]!)).toBeLessThan(320_000_00);
    expect(await text(dashboard.getByTestId('impact-EUR-hedged'))).toBe('0%');
    expect(await text(fxRow('EUR').getByTestId('fx-exposure-hedged'))).toBe('0%');
  });

  it('moves the unhedged base value on both screens with the feed, and they still agree', async () => {
    // A rand bill too, large enough to carry the total (about $5.3 M against the euro bill's $0.27 M): a push
    // needs the unhedged total to move 0.01 %, and the rand moves about twice as much a day as the euro, so
    // the feed's one-second ticks get there in about 10 s on average (a random walk's first passage) and the
    // 60 s below are missed about once in a thousand runs. A rand bill a fifth of the euro one would leave
    // the total moving as slowly as the euro alone, some 45 s on average: the 60 s would be missed often.
    await addBill({
      reference: 'LT-2025-119',
      currency: 'ZAR',
      amount: '100000000.00',
      dueDate: dayFromToday(20),
    });
    const before = await agreed(['EUR', 'ZAR'], { timeout: 20_000, interval: 50 });
    const [zarOnDashboard, zarOnFx] = before.rows[1]!;
    const moving = { timeout: 60_000, interval: 100 };
    await expect.poll(async () => (await unhedged('ZAR'))[0], moving).not.toBe(zarOnDashboard);
    await expect.poll(async () => (await unhedged('ZAR'))[1], moving).not.toBe(zarOnFx);
    await expect
      .poll(() => text(dashboard.getByTestId('risk-tile-fxRiskExposure-value')), moving)
      .not.toBe(before.tile);
    await agreed(['EUR', 'ZAR']);
  });

  it('"Hedge this" opens New Trade with the gap, books the forward and the gap closes live', async () => {
    // The rand bill is the larger exposure, so the maturity panel opens on ZAR: Ben picks EUR.
    // (antd draws its radio buttons over a hidden input: the label is what a person clicks.)
    await fx.getByTestId('fx-maturity-currency').locator('label').filter({ hasText: /^EUR$/ }).click();
    // By keyboard: focus the bucket's button and press Enter.
    const hedge = bucket().getByRole('button', { name: /^Hedge this: €250,000\.00 of EUR, 31–90 d$/ });
    await pressByKeyboard(hedge);
    const drawer = fx.getByTestId('fx-trade-drawer');
    await drawer.getByTestId('fx-trade-form').waitFor({ timeout: 10_000 });
    const url = new URL(fx.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({
      trade: 'forward',
      currency: 'EUR',
      amountMinor: String(BILL_MINOR),
      valueDate: DUE_DATE,
    });
    expect(await drawer.getByRole('radio', { name: 'Forward' }).isChecked()).toBe(true);
    expect(await drawer.getByRole('radio', { name: 'Buy' }).isChecked()).toBe(true);
    expect(await text(drawer.getByTestId('fx-trade-currency'))).toBe('EUR');
    expect(await drawer.getByTestId('fx-trade-amount').inputValue()).toBe('250000.00');
    expect(await drawer.getByTestId('fx-trade-value-date').inputValue()).toBe(DUE_DATE);

    await pressByKeyboard(drawer.getByTestId('fx-get-rate'));
    await drawer.getByTestId('fx-quote-countdown').waitFor({ timeout: 20_000 });
    const [booked] = await Promise.all([
      fx.waitForResponse((r) => r.url().endsWith('/api/fx/trades') && r.request().method() === 'POST'),
      pressByKeyboard(drawer.getByTestId('fx-book-trade')),
    ]);
    expect(booked.status()).toBe(201);
    // Live, like the bill: the relay notes the change for the workers' exposure cache before the
    // trade's event goes out, so no tick pushes figures from before the trade after the screens refetched.
    const bookedAt = Date.now();
    const live = liveAfter(bookedAt);

    // The forward shows against its bucket, the gap is closed.
    await expect.poll(() => bucket().getAttribute('data-hedged-minor'), live()).toBe(String(BILL_MINOR));
    console.info(`hedge shown ${Date.now() - bookedAt} ms after booking`);
    await expect.poll(() => bucket().getAttribute('data-gap-minor'), live()).toBe('0');
    await expect.poll(() => text(bucket().getByTestId('fx-bucket-ratio')), live()).toBe('100%');
    await expect.poll(() => bucket().getByTestId('fx-bucket-on-target').count(), live()).toBe(1);
    expect(await bucket().getByTestId('fx-bucket-hedge').count()).toBe(0);
    // Nothing of EUR is left unhedged, on either screen; the tile is what the rand bill leaves.
    await expect.poll(() => unhedged('EUR'), live()).toEqual(['$0.00', '$0.00']);
    await expect.poll(() => text(dashboard.getByTestId('impact-EUR-hedged')), live()).toBe('100%');
    await expect.poll(() => text(fxRow('EUR').getByTestId('fx-exposure-hedged')), live()).toBe('100%');
    await agreed(['EUR', 'ZAR']);
    // The drawer closed and took its parameters with it.
    expect(new URL(fx.url()).search).toBe('');
  });
});
