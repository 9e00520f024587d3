// Every word in the reader's language (issue 28): a member reading TradeHub in 中文 pays a supplier, a colleague
// approves it and it settles; the toast, the notifications, the activity feed and the payment's timeline read
// in Chinese with the amount formatted for zh-CN, and no risk rule shows as its code. Switching to Español
// re-renders the notifications already shown; a second payment then reads in Spanish throughout.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../gateway/src/auth/password.js';
import { chooseLanguage } from '../../../infra/test-support/browser-stack.js';
import {
  joinSharedStack,
  signInThroughApi,
  type SharedBrowserStack,
} from '../../../infra/test-support/shared-browser-stack.js';
import { chooseSelectOption } from '../../../infra/test-support/antd-select.js';
import { buildApprovedMember, buildSupplier } from '../../../infra/test-support/factories.js';

const PASSWORD = 'reader-language-password';
const MAKER = 'li.wei@reader-language.example';
const APPROVER = 'ana.garcia@reader-language.example';
let stack: SharedBrowserStack;
let maker: Page;
let approver: Page;

beforeAll(async () => {
  stack = await joinSharedStack({
    seed: async (em) => {
      const passwordHash = await hashPassword(PASSWORD);
      const { organisation, user } = buildApprovedMember(em, {
        email: MAKER,
        passwordHash,
        businessName: 'Shenzhen Sourcing Co',
        fullName: 'Li Wei',
      });
      buildApprovedMember(em, { email: APPROVER, passwordHash, organisation, fullName: 'Ana García' });
      buildSupplier(em, {
        organisation,
        createdBy: user,
        name: 'Lyon Textiles SA',
        location: 'France',
        countryCode: 'FR',
        category: 'Textiles',
      });
    },
  });
  [maker, approver] = await Promise.all([
    signInThroughApi(stack, MAKER, PASSWORD),
    signInThroughApi(stack, APPROVER, PASSWORD),
  ]);
  await maker.getByTestId('connection-state').and(maker.locator('[data-state="live"]')).waitFor({
    timeout: 30_000,
  });
}, 120_000);
afterAll(async () => {
  await stack?.stop();
});

/**
 * Li Wei pays the supplier through New Payment, over the one-approver band so that Ana must approve it, and
 * sees the toast that confirms it. Answers the payment's id.
 */
async function makePayment(amount: string, money: string): Promise<string> {
  await maker.goto(`${stack.url}/payments`);
  await maker.getByTestId('new-payment').click();
  const drawer = maker.getByTestId('new-payment-drawer');
  await chooseSelectOption(drawer.getByTestId('payment-supplier'), 'Lyon Textiles SA', { search: true });
  const amountField = drawer.getByTestId('payment-amount');
  await amountField.locator('input').or(amountField).first().fill(amount);
  await drawer.getByTestId('payment-review').click();
  await drawer.getByTestId('quote-approval').waitFor({ timeout: 20_000 });
  const created = maker.waitForResponse(
    (response) => response.url().endsWith('/api/payments') && response.request().method() === 'POST',
  );
  await drawer.getByTestId('payment-confirm').click();
  const response = await created;
  expect(response.status(), await response.text()).toBe(201);
  const { payment } = (await response.json()) as { payment: { id: string; approvalStatus: string } };
  expect(payment.approvalStatus).toBe('awaiting');
  // The toast says what was sent, in the reader's words.
  await maker.locator('.ant-message').getByText(money).waitFor({ timeout: 10_000 });
  return payment.id;
}

