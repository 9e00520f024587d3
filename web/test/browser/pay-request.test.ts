// A payment request's share link in the browser (issue 25 item 1, "from a payment request"): organisation A
// requests a payment as Request Payment does; a visitor opening the link sees the request and the sign-in
// prompt; a member of organisation B opens it signed in, picks one of B's suppliers and adds it to B's bills,
// where it shows (live on B's open Bills tab); an unknown reference shows the not-found state.
import { Bill } from '@tradehub/db';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../gateway/src/auth/password.js';
import { chooseSelectOption } from '../../../infra/test-support/antd-select.js';
import {
  joinSharedStack,
  signInThroughApi,
  type SharedBrowserStack,
} from '../../../infra/test-support/shared-browser-stack.js';
import { buildApprovedMember, buildSupplier } from '../../../infra/test-support/factories.js';

let stack: SharedBrowserStack;
let requester: Page;
let reference: string;
let shareUrl: string;
/** A second request, without a due date, that B records from the Bills tab's New bill drawer. */
let secondReference: string;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const dueDate = day(30);
const billRow = (page: Page, ref: string) =>
  page.locator(`[data-testid="bill-row"][data-reference="${ref}"]`);

beforeAll(async () => {
  stack = await joinSharedStack({
    seed: async (em) => {
      buildApprovedMember(em, {
        email: 'asker@pay-request.example',
        passwordHash: await hashPassword('asker-password'),
        businessName: 'Lisbon Cork Exporters Lda',
        fullName: 'Ana Asker',
      });
      const { organisation, user } = buildApprovedMember(em, {
        email: 'payer@pay-request.example',
        passwordHash: await hashPassword('payer-password'),
        businessName: 'Hamburg Flooring GmbH',
        fullName: 'Peter Payer',
      });
      buildSupplier(em, {
        organisation,
        createdBy: user,
        name: 'Lisbon Cork Exporters',
        location: 'Portugal',
        countryCode: 'PT',
        category: 'Materials',
      });
    },
  });
  requester = await signInThroughApi(stack, 'asker@pay-request.example', 'asker-password');
  // Request Payment's own call, made from A's signed-in page.
  const requestPayment = (body: Record<string, string>) =>
    requester.evaluate(async (payload) => {
      const response = await fetch('/api/payment-requests', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(payload),
      });
      return { status: response.status, json: (await response.json()) as unknown };
    }, body);
  const created = await requestPayment({
    payerName: 'Hamburg Flooring GmbH',
    payerEmail: 'ap@hamburg-flooring.example',
    amount: '12500.50',
    currency: 'EUR',
    dueDate,
    note: 'Order 4471: 300 m² cork tiles',
  });
  const second = await requestPayment({
    payerName: 'Hamburg Flooring GmbH',
    payerEmail: 'ap@hamburg-flooring.example',
    amount: '980.00',
    currency: 'USD',
  });
  expect(second.status).toBe(201);
  secondReference = (second.json as { request: { reference: string } }).request.reference;
  expect(created.status).toBe(201);
  const request = (created.json as { request: { reference: string; shareUrl: string } }).request;
  reference = request.reference;
  shareUrl = request.shareUrl;
}, 180_000);

afterAll(async () => {
  await stack?.stop();
});

