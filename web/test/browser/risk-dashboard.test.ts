import { UserProfile } from '@tradehub/db';
import type { Dashboard } from '@tradehub/contract';
import { EXPOSURE_PUSH_MIN_MOVE } from '@tradehub/db/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../gateway/src/auth/password.js';
import {
  joinSharedStack,
  signInThroughApi,
  type SharedBrowserStack,
} from '../../../infra/test-support/shared-browser-stack.js';
import { pdfText, readWorkbook } from '../../../workers/test/support/report-file-readers.js';

// The demo workspace's dashboard as one of its approved members (Sarah Chen, Finance Manager) sees it:
// unlike the shared read-only demo session, a member may export reports.
let stack: SharedBrowserStack;
let page: Page;

/** The first number in a text: "$360,599.91" → 360599.91; "62 / 100" → 62; "9.2%" → 9.2 */
const numberIn = (text: string) => Number(/-?[\d,]*\.?\d+/.exec(text)?.[0]?.replaceAll(',', '') ?? NaN);
const dashboardFromApi = (range: string) =>
  page.evaluate(async (r) => (await (await fetch(`/api/dashboard?range=${r}`)).json()) as Dashboard, range);

beforeAll(async () => {
  stack = await joinSharedStack({
    seed: async (em) => {
      const sarah = await em.findOneOrFail(UserProfile, { id: 'demo-user-sarah' });
      sarah.passwordHash = await hashPassword('sarah-password');
    },
  });
  page = await signInThroughApi(stack, 'sarah.chen@demo-trading.example', 'sarah-password', {
    viewport: { width: 1440, height: 1000 },
  });
  await page.getByTestId('risk-tile-counterpartyRisk-value').waitFor({ timeout: 30_000 });
});

afterAll(() => stack?.stop());

describe('the risk dashboard in a browser', () => {
  it("shows the demo workspace's figures as the formulas compute them", async () => {
    expect(page.url()).not.toContain('range=');
    expect(await page.getByTestId('dashboard').getAttribute('data-range')).toBe('7d');
    const api = await dashboardFromApi('7d');
    const tile = (key: string) => page.getByTestId(`risk-tile-${key}-value`).innerText();
    expect(numberIn(await tile('counterpartyRisk'))).toBeCloseTo(api.tiles.counterpartyRisk.value, 0);
    // The exposure is live: the open page is pushed a new figure once it moves by EXPOSURE_PUSH_MIN_MOVE
    // (0.01 %), while the API values it at this tick's rates, so the two agree within that (the demo
    // workspace may have been watched, and its pushes settled, before this page opened it).
    const shown = Math.round(numberIn(await tile('fxRiskExposure')) * 100);
    expect(Math.abs(shown - api.tiles.fxRiskExposure.value)).toBeLessThanOrEqual(
      Math.ceil(api.tiles.fxRiskExposure.value * EXPOSURE_PUSH_MIN_MOVE),
    );
    expect(numberIn(await tile('cashflowRisk'))).toBeCloseTo(api.tiles.cashflowRisk.value, 0);
    expect(numberIn(await tile('marketRisk'))).toBeCloseTo(api.tiles.marketRisk.value, 0);
    expect(api.tiles.counterpartyRisk.value).toBeGreaterThan(0);
    // Impact analysis: one row per exposure currency of the seed (EUR, GBP, CNY, JPY). The cards below the
    // tiles render once the tiles have painted, so they may still be on their way.
    await expect
      .poll(() => page.getByTestId('currency-impact-table').locator('tbody tr[data-row-key]').count())
      .toBe(api.exposures.length);
  });

  it('changes the chart and the windowed figures with the range, kept in the URL', async () => {
    const chart = page.getByTestId('payments-chart').getByRole('img');
    const before = await chart.getAttribute('aria-label');
    await page.getByTestId('range-selector').getByText('30d', { exact: true }).click();
    await expect.poll(() => page.getByTestId('dashboard').getAttribute('data-range')).toBe('30d');
    expect(page.url()).toContain('range=30d');
    const after = await chart.getAttribute('aria-label');
    expect(after).not.toBe(before);
    expect(after).toContain('30');
    const api = await dashboardFromApi('30d');
    expect(api.paymentsByStatus.buckets).toHaveLength(30);
    expect(numberIn(await page.getByTestId('risk-tile-cashflowRisk-value').innerText())).toBeCloseTo(
      api.tiles.cashflowRisk.value,
      0,
    );
    await page.goBack();
    await expect.poll(() => page.getByTestId('dashboard').getAttribute('data-range')).toBe('7d');
  });

  it('updates the FX panel live from the feed', async () => {
    // The tile's rate (data-rate, unrounded: one tick of the walk moves it; USD/JPY shows 2 decimals).
    const jpy = page.getByTestId('fx-exposure-JPY-rate');
    const first = await jpy.getAttribute('data-rate');
    await expect.poll(() => jpy.getAttribute('data-rate'), { timeout: 3_000, interval: 100 }).not.toBe(first);
  });

  it('exports the risk report with progress, then downloads a PDF and an XLSX that read back', async () => {
    await page.getByTestId('export-report').click();
    await page.getByTestId('report-download-pdf').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('report-export').getAttribute('data-status')).toBe('completed');

    const api = await dashboardFromApi('7d');
    const [pdfDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('report-download-pdf').click(),
    ]);
    const pdfPath = await pdfDownload.path();
    const { readFile } = await import('node:fs/promises');
    const { text } = await pdfText(await readFile(pdfPath));
    expect(text).toContain('Demo Trading Co.');
    expect(text).toContain('Exported by Sarah Chen');
    // Figures that do not move with the live rates between the export and this check.
    expect(text).toContain(`${Math.round(api.tiles.counterpartyRisk.value)} / 100`);
    expect(text).toContain(`${api.tiles.cashflowRisk.value.toFixed(1)}%`);
    expect(text).toContain(`Failed ${(api.tiles.cashflowRisk.failedShare * 100).toFixed(1)}%`);
    expect(text).toMatch(/Rates used: source simulated/i);

    const [xlsxDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('report-download-xlsx').click(),
    ]);
    const workbook = await readWorkbook(await readFile(await xlsxDownload.path()));
    const exposures = workbook.getWorksheet('Exposures');
    expect(exposures?.actualRowCount).toBeGreaterThanOrEqual(api.exposures.length + 1);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(
      expect.arrayContaining(['Summary', 'Exposures', 'Payments by status', 'Transactions', 'Rates']),
    );
  });
});
