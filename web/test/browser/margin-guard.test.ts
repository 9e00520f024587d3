// The margin guard in the browser (issue 25 item 5): a €250,000 bill budgeted at the live EUR/USD; the
// simulated feed then moves EUR by 3 % (the workers' feed resumes from the snapshot it finds, so the test
// stops them, writes the moved snapshot, and starts them again); the signed-in FX manager's open page pops
// the alert in their language, and its "Hedge this bill" opens New Trade prefilled with the bill.
import { fxLatestKey } from '@tradehub/db/domain';
import type { FxSnapshot } from '@tradehub/contract';
import { Redis } from 'ioredis';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../gateway/src/auth/password.js';
import { startBrowserStack, type BrowserStack } from '../../../infra/test-support/browser-stack.js';
import { signInThroughApi } from '../../../infra/test-support/shared-browser-stack.js';
import { buildApprovedMember, buildBill, buildSupplier } from '../../../infra/test-support/factories.js';

const PASSWORD = 'margin-guard-password';
const EMAIL = 'treasurer@margin-guard.example';
let stack: BrowserStack;
let redis: Redis;
let page: Page;
let organisationId = '';
let userId = '';
let supplierId = '';

beforeAll(async () => {
  stack = await startBrowserStack('margin-guard', {
    env: { FX_TICK_MS: '500' },
    seed: async (em) => {
      const { organisation, user } = buildApprovedMember(em, {
        email: EMAIL,
        passwordHash: await hashPassword(PASSWORD),
        businessName: 'Guarded Importers Ltd',
      });
      const supplier = buildSupplier(em, {
        organisation,
        createdBy: user,
        name: 'Lyon Textiles SA',
        location: 'France',
        countryCode: 'FR',
        category: 'Textiles',
      });
      organisationId = organisation.id;
      userId = user.id;
      supplierId = supplier.id;
    },
  });
  redis = new Redis(stack.redis.url);
  page = await signInThroughApi(stack, EMAIL, PASSWORD);
  await page.getByTestId('connection-state').and(page.locator('[data-state="live"]')).waitFor({
    timeout: 30_000,
  });
}, 120_000);
afterAll(async () => {
  redis?.disconnect();
  await stack?.stop();
});

async function latestSnapshot(): Promise<FxSnapshot> {
  const raw = await redis.get(fxLatestKey(stack.redis.prefix));
  expect(raw, 'the feed has ticked').toBeTruthy();
  return JSON.parse(raw!) as FxSnapshot;
}

describe('the margin guard alert', () => {
  it('appears when the simulated feed moves EUR by 3 %, and its hedge opens New Trade with the bill', async () => {
    await expect.poll(() => redis.exists(fxLatestKey(stack.redis.prefix)), { timeout: 20_000 }).toBe(1);
    // No ticks while the bill is recorded at the live rate and the feed is moved.
    await stack.stopWorkers();
    const before = await latestSnapshot();
    const eurPerUsd = before.rates.EUR!;
    const em = stack.orm.em.fork();
    const today = new Date(new Date().toISOString().slice(0, 10) + 'T00:00:00.000Z');
    buildBill(em, {
      organisation: organisationId,
      createdBy: userId,
      supplier: supplierId,
      reference: 'INV-MG-1',
      currency: 'EUR',
      amountMinor: 25_000_000,
      dueDate: new Date(today.getTime() + 45 * 86_400_000),
      // Its budget: EUR/USD as it is now (USD per 1 EUR).
      budgetRate: Math.round((1 / eurPerUsd) * 1e10) / 1e10,
    });
    await em.flush();
    // The euro 3 % dearer: the feed's next leader walks on from here.
    await redis.set(
      fxLatestKey(stack.redis.prefix),
      JSON.stringify({ ...before, rates: { ...before.rates, EUR: eurPerUsd / 1.03 } }),
    );
    stack.startWorkers();

    const toast = page.getByTestId('live-toast').filter({ hasText: 'Margin guard: INV-MG-1' });
    await toast.waitFor({ timeout: 30_000 });
    expect(await toast.innerText()).toContain('beyond its 2% tolerance');
    expect(await toast.innerText()).toMatch(
      /INV-MG-1 from Lyon Textiles SA \(€250,000\.00 due .+\) now costs \+3\.\d%/,
    );

    await toast.getByTestId('live-toast-action').click();
    await page.waitForURL(/\/fx-management\?trade=forward&currency=EUR&amountMinor=25000000&valueDate=/);
    const drawer = page.getByTestId('fx-trade-drawer');
    await drawer.waitFor();
    expect(await drawer.getByTestId('fx-trade-amount').inputValue()).toBe('250000.00');
    expect(await drawer.getByTestId('fx-trade-currency').innerText()).toContain('EUR');
    expect(
      await drawer.getByTestId('fx-trade-kind').getByRole('radio', { name: 'Forward' }).isChecked(),
    ).toBe(true);
    const valueDate = new URL(page.url()).searchParams.get('valueDate');
    expect(await drawer.getByTestId('fx-trade-value-date').inputValue()).toBe(valueDate);

    // Closed, the drawer leaves the page's address without the prefill.
    await drawer.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL((address) => address.pathname === '/fx-management' && address.search === '');

    // The notification stays in the list with the same action, once.
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const actions = page.getByTestId('notification-action').filter({ hasText: 'Hedge this bill' });
    await actions.first().waitFor();
    expect(await actions.count()).toBe(1);
  });
});
