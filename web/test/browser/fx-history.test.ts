// The FX rate history chart (issue 18 item 6) on FX Management and on the dashboard, against the real stack:
// it draws the stored history, asks again when the range changes, folds the live ticks in, and says in a
// sentence what it shows.
import { pairLabel, usdPair } from '@tradehub/contract';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  joinSharedStackAsMember,
  type SharedBrowserStack,
} from '../../../infra/test-support/shared-browser-stack.js';
import { buildPayable } from '../../../infra/test-support/factories.js';

let stack: SharedBrowserStack;
let page: Page;

const summaryPattern =
  /^[A-Z]{3}\/[A-Z]{3} over 7 days: from [\d.,]+ to [\d.,]+, high [\d.,]+, low [\d.,]+, last updated .+\.$/;

beforeAll(async () => {
  ({ stack, page } = await joinSharedStackAsMember(
    { email: 'rates@fx-history.example', password: 'rates-password', businessName: 'Rate Watchers Ltd' },
    {
      path: '/fx-management',
      seed: (em, { organisation, user }) => {
        buildPayable(em, {
          organisation,
          createdBy: user,
          currency: 'GBP',
          amountMinor: 120_000_000,
          hedgedPercent: 20,
        });
      },
    },
  ));
});

afterAll(() => stack?.stop());

const points = async (chart: Locator) => Number(await chart.getAttribute('data-points'));

/** The chart has drawn a line with points and says what it shows. */
async function expectDrawn(chart: Locator, testId: string) {
  await chart.waitFor({ timeout: 30_000 });
  await expect.poll(() => points(chart), { timeout: 30_000 }).toBeGreaterThan(0);
  await chart.locator('canvas').first().waitFor({ timeout: 20_000 });
  const summary = page.getByTestId(`${testId}-summary`);
  await expect.poll(() => summary.textContent(), { timeout: 10_000 }).toMatch(summaryPattern);
  // Visually hidden, but there for screen readers (not aria-hidden, unlike the canvas).
  expect(await summary.evaluate((node) => node.closest('[aria-hidden="true"]') === null)).toBe(true);
  expect(await chart.locator('.th-rate-history__canvas').getAttribute('aria-hidden')).toBe('true');
  // The currency's market pair against USD, as every screen writes it (GBP/USD, USD/JPY).
  const quote = (await chart.getAttribute('data-quote'))!;
  expect(await summary.textContent()).toContain(`${pairLabel(usdPair(quote)!)} over 7 days`);
}

describe('FX rate history chart', () => {
  it('draws on FX Management, asks again for another range, and folds the live ticks in', async () => {
    // The page opened on FX Management.
    const chart = page.getByTestId('fx-rate-history');
    await expectDrawn(chart, 'fx-rate-history');
    // The organisation's exposure currency from the first line drawn: the chart waits for the exposure
    // rather than draw the rate card's first pair and jump (which once emptied it mid-test).
    expect(await chart.getAttribute('data-quote')).toBe('GBP');

    // The range control is a radio group a keyboard moves through.
    const ranges = chart.getByRole('radiogroup', { name: 'Time range' });
    await ranges.getByRole('radio', { name: '7D' }).focus();
    const thirtyDays = page.waitForRequest(
      (request) => request.url().includes('/api/fx/history?') && /[?&]range=30d(&|$)/.test(request.url()),
      { timeout: 10_000 },
    );
    await page.keyboard.press('ArrowRight');
    await thirtyDays;
    await expect.poll(() => chart.getAttribute('data-range')).toBe('30d');
    expect(await ranges.getByRole('radio', { name: '30D' }).isChecked()).toBe(true);

    const ninetyDays = page.waitForRequest(
      (request) => request.url().includes('/api/fx/history?') && /[?&]range=90d(&|$)/.test(request.url()),
      { timeout: 10_000 },
    );
    await ranges.getByText('90D', { exact: true }).click();
    await ninetyDays;
    await expect.poll(() => points(chart), { timeout: 20_000 }).toBeGreaterThan(0);
    await expect
      .poll(() => page.getByTestId('fx-rate-history-summary').textContent(), { timeout: 10_000 })
      .toMatch(/ over 90 days: from /);

    // Live ticks move the line's newest point: its time changes again and again, with no refetch between.
    const updatedAt = () => chart.getAttribute('data-updated-at');
    const first = await updatedAt();
    await expect.poll(updatedAt, { timeout: 10_000 }).not.toBe(first);
    const second = await updatedAt();
    await expect.poll(updatedAt, { timeout: 10_000 }).not.toBe(second);
    expect(Number(await chart.getAttribute('data-last'))).toBeGreaterThan(0);
  });

  it("draws on the dashboard's FX panel for the organisation's exposure currency", async () => {
    await page.goto(stack.url);
    const chart = page.getByTestId('dashboard-rate-history');
    await expectDrawn(chart, 'dashboard-rate-history');
    expect(await chart.getAttribute('data-quote')).toBe('GBP');
    expect(await chart.getByRole('heading', { name: 'Rate history' }).count()).toBe(1);
  });
});
