// Every notification the server writes carries a message key of notifications.messages with its parameters
// (db/src/domain/notifications/domain-events.ts requires both). Each key, given parameters like the server's,
// reads in Chinese and in Spanish: every placeholder filled, no English left (neither the stored fallback nor
// the English catalogue's text), and its money formatted for the reader's locale.
import type { i18n as I18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { NotificationItem } from '@tradehub/contract';
import { formatMoney, intlLocaleFor } from '../../src/i18n/format';
import { messages } from '../../src/i18n/resources';
import { notificationText } from '../../src/notifications/notificationText';
import { batch, impact, marginGuard, rateAlert, weakened } from './support/message-samples';
import { catalogueI18n, formatFor, type Language } from './support/catalogue-i18n';
import { checkEveryKeyReadsInEachLanguage } from './support/every-key-translated';

let i18n: I18n;
beforeAll(async () => {
  i18n = await catalogueI18n();
});

const payment = { by: 'Li Wei', amountMinor: 123_456, currency: 'USD', supplier: 'Shenzhen Parts Ltd' };

/** Parameters as the server writes them (same names and kinds), for every key of the catalogue. */
const SAMPLES: Record<string, Record<string, string | number>> = {
  marginGuard,
  ownershipTransferred: { by: 'Li Wei', organisation: 'Acme Trading' },
  policyChangeStale: {},
  policiesChanged: { by: 'Li Wei', policiesCodeList: 'riskRules,approvalTiers' },
  policiesChangedApproved: {
    by: 'Li Wei',
    approver: 'Ana García',
    policiesCodeList: 'riskRules,approvalTiers',
  },
  policyChangeProposed: { by: 'Li Wei', ...weakened },
  policyChangeRejected: { by: 'Ana García', ...weakened },
  policyChangeRejectedWithReason: {
    by: 'Ana García',
    ...weakened,
    reason: '—',
  },
  paymentRequestPaid: { reference: 'PR-7', amountMinor: 123_456, currency: 'USD', payer: 'Acme' },
  paymentAwaitingApproval: payment,
  paymentApproved: payment,
  paymentRejected: { ...payment, reason: '—' },
  paymentApprovalAdded: { ...payment, given: 1, needed: 2 },
  paymentBlockedByScreening: { amountMinor: 123_456, currency: 'USD', supplier: 'Shenzhen Parts Ltd' },
  paymentCompleted: { amountMinor: 123_456, currency: 'USD', supplier: 'Shenzhen Parts Ltd' },
  paymentFailed: { amountMinor: 123_456, currency: 'USD', supplier: 'Shenzhen Parts Ltd', reason: '—' },
  batchAwaitingApproval: { ...batch, file: 'march.csv' },
  batchApprovalAdded: { ...batch, given: 1, needed: 2 },
  batchApproved: batch,
  batchRejected: { ...batch, reason: '—' },
  batchCompleted: { count: 12, totals: '12000.00 USD', file: 'march.csv' },
  batchCompletedWithFailures: {
    count: 12,
    totals: '12000.00 USD',
    file: 'march.csv',
    settled: 10,
    failed: 2,
  },
  webhookEndpointDisabled: { url: 'https://example.com/hooks' },
  supplierVerified: { supplier: 'Shenzhen Parts Ltd', by: 'Li Wei' },
  supplierRejected: { supplier: 'Shenzhen Parts Ltd', by: 'Li Wei', reason: '—' },
  screeningHit: { subject: 'Shenzhen Parts Ltd', entry: 'Parts Ltd', list: 'OFAC SDN', score: 92 },
  screeningHitWithMore: {
    subject: 'Shenzhen Parts Ltd',
    entry: 'Parts Ltd',
    list: 'OFAC SDN',
    score: 92,
    more: 2,
  },
  supplierDocumentExpired: { supplier: 'Shenzhen Parts Ltd', documents: 'licence.pdf' },
  supplierUnderReview: { supplier: 'Shenzhen Parts Ltd' },
  accountApproved: {},
  accountRejected: {},
  accountRejectedWithReason: { reason: '—' },
  rateAlertAbove: { ...rateAlert, threshold: '7.2000' },
  rateAlertBelow: { ...rateAlert, threshold: '7.3000' },
  rateAlertMove: { ...rateAlert, rateMovePercent: -0.62, minutes: 60 },
  rateAlertAboveWithImpact: { ...rateAlert, threshold: '7.2000', ...impact },
  rateAlertBelowWithImpact: { ...rateAlert, threshold: '7.3000', ...impact },
  rateAlertMoveWithImpact: { ...rateAlert, rateMovePercent: -0.62, minutes: 60, ...impact },
};

const item = (messageKey: string): NotificationItem => ({
  id: 'n1',
  type: 'info',
  title: 'ENGLISH TITLE',
  message: 'ENGLISH MESSAGE',
  messageKey,
  params: SAMPLES[messageKey]!,
  link: null,
  createdAt: '2026-11-27T02:00:00.000Z',
  readAt: null,
});

async function render(language: Language, messageKey: string) {
  await i18n.changeLanguage(language);
  return notificationText(item(messageKey), i18n.t, formatFor(language));
}

const keys = Object.keys(messages.en.notifications.messages);

describe('notification message keys', () => {
  checkEveryKeyReadsInEachLanguage({
    keys,
    samples: SAMPLES,
    render,
    parts: (text) => [text.title, text.message],
    fallback: /ENGLISH (TITLE|MESSAGE)/,
  });

  it("formats a payment's amount for the reader", async () => {
    expect((await render('en', 'paymentApproved')).message).toBe(
      'Li Wei approved your payment of $1,234.56 to Shenzhen Parts Ltd.',
    );
    const zh = await render('zh', 'paymentApproved');
    expect(zh.title).toBe('付款已批准');
    expect(zh.message).toContain(formatMoney(123_456, 'USD', intlLocaleFor('zh')));
    const es = await render('es', 'paymentApproved');
    expect(es.title).toBe('Pago aprobado');
    expect(es.message).toContain(formatMoney(123_456, 'USD', intlLocaleFor('es')));
    expect(es.message).toContain('1234,56');
  });

  it('picks the plural by the row count, and signs an impact', async () => {
    await i18n.changeLanguage('en');
    const one = notificationText(
      { ...item('batchApproved'), params: { ...batch, count: 1 } },
      i18n.t,
      formatFor('en'),
    );
    expect(one.message).toBe('Li Wei approved your batch of 1 payment (12000.00 USD, 500.00 EUR).');
    expect((await render('en', 'batchApproved')).message).toContain('12 payments');
    expect((await render('es', 'rateAlertMoveWithImpact')).message).toContain('-0,6');
    expect((await render('en', 'rateAlertMoveWithImpact')).message).toContain('-$2,500.00');
  });
});