describe('a payment request share link', () => {
  it('shows the request and the sign-in prompt to a signed-out visitor, on a phone', async () => {
    expect(shareUrl).toBe(`${stack.url}/pay/${reference}`);
    const context = await stack.browser.newContext({ viewport: { width: 390, height: 800 } });
    const page = await context.newPage();
    await page.goto(shareUrl);
    const headline = page.getByTestId('pay-request-headline');
    await headline.waitFor({ timeout: 20_000 });
    const text = await headline.textContent();
    expect(text).toContain('Lisbon Cork Exporters Lda asks you to pay €12,500.50 by');
    expect(text?.replace(/\s+/g, ' ')).toMatch(/by .+\.$/);
    expect(await page.getByTestId('pay-request-reference').textContent()).toBe(reference);
    expect(await page.getByTestId('pay-request-note').textContent()).toBe('Order 4471: 300 m² cork tiles');
    // The payer's address is the requester's to know, not the link's.
    expect(await page.content()).not.toContain('ap@hamburg-flooring.example');
    const prompt = page.getByTestId('pay-request-sign-in');
    await prompt.waitFor();
    expect(await page.getByText('Sign in to add this to your bills.').isVisible()).toBe(true);
    // Nothing runs off a phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The keyboard reaches the prompt, which opens the sign-in dialog.
    await prompt.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Sign In' }).waitFor({ timeout: 20_000 });
    await context.close();
  });

  it('lets a member of another organisation add it to their bills, where it shows', async () => {
    const payer = await signInThroughApi(stack, 'payer@pay-request.example', 'payer-password');
    // B's Bills tab, open in another tab: the new bill arrives there live.
    const billsTab = await payer.context().newPage();
    await billsTab.goto(`${stack.url}/payments?tab=bills`);
    await billsTab.getByTestId('bills-tab').waitFor({ timeout: 20_000 });

    await payer.goto(shareUrl);
    await payer.getByTestId('pay-request-form').waitFor({ timeout: 20_000 });
    expect(await payer.getByTestId('pay-request-headline').textContent()).toContain(
      'Lisbon Cork Exporters Lda asks you to pay €12,500.50',
    );
    expect(await payer.getByTestId('pay-request-add').isDisabled()).toBe(true);
    await chooseSelectOption(payer.getByTestId('pay-request-supplier'), 'Lisbon Cork Exporters', {
      search: true,
    });
    await payer.getByTestId('pay-request-add').click();
    await payer.getByTestId('pay-request-added').waitFor({ timeout: 20_000 });

    const live = billRow(billsTab, reference);
    await live.waitFor({ timeout: 20_000 });
    expect(await live.getAttribute('data-status')).toBe('open');

    await payer.getByTestId('pay-request-open-bills').click();
    const row = billRow(payer, reference);
    await row.waitFor({ timeout: 20_000 });
    expect(payer.url()).toContain('/payments?tab=bills');
    expect(await row.getByTestId('bill-amount').textContent()).toBe('€12,500.50');
    expect(await row.getByTestId('bill-due-in').textContent()).toBe('in 30 days');
    expect(await row.getByTestId('bill-source-request').textContent()).toBe(
      `From payment request ${reference}`,
    );

    const bill = await stack.orm.em.fork().findOneOrFail(Bill, { reference }, { populate: ['supplier'] });
    expect(bill).toMatchObject({ amountMinor: 1_250_050, currency: 'EUR', status: 'open' });
    expect(bill.supplier.$.name).toBe('Lisbon Cork Exporters');
    expect(bill.dueDate.toISOString().slice(0, 10)).toBe(dueDate);
    expect(bill.note).toBe('Order 4471: 300 m² cork tiles');

    // Opened again: a second bill from it is refused, said in the page.
    await payer.goto(shareUrl);
    await chooseSelectOption(payer.getByTestId('pay-request-supplier'), 'Lisbon Cork Exporters', {
      search: true,
    });
    await payer.getByTestId('pay-request-add').click();
    await payer.getByTestId('pay-request-error').waitFor({ timeout: 20_000 });
    expect(await payer.getByTestId('pay-request-error').textContent()).toContain('already recorded');
  });

  it("records a request from the Bills tab's New bill drawer by its reference", async () => {
    const payer = await signInThroughApi(stack, 'payer@pay-request.example', 'payer-password', {
      path: '/payments?tab=bills',
    });
    await payer.getByTestId('bills-tab').waitFor({ timeout: 20_000 });
    await payer.getByTestId('bills-new').click();
    const drawer = payer.getByTestId('new-bill-drawer');
    await drawer.getByTestId('bill-mode-request').click();
    await drawer.getByTestId('bill-request-reference').fill(secondReference.toLowerCase());
    await drawer.getByTestId('bill-request-preview').waitFor({ timeout: 20_000 });
    expect(await drawer.getByTestId('bill-request-preview').textContent()).toContain(
      'Lisbon Cork Exporters Lda asks for $980.00, due on receipt (today).',
    );
    await chooseSelectOption(drawer.getByTestId('bill-request-supplier'), 'Lisbon Cork Exporters', {
      search: true,
    });
    await drawer.getByTestId('bill-request-save').click();
    await drawer.waitFor({ state: 'hidden', timeout: 20_000 });
    const row = billRow(payer, secondReference);
    await row.waitFor({ timeout: 20_000 });
    expect(await row.getByTestId('bill-amount').textContent()).toBe('$980.00');
    expect(await row.getByTestId('bill-due-in').textContent()).toBe('due today');
  });

  it("lists the requester's own requests on Payments, and turns one Paid live when its bill is paid", async () => {
    await requester.goto(`${stack.url}/payments`);
    const card = requester.getByTestId('payment-requests-card');
    const requestRow = (ref: string) =>
      card.locator(`[data-testid="payment-request-row"][data-reference="${ref}"]`);
    await requestRow(secondReference).waitFor({ timeout: 20_000 });
    // Newest first, with the amounts, the due dates and Open.
    expect(
      await card
        .getByTestId('payment-request-row')
        .evaluateAll((rows) => rows.map((row) => row.dataset.reference)),
    ).toEqual([secondReference, reference]);
    expect(await requestRow(reference).getByTestId('payment-request-amount').textContent()).toBe(
      '€12,500.50',
    );
    expect(await requestRow(secondReference).getByTestId('payment-request-amount').textContent()).toBe(
      '$980.00',
    );
    expect(await requestRow(secondReference).textContent()).toContain('No due date');
    expect(await requestRow(secondReference).getByTestId('payment-request-status').textContent()).toBe(
      'Open',
    );

    // The payer pays the bill it recorded from the second request in full: the requester's open page shows
    // the request Paid without a reload.
    const em = stack.orm.em.fork();
    const bill = await em.findOneOrFail(Bill, { reference: secondReference }, { populate: ['supplier'] });
    const payer = await signInThroughApi(stack, 'payer@pay-request.example', 'payer-password');
    const paid = await payer.evaluate(
      async (body) => {
        const response = await fetch('/api/payments', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        return { status: response.status, text: await response.text() };
      },
      {
        supplierId: bill.supplier.id,
        amount: '980.00',
        currency: 'USD',
        method: 'Wire Transfer',
        valueDate: day(1),
        idempotencyKey: `pay-${secondReference}`,
        bills: [{ billId: bill.id, amount: '980.00' }],
      },
    );
    expect(paid.status, paid.text).toBe(201);
    await requester.waitForFunction(
      (ref) =>
        document
          .querySelector(`[data-testid="payment-request-row"][data-reference="${ref}"]`)
          ?.getAttribute('data-status') === 'paid',
      secondReference,
      { timeout: 30_000 },
    );
    expect(await requestRow(secondReference).getByTestId('payment-request-status').textContent()).toBe(
      'Paid',
    );
    expect(await requestRow(reference).getAttribute('data-status')).toBe('open');
  });

  it("tells the requesting organisation's member that it is their own request", async () => {
    await requester.goto(shareUrl);
    await requester.getByTestId('pay-request-yours').waitFor({ timeout: 20_000 });
    expect(await requester.getByTestId('pay-request-add').count()).toBe(0);
  });

  it('shows the not-found state for an unknown or malformed reference', async () => {
    const page = await (await stack.browser.newContext()).newPage();
    for (const unknown of ['PR-ZZZZZZ', 'not-a-reference']) {
      await page.goto(`${stack.url}/pay/${unknown}`);
      await page.getByTestId('pay-request-unknown').waitFor({ timeout: 20_000 });
      expect(await page.getByTestId('pay-request-unknown').textContent()).toContain(
        'This payment request link is not valid',
      );
    }
  });
});
