import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../gateway/src/auth/password.js';
import {
  joinSharedStack,
  signInThroughApi,
  type SharedBrowserStack,
} from '../../../infra/test-support/shared-browser-stack.js';
import { buildApprovedMember, buildPayment, buildSupplier } from '../../../infra/test-support/factories.js';
import { chooseSelectOption } from '../../../infra/test-support/antd-select.js';
import { setCheckedByKeyboard } from '../../../infra/test-support/keyboard-actions.js';

let stack: SharedBrowserStack;
let payer: Page;
let approver: Page;
let url: string;
let pendingSupplierId = '';
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  stack = await joinSharedStack({
    seed: async (em) => {
      const passwordHash = await hashPassword('payments-password');
      const { organisation, user } = buildApprovedMember(em, {
        email: 'payer@payments-fx.example',
        passwordHash,
        businessName: 'Atlantic Goods Ltd',
        fullName: 'Pat Payer',
      });
      buildApprovedMember(em, {
        email: 'approver@payments-fx.example',
        passwordHash,
        organisation,
        fullName: 'Avery Approver',
        permissions: ['Payment Approval', 'FX Management'],
      });
      const supplier = (status: 'verified' | 'pending', name: string) =>
        buildSupplier(em, {
          organisation,
          createdBy: user,
          name,
          location: 'Portugal',
          countryCode: 'PT',
          category: 'Packaging',
          status,
          bankIban: 'PT50000201231234567890154',
          bankDetailsChangedAt: new Date(Date.now() - 60 * DAY),
          verificationDate: status === 'verified' ? new Date(Date.now() - 30 * DAY) : null,
        });
      const verified = supplier('verified', 'Lisbon Cork Supplies');
      pendingSupplierId = supplier('pending', 'Porto Unverified Lda').id;
      // An open EUR payable of EUR 100,000.00, so FX management has an exposure to hedge.
      buildPayment(em, {
        organisation,
        createdBy: user,
        supplier: verified,
        amountMinor: 10_000_000,
        currency: 'EUR',
        method: 'Wire Transfer',
        date: new Date(Date.now() + 20 * DAY),
        approvalStatus: 'awaiting',
      });
    },
  });
  url = stack.url;
  payer = await signInThroughApi(stack, 'payer@payments-fx.example', 'payments-password');
  approver = await signInThroughApi(stack, 'approver@payments-fx.example', 'payments-password');
});

afterAll(() => stack?.stop());

describe('payments and FX management in the browser', () => {
  it('sends a payment in the one-approver band, which a second member approves and both see settle live', async () => {
    await payer.goto(`${url}/payments`);
    await payer.getByTestId('sandbox-note').waitFor({ timeout: 20_000 });
    await payer.getByTestId('new-payment').click();
    const drawer = payer.getByTestId('new-payment-drawer');
    await chooseSelectOption(drawer.getByTestId('payment-supplier'), 'Lisbon Cork Supplies', {
      search: true,
    });
    await drawer
      .getByTestId('payment-amount')
      .locator('input')
      .or(drawer.getByTestId('payment-amount'))
      .first()
      .fill('12500.00');
    await drawer.getByTestId('payment-value-date').fill(new Date().toISOString().slice(0, 10));
    await drawer.getByTestId('payment-review').click();
    await drawer.getByTestId('quote-approval').waitFor({ timeout: 20_000 });
    expect(
      await drawer.locator('[data-testid="quote-approval-reason"][data-reason="over_threshold"]').count(),
    ).toBe(1);
    await drawer.getByTestId('payment-confirm').click();

    const own = payer
      .getByTestId('pending-payment')
      .filter({ hasText: 'Lisbon Cork Supplies' })
      .filter({ hasText: '12,500' });
    await own.waitFor({ timeout: 20_000 });
    expect(await own.getByTestId('payment-approve').isDisabled()).toBe(true);
    expect(await own.getByTestId('approve-hint').getAttribute('data-hint')).toBe('hintOwn');

    await approver.goto(`${url}/payments`);
    const toApprove = approver.getByTestId('pending-payment').filter({ hasText: '12,500' });
    await toApprove.getByTestId('payment-approve').click();
    const settled = (page: Page) =>
      page.getByTestId('payment-row').filter({ hasText: '12,500' }).first().getAttribute('data-status');
    await expect.poll(() => settled(approver), { timeout: 30_000 }).toBe('completed');
    await expect.poll(() => settled(payer), { timeout: 30_000 }).toBe('completed');
  });

  it('refuses a payment to a pending supplier with the reason', async () => {
    const answer = await payer.evaluate(async (supplierId) => {
      const response = await fetch('/api/payments', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          supplierId,
          amount: '100.00',
          currency: 'USD',
          method: 'ACH',
          valueDate: new Date().toISOString().slice(0, 10),
          idempotencyKey: 'browser-pending-supplier-1',
        }),
      });
      return { status: response.status, body: await response.json() };
    }, pendingSupplierId);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({
      field: 'supplierId',
      message: expect.stringMatching(/pending verification/),
    });
  });

  it('exports the transactions shown as CSV', async () => {
    await payer.goto(`${url}/payments`);
    await payer.getByTestId('payment-row').first().waitFor({ timeout: 20_000 });
    const shown = await payer.getByTestId('payment-row').count();
    const [download] = await Promise.all([
      payer.waitForEvent('download'),
      payer.getByTestId('payments-export-csv').click(),
    ]);
    const csv = (await readFile(await download.path())).toString('utf8').trim().split('\n');
    expect(csv[0]).toMatch(/^Supplier,Amount,Currency,Status/);
    expect(csv.length - 1).toBe(shown);
    expect(csv.join('\n')).toContain('Lisbon Cork Supplies');
  });

  it('raises the hedged percentage of a currency with a forward trade', async () => {
    await approver.goto(`${url}/fx-management`);
    const eur = approver.getByTestId('fx-exposure-row').and(approver.locator('[data-currency="EUR"]'));
    await eur.waitFor({ timeout: 20_000 });
    expect(Number(await eur.getAttribute('data-hedged'))).toBe(0);

    await approver.getByTestId('fx-new-trade').click();
    const drawer = approver.getByTestId('fx-trade-drawer');
    await setCheckedByKeyboard(
      drawer.getByTestId('fx-trade-kind').getByRole('radio', { name: 'Forward' }),
      true,
    );
    await chooseSelectOption(drawer.getByTestId('fx-trade-currency'), 'EUR');
    await drawer
      .getByTestId('fx-trade-amount')
      .locator('input')
      .or(drawer.getByTestId('fx-trade-amount'))
      .first()
      .fill('25000');
    await drawer
      .getByTestId('fx-trade-value-date')
      .fill(new Date(Date.now() + 30 * DAY).toISOString().slice(0, 10));
    await drawer.getByTestId('fx-get-rate').click();
    await drawer.getByTestId('fx-quote-countdown').waitFor({ timeout: 20_000 });
    await drawer.getByTestId('fx-book-trade').click();
    await expect
      .poll(async () => Number(await eur.getAttribute('data-hedged')), { timeout: 20_000 })
      .toBe(25);
  });
});
