// The Bills tab in the browser (issue 25 item 1), on the stack as `npm start` runs it: a bill added by hand
// (the API's field error shown on its field first) shows under Due soon; a CSV with a bad row shows that row's
// error and imports the valid rows, and the same file again is refused row by row as duplicates; two bills
// paid as one batch (its rows naming their bills) become scheduled, then paid once a colleague approves the
// batch, live on the maker's open tab; the invoice is attached; a bill is cancelled after a confirmation; on a
// phone the bills are cards.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { Bill, BillPayment } from '@tradehub/db';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseSelectOption } from '../../../infra/test-support/antd-select.js';
import {
  signInThroughApi,
  type SharedBrowserStack,
} from '../../../infra/test-support/shared-browser-stack.js';
import {
  addPaymentApprover,
  closePayablesWorkspace,
  openPayablesWorkspace,
} from './support/payables-workspace.js';

let stack: SharedBrowserStack;
let page: Page;
let dir: string;
let organisationId: string;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const row = (page: Page, reference: string) =>
  page.locator(`[data-testid="bill-row"][data-reference="${reference}"]`);
const statusOf = (bill: Locator) => bill.getAttribute('data-status');
const chooseView = (page: Page, name: string) =>
  page.getByTestId('bills-views').getByText(name, { exact: true }).click();

beforeAll(async () => {
  ({ stack, page, dir, organisationId } = await openPayablesWorkspace(
    'bills-browser',
    {
      email: 'payables@bills.example',
      password: 'bills-password',
      businessName: 'Danube Payables GmbH',
      fullName: 'Paula Payables',
    },
    { names: ['Lyon Textiles SARL', 'Gdansk Amber SA'], location: 'France', countryCode: 'FR' },
  ));
});

afterAll(() => closePayablesWorkspace({ stack, dir }));

