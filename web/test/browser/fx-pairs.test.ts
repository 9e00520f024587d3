// Screens that state the same rate the same way (issue 24 item 13): the dashboard's FX panel and rate card,
// FX Management's live rates, its rate history, the rate alert form and the New Trade quote all write a
// currency as its market pair (EUR/USD, GBP/USD, USD/JPY, USD/CNY) with that pair's rate, from the same
// feed tick, to the same decimals; no screen shows the dollar against itself; and New Payment does not call
// its amount optional. The workers are stopped once the feed has ticked, so every screen reads one tick.
import { pairLabel, pairRateText, usdPair, type CurrencyPair, type FxSnapshot } from '@tradehub/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserStackAsMember, type BrowserStack } from '../../../infra/test-support/browser-stack.js';
import { chooseSelectOption } from '../../../infra/test-support/antd-select.js';

let stack: BrowserStack;
let page: Page;
let snapshot: FxSnapshot;

const pairOf = (currency: string): CurrencyPair => usdPair(currency)!;
/** What a screen in English must show for a currency: its pair and its rate, from the frozen tick. */
const expected = (currency: string) => ({
  pair: pairLabel(pairOf(currency)),
  rate: pairRateText(pairOf(currency), snapshot.rates)!,
});

beforeAll(async () => {
  ({ stack, page } = await startBrowserStackAsMember('fx-pairs-browser', {
    email: 'pairs@example.com',
    password: 'pairs-password',
    businessName: 'Pair Readers Ltd',
  }));
  // Once the feed has ticked, stop it: the last tick stays what GET /api/fx/latest answers. The rate card can
  // show a rate before the first tick (from the stored rates), so the tick itself is awaited: GET
  // /api/fx/latest answers 404 until the feed has published one (CI once stopped the workers before that).
  await page.getByTestId('rate-card-EUR-rate').waitFor({ timeout: 30_000 });
  const deadline = Date.now() + 30_000;
  while (!(await page.request.get(`${stack.url}/api/fx/latest`)).ok()) {
    if (Date.now() > deadline) throw new Error('the FX feed published no tick within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stack.stopWorkers();
  snapshot = await page.evaluate(async () => (await fetch('/api/fx/latest')).json() as Promise<FxSnapshot>);
  expect(Object.keys(snapshot.rates)).toEqual(expect.arrayContaining(['EUR', 'GBP', 'JPY', 'CNY']));
});

afterAll(() => stack?.stop());

const text = async (locator: ReturnType<Page['getByTestId']>) => (await locator.innerText()).trim();

describe('currency pairs on every screen', () => {
  it('the dashboard writes each currency as its market pair, with that pair’s rate, and no USD/USD', async () => {
    await page.goto(stack.url);
    for (const currency of ['EUR', 'GBP', 'CNY', 'JPY']) {
      const tile = page.getByTestId(`fx-exposure-${currency}`);
      await tile.waitFor({ timeout: 30_000 });
      expect(await text(tile.locator('.th-fx-tiles__pair'))).toBe(expected(currency).pair);
      expect(await text(page.getByTestId(`fx-exposure-${currency}-rate`))).toBe(expected(currency).rate);
    }
    for (const currency of ['EUR', 'GBP', 'JPY']) {
      const row = page.getByTestId(`rate-card-${currency}`);
      expect(await text(row.locator('.th-rate-card__name'))).toMatch(
        new RegExp(`^${expected(currency).pair.replace('/', '\\/')} · `),
      );
      expect(await text(page.getByTestId(`rate-card-${currency}-rate`))).toBe(expected(currency).rate);
    }
    // The spec's sample EUR rate, 0.921 per dollar, reads as treasurers quote it.
    expect(expected('EUR')).toEqual({ pair: 'EUR/USD', rate: expect.stringMatching(/^1\.\d{4}$/) });
    expect(expected('JPY').rate).toMatch(/^\d{3}\.\d{2}$/);
    expect(await page.getByTestId('rate-card-USD').count()).toBe(0);
    expect(await page.locator('body').innerText()).not.toContain('USD/USD');
  });

  it('the rate alert form offers the same pairs and states the rate now in that pair', async () => {
    await page.getByRole('button', { name: 'Rate Alerts' }).click();
    const drawer = page.getByRole('dialog', { name: 'Rate Alerts' });
    await chooseSelectOption(drawer.getByLabel('Currency'), 'GBP/USD', { search: true });
    await drawer
      .getByText(`Units of USD per 1 GBP; now ${expected('GBP').rate}.`, { exact: true })
      .waitFor({ timeout: 10_000 });
    await page.getByRole('button', { name: 'Close rate alerts' }).click();
  });

  it('FX Management agrees with the dashboard: same pairs, same rates, no USD/USD', async () => {
    await page.goto(`${stack.url}/fx-management`);
    const rates = page.getByTestId('fx-rate');
    await rates.first().waitFor({ timeout: 30_000 });
    const shown = await rates.evaluateAll((items) =>
      items.map((item) => ({
        currency: item.getAttribute('data-currency'),
        pair: item.querySelector('dt')?.textContent?.trim(),
        rate: item.querySelector('dd')?.textContent?.trim(),
      })),
    );
    expect(shown).toEqual(['EUR', 'GBP', 'JPY'].map((currency) => ({ currency, ...expected(currency) })));
    expect(await page.locator('body').innerText()).not.toContain('USD/USD');

    // The rate history draws the same pair, the right way up (about 1.08 for EUR/USD, not 0.92).
    const chart = page.getByTestId('fx-rate-history');
    await expect.poll(() => chart.getAttribute('data-points'), { timeout: 30_000 }).not.toBe('0');
    const summary = page.getByTestId('fx-rate-history-summary');
    await expect.poll(() => summary.textContent(), { timeout: 20_000 }).toMatch(/^EUR\/USD over 7 days/);
    expect(Number(await chart.getAttribute('data-last'))).toBeCloseTo(Number(expected('EUR').rate), 2);
  });

  it('the New Trade quote locks the rate in the same pair', async () => {
    await page.getByTestId('fx-new-trade').click();
    const drawer = page.getByTestId('fx-trade-drawer');
    await drawer.getByTestId('fx-trade-amount').fill('1000');
    await drawer.getByTestId('fx-get-rate').click();
    // A spot quote is the feed's rate as it is.
    await expect
      .poll(() => drawer.getByTestId('fx-quote-rate').innerText(), { timeout: 20_000 })
      .toBe(`EUR/USD ${expected('EUR').rate}`);
    await page.keyboard.press('Escape');
  });

  it('New Payment does not call its required amount optional', async () => {
    await page.goto(`${stack.url}/payments`);
    await page.getByRole('button', { name: 'New Payment' }).first().click();
    const form = page.getByTestId('new-payment-form');
    await form.waitFor({ timeout: 20_000 });
    const amountLabel = form.locator('label[for$="amount"]');
    expect(await text(amountLabel)).toBe('Amount');
    // Only the reference is optional, and only it says so.
    const optional = await form
      .locator('.ant-form-item-optional')
      .evaluateAll((marks) => marks.map((mark) => mark.closest('label')?.getAttribute('for') ?? ''));
    expect(optional).toHaveLength(1);
    expect(optional[0]).toMatch(/reference$/);
  });
});
