import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SUPPLIER_IDS } from '@tradehub/db';
import { chooseLanguage } from '../../../infra/test-support/browser-stack.js';
import { launchChromium } from '../../../infra/test-support/chromium.js';
import { freePort, startProduct, type RunningProduct } from '../../../infra/test-support/product-process.js';
import { createTestRedisPrefix } from '../../../infra/test-support/test-redis.js';

// The product started as `npm start` starts it: the embedded PostgreSQL server in a fresh DATA_DIR, the machine's Redis
// (under a key prefix of this run's own), the gateway and the workers as separate processes.
const dataDir = mkdtempSync(path.join(tmpdir(), 'tradehub-browser-'));
const redisPrefix = createTestRedisPrefix('browser');
let port: number;
let product: RunningProduct | undefined;
let browser: Browser;

beforeAll(async () => {
  port = await freePort();
  product = await startProduct({ PORT: String(port), DATA_DIR: dataDir, REDIS_PREFIX: redisPrefix.prefix });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
  await redisPrefix.cleanup();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A visitor opens the read-only demo workspace from the landing page. */
async function openDemo(page: Page) {
  await page.goto(product!.url);
  await page.getByRole('button', { name: 'Explore the Demo Workspace' }).click();
  await page.getByRole('heading', { name: 'Demo Trading Co.' }).waitFor({ timeout: 20_000 });
}

describe('the demo workspace in a browser', () => {
  it('shows the seeded demo data read through the gateway from embedded PostgreSQL', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await openDemo(page);

    await page.getByText('Shenzhen Precision Electronics Co., Ltd.').first().waitFor({ timeout: 20_000 });
    for (const supplier of ['Bayern Industrietechnik GmbH', 'Saigon Textile Export JSC']) {
      expect(await page.getByText(supplier).first().isVisible()).toBe(true);
    }
    const body = await page.locator('body').innerText();
    expect(body).toContain('You are in Demo Mode – All data is for demonstration purposes only');
    // The rate card: EUR, GBP and JPY against USD as their market pairs (EUR/USD, GBP/USD to 4 decimals,
    // USD/JPY to 2), near the spec's sample rates (0.921 euros per dollar is EUR/USD 1.0858); no USD/USD.
    const rateOf = async (currency: string) =>
      Number(await page.getByTestId(`rate-card-${currency}-rate`).innerText());
    await page.getByTestId('rate-card-EUR-rate').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('rate-card-EUR-rate').innerText()).toMatch(/^\d+\.\d{4}$/);
    expect(await page.getByTestId('rate-card-JPY-rate').innerText()).toMatch(/^\d+\.\d{2}$/);
    expect(await rateOf('EUR')).toBeCloseTo(1 / 0.921, 1);
    expect(await rateOf('GBP')).toBeCloseTo(1 / 0.789, 1);
    expect((await rateOf('JPY')) / 148.25).toBeCloseTo(1, 1);
    expect(await page.getByTestId('rate-card-EUR').innerText()).toContain('EUR/USD');
    expect(await page.getByTestId('rate-card-USD').count()).toBe(0);
    // Ten recent transactions, each row with an amount formatted from integer cents.
    const rows = page.locator('table').filter({ hasText: 'Method' }).locator('tbody tr[data-row-key]');
    expect(await rows.count()).toBe(10);
    expect(await rows.first().innerText()).toMatch(/\$[\d,]+\.\d{2}/);

    // Read-only: the API refuses the demo session's writes, and payments stay locked.
    const write = await page.evaluate(async () => {
      const response = await fetch('/api/notifications/read-all', { method: 'POST' });
      return { status: response.status, body: await response.json() };
    });
    expect(write).toMatchObject({ status: 403, body: { error: { code: 'demo_read_only' } } });
    await page.getByRole('link', { name: 'Payments' }).click();
    await page.getByText('Account Under Review').waitFor({ timeout: 20_000 });
    await page.close();
  });

  it("lists a supplier's documents and says why none can be deleted or added, to the keyboard too", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await openDemo(page);
    await page.goto(`${product!.url}/supplier-verification/${DEMO_SUPPLIER_IDS[0]}`);
    await page.getByRole('tab', { name: 'Legal' }).click();
    const documents = page.getByTestId('legal-documents');
    await documents.getByText('Business License').waitFor({ timeout: 20_000 });
    const reason = 'The demo workspace is read-only.';

    const remove = documents.getByRole('button', { name: 'Delete Business License' });
    expect(await remove.getAttribute('aria-disabled')).toBe('true');
    const describedBy = (await remove.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(reason);
    // In the tab order (a `disabled` button is not), so focus shows the reason as a tooltip.
    await remove.focus();
    await page.getByRole('tooltip').filter({ hasText: reason }).waitFor({ timeout: 10_000 });
    await remove.press('Enter');
    await remove.click({ force: true }); // aria-disabled: Playwright would wait for it to be enabled
    // Nothing asks to confirm a deletion, and the document stays.
    expect(await page.getByText('Delete Business License?').count()).toBe(0);
    expect(await documents.getByText('Business License').isVisible()).toBe(true);

    const upload = page.getByTestId('document-upload-submit');
    expect(await upload.getAttribute('aria-disabled')).toBe('true');
    await page.close();
  });

  it('opens the navigation drawer on a phone-sized screen', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 740 } });
    await openDemo(page);
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.waitFor({ timeout: 20_000 });
    expect(await drawer.getByText('Dashboard').isVisible()).toBe(true);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(375);
    await page.close();
  });

  it('switches the language immediately and remembers it', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await openDemo(page);
    await chooseLanguage(page, 'Español', 'es');
    const spanish = page.getByText('Resumen del espacio de trabajo de demostración');
    await spanish.waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('rate-card-EUR-rate').innerText()).toMatch(/^\d+,\d{4}$/);
    await page.reload();
    await spanish.waitFor({ timeout: 20_000 });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    await page.close();
  });

  it('reports both services on /ready, stops cleanly on Ctrl-C and reuses the data on the next start', async () => {
    const ready = await fetch(`${product!.url}/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({
      status: 'ready',
      checks: { postgres: { status: 'up' }, redis: { status: 'up' } },
    });

    expect(await product!.stop()).toBe(0);
    product = await startProduct({ PORT: String(port), DATA_DIR: dataDir, REDIS_PREFIX: redisPrefix.prefix });
    expect(product.output()).toContain('migrations: schema up to date');
    const overview = await fetch(`${product.url}/api/demo/overview`);
    const body = (await overview.json()) as { suppliers: { total: number } };
    expect(body.suppliers.total).toBe(3);
  });
});