describe('the Bills tab', () => {
  it('adds a bill by hand, the API’s field error shown on its field, and shows it under Due soon', async () => {
    // The workspace opened the page on /payments.
    await page.getByTestId('payments-tab-bills').click();
    await page.getByTestId('bills-tab').waitFor({ timeout: 20_000 });
    expect(page.url()).toContain('tab=bills');
    await expect
      .poll(() => page.getByTestId('bills-tab').textContent(), { timeout: 20_000 })
      .toContain('No bills here');

    await page.getByTestId('bills-new').click();
    const drawer = page.getByTestId('new-bill-drawer');
    await drawer.getByTestId('new-bill-form').waitFor({ timeout: 20_000 });
    await chooseSelectOption(drawer.getByTestId('bill-supplier'), 'Lyon Textiles SARL', { search: true });
    await drawer.getByTestId('bill-amount').fill('12500.00');
    await drawer.getByTestId('bill-issue-date').fill(day(0));
    // Due before it was issued: the gateway names the field, and the form shows it there.
    await drawer.getByTestId('bill-due-date').fill(day(-3));
    await drawer.getByTestId('bill-reference').fill('INV-HAND-1');
    await drawer.getByTestId('bill-budget-rate').fill('1.0850');
    await drawer.getByTestId('bill-save').click();
    const dueItem = drawer.locator('.ant-form-item').filter({ has: page.getByTestId('bill-due-date') });
    await expect
      .poll(() => dueItem.locator('.ant-form-item-explain-error').textContent(), { timeout: 20_000 })
      .toContain('must not be before the issue date');

    await drawer.getByTestId('bill-due-date').fill(day(5));
    await drawer.getByTestId('bill-save').click();
    await drawer.waitFor({ state: 'hidden', timeout: 20_000 });

    await chooseView(page, 'Due soon');
    const bill = row(page, 'INV-HAND-1');
    await bill.waitFor({ timeout: 20_000 });
    expect(await statusOf(bill)).toBe('open');
    expect(await bill.getByTestId('bill-amount').textContent()).toBe('€12,500.00');
    expect(await bill.getByTestId('bill-due-in').textContent()).toBe('in 5 days');
    expect(await bill.getByTestId('bill-status').textContent()).toBe('Open');
  });

  it('imports a CSV: the bad row’s error shown, the valid rows imported, the same file again refused as duplicates', async () => {
    const file = path.join(dir, 'november-bills.csv');
    writeFileSync(
      file,
      'supplier,reference,currency,amount,issue date,due date\n' +
        `Lyon Textiles SARL,LT-100,USD,1200.00,${day(-10)},${day(20)}\n` +
        `Nowhere Traders,NW-1,USD,50.00,${day(-10)},${day(20)}\n` +
        `Gdansk Amber SA,GA-200,USD,800.50,${day(-10)},${day(-2)}\n`,
    );
    await page.getByTestId('bills-import').click();
    const dialog = page.getByTestId('bill-import-dialog');
    await dialog.locator('input[type="file"]').setInputFiles(file);
    await dialog.getByTestId('bill-import-counts').waitFor({ timeout: 20_000 });
    expect(await dialog.getByTestId('bill-import-counts').textContent()).toContain(
      '2 of 3 rows can be imported',
    );
    const bad = dialog.locator('[data-testid="bill-import-row"][data-valid="false"]');
    expect(await bad.count()).toBe(1);
    expect(await bad.getAttribute('data-row')).toBe('3');
    const error = bad.locator('[data-column="supplier"]');
    expect(await error.getAttribute('data-code')).toBe('supplier_unknown');
    expect(await error.textContent()).toBe('Supplier: no supplier has this name or id.');
    // A dry run: nothing is recorded yet.
    expect(await stack.orm.em.fork().count(Bill, { reference: ['LT-100', 'GA-200'] })).toBe(0);

    await dialog.getByTestId('bill-import-run').click();
    await dialog.waitFor({ state: 'hidden', timeout: 20_000 });
    await chooseView(page, 'All');
    await row(page, 'LT-100').waitFor({ timeout: 20_000 });
    await chooseView(page, 'Overdue');
    await row(page, 'GA-200').waitFor({ timeout: 20_000 });
    expect(await row(page, 'GA-200').getByTestId('bill-due-in').textContent()).toBe('2 days overdue');

    await page.getByTestId('bills-import').click();
    const again = page.getByTestId('bill-import-dialog');
    await again.locator('input[type="file"]').setInputFiles(file);
    await again.getByTestId('bill-import-counts').waitFor({ timeout: 20_000 });
    expect(await again.getByTestId('bill-import-counts').textContent()).toContain(
      '0 of 3 rows can be imported',
    );
    const duplicates = again.locator('[data-code="duplicate_bill"]');
    expect(await duplicates.count()).toBe(2);
    expect(await duplicates.first().textContent()).toContain('already recorded');
    expect(await again.getByTestId('bill-import-run').isDisabled()).toBe(true);
    await page.keyboard.press('Escape');
    await again.waitFor({ state: 'hidden', timeout: 20_000 });
  });

  it('pays two bills as one batch naming them: scheduled at once, paid live when a colleague approves', async () => {
    // Every batch now waits for one approver, so "scheduled" is seen before "paid".
    await addPaymentApprover(
      { stack, organisationId },
      { email: 'approver@bills.example', password: 'approver-password', fullName: 'Arno Approver' },
    );

    await chooseView(page, 'Open');
    for (const reference of ['LT-100', 'GA-200']) {
      await row(page, reference).waitFor({ timeout: 20_000 });
      await row(page, reference).locator('input[type="checkbox"]').check();
    }
    expect(await page.getByTestId('bills-pay-selected').textContent()).toBe('Pay 2 selected bills');
    await page.getByTestId('bills-pay-selected').click();
    const dialog = page.getByTestId('pay-bills-dialog');
    await dialog.getByTestId('batch-summary').waitFor({ timeout: 20_000 });
    await expect
      .poll(() => dialog.getByTestId('pay-bills-totals').textContent(), { timeout: 20_000 })
      .toContain('$2,000.50');
    // Part of LT-100 now, each on its due date: LT-100 in 20 days, GA-200 (overdue) today; checked again.
    await dialog.getByTestId('pay-bills-timing').getByText('Each on its due date', { exact: false }).click();
    const amount = dialog.getByTestId('pay-bills-amount-LT-100');
    expect(await amount.inputValue()).toBe('1200.00');
    await amount.fill('600.00');
    await expect
      .poll(() => dialog.getByTestId('pay-bills-totals').textContent(), { timeout: 20_000 })
      .toContain('$1,400.50');
    // More than is open is refused on its row by the batch validation, and nothing can be paid until fixed.
    await amount.fill('1500.00');
    await expect
      .poll(() => dialog.getByTestId('batch-counts').textContent(), { timeout: 20_000 })
      .toContain('1 of 2 rows are valid');
    await amount.fill('600.00');
    await expect
      .poll(() => dialog.getByTestId('batch-counts').textContent(), { timeout: 20_000 })
      .toContain('2 of 2 rows are valid');
    expect(await dialog.getByTestId('batch-approvers').getAttribute('data-count')).toBe('1');
    await dialog.getByTestId('pay-bills-confirm').click();
    const batchDrawer = page.getByTestId('batch-details');
    await batchDrawer.waitFor({ timeout: 20_000 });
    await page.keyboard.press('Escape');
    await batchDrawer.waitFor({ state: 'hidden', timeout: 20_000 });

    await chooseView(page, 'All');
    for (const reference of ['LT-100', 'GA-200'])
      await expect.poll(() => statusOf(row(page, reference)), { timeout: 20_000 }).toBe('scheduled');
    expect(await row(page, 'LT-100').getByTestId('bill-status').textContent()).toBe('Scheduled');
    // The batch's rows name their bills.
    const paid = await stack.orm.em
      .fork()
      .find(BillPayment, { bill: { reference: ['LT-100', 'GA-200'] } }, { populate: ['bill', 'payment'] });
    expect(
      paid
        .map((row) => [
          row.bill.$.reference,
          row.payment.$.amountMinor,
          row.payment.$.date.toISOString().slice(0, 10),
        ])
        .sort(),
    ).toEqual([
      ['GA-200', 80_050, day(0)],
      ['LT-100', 60_000, day(20)],
    ]);

    const approver = await signInThroughApi(stack, 'approver@bills.example', 'approver-password', {
      path: '/payments',
    });
    await approver.getByTestId('batch-view').first().click();
    const approverDrawer = approver.getByTestId('batch-details');
    await approverDrawer.waitFor({ timeout: 20_000 });
    await approverDrawer.getByTestId('batch-approve').click();

    // The maker's tab, open all along: GA-200 paid, LT-100 half paid, without a reload.
    await expect.poll(() => statusOf(row(page, 'GA-200')), { timeout: 60_000 }).toBe('paid');
    await expect.poll(() => statusOf(row(page, 'LT-100')), { timeout: 60_000 }).toBe('partly_paid');
    expect(await row(page, 'GA-200').getByTestId('bill-status').textContent()).toBe('Paid');
    expect(await row(page, 'LT-100').getByTestId('bill-status').textContent()).toBe('Partly paid');
    await approver.context().close();
    // Two people signed in and a batch approved and settled: more than the default on a loaded machine.
  }, 180_000);

  it('attaches the invoice, cancels a bill after a confirmation, and shows the bills as cards on a phone', async () => {
    const bill = row(page, 'INV-HAND-1');
    await bill.getByTestId('bill-attach-file').setInputFiles({
      name: 'inv-hand-1.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(
        '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
      ),
    });
    await expect
      .poll(() => bill.getByTestId('bill-document').textContent(), { timeout: 20_000 })
      .toBe('inv-hand-1.pdf');
    const documentUrl = await bill.getByTestId('bill-document').getAttribute('href');
    expect((await page.request.get(`${stack.url}${documentUrl}`)).status()).toBe(200);

    await bill.getByTestId('bill-cancel').click();
    await page.getByTestId('bill-cancel-confirm').click();
    await expect.poll(() => statusOf(bill), { timeout: 20_000 }).toBe('cancelled');
    expect(await bill.getByTestId('bill-cancel').count()).toBe(0);

    const phone = await signInThroughApi(stack, 'payables@bills.example', 'bills-password', {
      viewport: { width: 390, height: 844 },
      path: '/payments?tab=bills',
    });
    await chooseView(phone, 'All');
    const card = phone.locator('li[data-testid="bill-row"][data-reference="GA-200"]');
    await card.waitFor({ timeout: 20_000 });
    expect(await card.getByTestId('bill-status').textContent()).toBe('Paid');
    expect(await phone.locator('table').count()).toBe(0);
    // Nothing wider than the screen.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phone.context().close();
  });
});
