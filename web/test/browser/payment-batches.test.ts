// Batch payments in the browser (issue 19 item 3), on the stack as `npm start` runs it: a file with a bad
// row shows that row's error by column, the batch of its valid rows is created, its progress bar follows the
// settlement live (batch:changed through the cache bridge) to completion, and the result CSV downloads; a
// batch over the approval band waits for a colleague, and the maker's open drawer follows their approval.
import { writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
const ROWS = 40;

beforeAll(async () => {
  ({ stack, page, dir, organisationId } = await openPayablesWorkspace(
    'batch-browser',
    {
      email: 'batcher@payment-batches.example',
      password: 'batch-password',
      businessName: 'Baltic Batch Traders',
      fullName: 'Bea Batcher',
    },
    { names: ['Riga Timber SIA', 'Tallinn Tools OU'], location: 'Latvia', countryCode: 'LV' },
  ));
});

afterAll(() => closePayablesWorkspace({ stack, dir }));

describe('batch payments in the browser', () => {
  it('shows a bad row’s error, creates the batch of the valid rows, follows it live to completion and downloads the result', async () => {
    const lines = ['supplier,amount,currency,method,reference,value date'];
    for (let i = 0; i < ROWS; i += 1)
      lines.push(
        `${i % 2 ? 'Tallinn Tools OU' : 'Riga Timber SIA'},${i === 7 ? '10.13' : `${10 + i}.50`},USD,ACH,B-${i},2026-12-01`,
      );
    lines.splice(4, 0, 'Nobody Holdings,5.00,USD,ACH,B-X,2026-12-01');
    const file = path.join(dir, 'december.csv');
    writeFileSync(file, lines.join('\n') + '\n');

    // The workspace opened the page on /payments.
    await page.getByTestId('batch-open').click();
    const dialog = page.getByRole('dialog', { name: 'Pay many suppliers' });
    await dialog.waitFor({ timeout: 20_000 });
    expect(await dialog.getByTestId('batch-template').getAttribute('href')).toBe(
      '/api/payments/batches/template.csv',
    );
    await dialog.locator('input[type="file"]').setInputFiles(file);

    await dialog.getByTestId('batch-summary').waitFor({ timeout: 20_000 });
    expect(await dialog.getByTestId('batch-counts').textContent()).toContain(
      `${ROWS} of ${ROWS + 1} rows are valid`,
    );
    // Rows with errors are shown first: the unknown supplier on row 5, by column.
    const bad = dialog.locator('[data-testid="batch-row"][data-valid="false"]');
    expect(await bad.count()).toBe(1);
    expect(await bad.getAttribute('data-row')).toBe('5');
    const error = bad.locator('[data-column="supplier"]');
    expect(await error.getAttribute('data-code')).toBe('supplier_unknown');
    expect(await error.textContent()).toBe("Supplier: no supplier is named or has the id 'Nobody Holdings'.");
    expect(await dialog.getByTestId('batch-approvers').getAttribute('data-count')).toBe('0');

    await dialog.getByTestId('batch-create').click();
    const drawer = page.getByTestId('batch-details');
    await drawer.waitFor({ timeout: 20_000 });
    const progress = drawer.getByTestId('batch-progress');
    // No reload, no polling: the bar moves with batch:changed until every row is settled or failed.
    await expect
      .poll(() => progress.getAttribute('data-done'), { timeout: 60_000, interval: 100 })
      .toBe(String(ROWS));
    await expect.poll(() => drawer.getAttribute('data-status'), { timeout: 20_000 }).toBe('completed');
    expect(await drawer.textContent()).toContain(`${ROWS - 1} of ${ROWS} settled · 1 failed`);
    // The list's card follows the same push through the list's own query, a render after the drawer.
    const card = page.getByTestId('batch-item').first();
    await expect.poll(() => card.getAttribute('data-status'), { timeout: 10_000 }).toBe('completed');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      drawer.getByTestId('batch-result').click(),
    ]);
    const csv = (await readFile(await download.path()))
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(csv[0]).toBe('Row,Supplier,Amount,Currency,Status,Payment ID,Failure reason,Bill');
    expect(csv).toHaveLength(ROWS + 1);
    expect(csv[1]).toMatch(/^2,Riga Timber SIA,10\.50,USD,completed,[0-9a-f-]{36},,$/);
    expect(csv.find((line) => line.includes('10.13'))).toContain('failed');
  });

  it('refuses the same file again as a duplicate', async () => {
    await page
      .getByRole('button', { name: 'Close' })
      .first()
      .click()
      .catch(() => undefined);
    await page.getByTestId('batch-open').click();
    const dialog = page.getByRole('dialog', { name: 'Pay many suppliers' });
    await dialog.locator('input[type="file"]').setInputFiles(path.join(dir, 'december.csv'));
    await dialog.getByTestId('batch-duplicate').waitFor({ timeout: 20_000 });
    expect(await dialog.getByTestId('batch-create').isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Close' }).first().click();
  });

  it('waits for a colleague’s approval, which the maker’s open drawer follows live to completion', async () => {
    // A colleague who may approve payments joins, and every batch now needs one approver.
    await addPaymentApprover(
      { stack, organisationId },
      {
        email: 'approver@payment-batches.example',
        password: 'approver-password',
        fullName: 'Avery Approver',
      },
    );

    const file = path.join(dir, 'january.csv');
    writeFileSync(
      file,
      'supplier,amount,currency,method,reference,value date\n' +
        'Riga Timber SIA,120.00,USD,ACH,J-1,2027-01-05\nTallinn Tools OU,80.00,USD,ACH,J-2,2027-01-05\n',
    );
    await page.getByTestId('batch-open').click();
    const dialog = page.getByRole('dialog', { name: 'Pay many suppliers' });
    await dialog.locator('input[type="file"]').setInputFiles(file);
    await dialog.getByTestId('batch-summary').waitFor({ timeout: 20_000 });
    expect(await dialog.getByTestId('batch-approvers').getAttribute('data-count')).toBe('1');
    await dialog.getByTestId('batch-create').click();
    const drawer = page.getByTestId('batch-details');
    await expect
      .poll(() => drawer.getAttribute('data-status'), { timeout: 20_000 })
      .toBe('awaiting_approval');
    // The maker never approves their own batch.
    expect(await drawer.getByTestId('batch-approve').count()).toBe(0);

    const approver = await signInThroughApi(stack, 'approver@payment-batches.example', 'approver-password', {
      path: '/payments',
    });
    const item = approver.locator('[data-testid="batch-item"]', { hasText: 'january.csv' });
    await item.getByTestId('batch-view').click();
    const approverDrawer = approver.getByTestId('batch-details');
    await approverDrawer.waitFor({ timeout: 20_000 });
    await approverDrawer.getByTestId('batch-approve').click();

    // The maker's drawer, open all along: approved, then each row settled, without a reload.
    await expect.poll(() => drawer.getAttribute('data-status'), { timeout: 60_000 }).toBe('completed');
    expect(await drawer.textContent()).toContain('2 of 2 settled');
    expect(await drawer.textContent()).toContain('Avery Approver');
    await approver.context().close();
  });
});