async function approve(paymentId: string) {
  const response = await approver.request.post(`${stack.url}/api/payments/${paymentId}/approve`, {
    headers: { origin: stack.url },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The notifications panel's entries, as shown. */
async function notificationTexts(): Promise<string[]> {
  // A payment's drawer (opened once it is created) covers the top bar: closed as a person would.
  const drawer = maker.locator('.ant-drawer-open');
  if ((await drawer.count()) > 0) {
    await maker.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached', timeout: 10_000 });
  }
  await maker.getByRole('button', { name: /^(Notifications|通知|Notificaciones)/ }).click();
  const list = maker.locator('.th-notification-list').first();
  await list.waitFor({ timeout: 10_000 });
  const texts = await list.locator('.th-notification').allInnerTexts();
  await maker.keyboard.press('Escape');
  // Gone before the next step reaches for the top bar (the popover is destroyed once hidden).
  await list.waitFor({ state: 'detached', timeout: 10_000 });
  return texts;
}

/** The payment's timeline in View Details: [title, note] per entry. */
async function timeline(paymentId: string): Promise<string[][]> {
  await maker.goto(`${stack.url}/payments`);
  await maker
    .locator(`[data-testid="payment-row"][data-payment-id="${paymentId}"]`)
    .getByTestId('payment-view-details')
    .click();
  const events = maker.getByTestId('payment-timeline').getByTestId('payment-event');
  await expect.poll(() => events.count(), { timeout: 20_000 }).toBe(5);
  // An entry without a note has no note element: read it only where there is one (waiting for it would take
  // the whole action timeout, 30 s, per entry without one).
  return Promise.all(
    (await events.all()).map(async (event) => {
      const note = event.getByTestId('payment-event-note');
      return [
        await event.locator('strong').innerText(),
        (await note.count()) > 0 ? await note.innerText() : '',
      ];
    }),
  );
}

const READERS = {
  zh: {
    autonym: '中文',
    locale: 'zh-CN',
    amount: '12345.67',
    approved: '付款已批准',
    completed: '付款已完成',
    events: ['已创建', '已请求审批', '已批准', '已提交', '已完成'],
    method: '银行转账',
    // Its first payment to the supplier.
    reason: '首次向该供应商付款',
  },
  es: {
    autonym: 'Español',
    locale: 'es-ES',
    amount: '23456.78',
    approved: 'Pago aprobado',
    completed: 'Pago completado',
    events: ['Creado', 'Aprobación solicitada', 'Aprobado', 'Enviado', 'Completado'],
    method: 'Transferencia bancaria',
    // Not the first payment any more: its amount's band.
    reason: 'el tramo de aprobación del importe',
  },
} as const;

describe("a payment approved and settled, in the reader's language", () => {
  it.each(['zh', 'es'] as const)(
    'reads in %s: toast, notifications, activity and timeline',
    async (language) => {
      const reader = READERS[language];
      const seenBefore = language === 'es' ? await notificationTexts() : [];
      await chooseLanguage(maker, reader.autonym, language);
      // The amount as the reader's locale writes it (zh-CN: US$12,345.67; es-ES: 23.456,78 US$).
      const money = new Intl.NumberFormat(reader.locale, { style: 'currency', currency: 'USD' }).format(
        Number(reader.amount),
      );

      if (language === 'es') {
        // The notifications already there (the Chinese payment's) now read in Spanish.
        expect(seenBefore.join('\n')).toContain('付款已完成');
        const now = (await notificationTexts()).join('\n');
        expect(now).toContain('Pago completado');
        expect(now).not.toMatch(/付款|已完成/u);
      }

      const paymentId = await makePayment(reader.amount, money);
      await approve(paymentId);
      // Settled: the open list follows it live.
      const row = maker.locator(`[data-testid="payment-row"][data-payment-id="${paymentId}"]`);
      await expect.poll(() => row.getAttribute('data-status'), { timeout: 60_000 }).toBe('completed');

      const notifications = (await notificationTexts()).join('\n');
      expect(notifications).toContain(reader.approved);
      expect(notifications).toContain(reader.completed);
      expect(notifications).toContain(money);
      expect(notifications).toContain('Ana García');
      expect(notifications).not.toMatch(/Payment (approved|completed)|Your payment/u);

      await maker.goto(`${stack.url}/`);
      const activity = maker.getByTestId('recent-activity').getByTestId('activity');
      await activity.filter({ hasText: money }).first().waitFor({ timeout: 20_000 });
      const feed = (await activity.allInnerTexts()).join('\n');
      expect(feed).toContain(reader.completed);
      expect(feed).not.toMatch(/Payment (approved|completed|created)|was paid/u);

      const entries = await timeline(paymentId);
      expect(entries.map(([title]) => title)).toEqual(reader.events);
      expect(entries[0]![1]).toContain(money);
      expect(entries[0]![1]).toContain(reader.method);
      // The approval's reasons in words, never as codes.
      expect(entries[1]![1]).toContain(reader.reason);
      expect(entries.flat().join('\n')).not.toMatch(/minor units|over_threshold|first_payment|sandbox/u);
    },
  );
});
