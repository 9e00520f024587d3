// An activity the server wrote with a message key (activities.messages) reads in the reader's language, its
// money formatted for their locale; one written before keys keeps its stored English text.
import type { i18n as I18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ActivityItem } from '@tradehub/contract';
import { activityText } from '../../src/activities/activityText';
import { formatMoney, intlLocaleFor } from '../../src/i18n/format';
import { messages } from '../../src/i18n/resources';
import { batch, impact, rateAlert, weakened } from './support/message-samples';
import { catalogueI18n, formatFor, type Language } from './support/catalogue-i18n';
import { checkEveryKeyReadsInEachLanguage } from './support/every-key-translated';

let i18n: I18n;
beforeAll(async () => {
  i18n = await catalogueI18n();
});

const amount = { amountMinor: 123_456, currency: 'USD', supplier: 'Shenzhen Parts Ltd' };
/** Parameters as the server writes them, for every key of the catalogue. */
const SAMPLES: Record<string, Record<string, string | number>> = {
  paymentCreated: { by: 'Li Wei', ...amount },
  paymentAwaitingApproval: { by: 'Li Wei', ...amount },
  paymentApproved: { by: 'Li Wei', ...amount },
  paymentRejected: { by: 'Li Wei', ...amount, reason: '—' },
  paymentApprovalAdded: { by: 'Li Wei', ...amount, given: 1, needed: 2 },
  paymentBlockedByScreening: amount,
  paymentSubmitted: amount,
  paymentCompleted: amount,
  paymentFailed: { ...amount, reason: '—' },
  billPaid: { reference: 'INV-7', amountMinor: 123_456, currency: 'USD' },
  billRecorded: { by: 'Li Wei', reference: 'INV-7', ...amount, dueDate: '2027-01-11' },
  purchaseOrderRecorded: { by: 'Li Wei', reference: 'PO-7', ...amount, dueDate: '2027-01-11' },
  billCancelled: { by: 'Li Wei', reference: 'INV-7', amountMinor: 123_456, currency: 'USD' },
  teamMemberInvited: { by: 'Li Wei', email: 'ana@example.com', role: 'Finance' },
  ownershipTransferred: { by: 'Li Wei', member: 'Ana García' },
  spotBuyBooked: { by: 'Li Wei', currency: 'EUR', valueDate: '2027-01-11' },
  spotSellBooked: { by: 'Li Wei', currency: 'EUR', valueDate: '2027-01-11' },
  forwardBuyBooked: { by: 'Li Wei', currency: 'EUR', valueDate: '2027-01-11' },
  forwardSellBooked: { by: 'Li Wei', currency: 'EUR', valueDate: '2027-01-11' },
  paymentRequestPaid: { reference: 'PR-7', amountMinor: 123_456, currency: 'USD', payer: 'Acme' },
  paymentRequested: { by: 'Li Wei', amountMinor: 123_456, currency: 'USD', payer: 'Acme', reference: 'PR-7' },
  paymentMethodConnected: { by: 'Li Wei', method: 'SWIFT' },
  supplierAdded: { by: 'Li Wei', supplier: 'Shenzhen Parts Ltd', location: 'Shenzhen' },
  supplierVerified: { by: 'Li Wei', supplier: 'Shenzhen Parts Ltd' },
  supplierVerifiedSingleReviewer: { by: 'Li Wei', supplier: 'Shenzhen Parts Ltd' },
  supplierRejected: { by: 'Li Wei', supplier: 'Shenzhen Parts Ltd', reason: '—' },
  supplierDocumentUploaded: { by: 'Li Wei', document: 'licence.pdf', supplier: 'Shenzhen Parts Ltd' },
  supplierDocumentDeleted: { by: 'Li Wei', document: 'licence.pdf', supplier: 'Shenzhen Parts Ltd' },
  batchCreated: { ...batch, file: 'march.csv' },
  batchAwaitingApproval: { ...batch, file: 'march.csv' },
  batchApprovalAdded: { ...batch, given: 1, needed: 2 },
  batchApproved: batch,
  batchRejected: { ...batch, reason: '—' },
  batchCompleted: { ...batch, file: 'march.csv', settled: 12, failed: 0 },
  batchCompletedWithFailures: { ...batch, file: 'march.csv', settled: 10, failed: 2 },
  policiesChanged: { by: 'Li Wei', policiesCodeList: 'riskRules,approvalTiers' },
  policiesChangedApproved: {
    by: 'Li Wei',
    approver: 'Ana García',
    policiesCodeList: 'riskRules,approvalTiers',
  },
  policyChangeProposed: { by: 'Li Wei', ...weakened },
  policyChangeRejected: { by: 'Ana García', ...weakened },
  screeningHit: { subject: 'Shenzhen Parts Ltd', entry: 'Parts Ltd', list: 'OFAC SDN', score: 92 },
  screeningHitWithMore: {
    subject: 'Shenzhen Parts Ltd',
    entry: 'Parts Ltd',
    list: 'OFAC SDN',
    score: 92,
    more: 2,
  },
  supplierDocumentExpired: { supplier: 'Shenzhen Parts Ltd', documents: 'licence.pdf' },
  supplierDocumentsSubmitted: { supplier: 'Shenzhen Parts Ltd', documents: 'ce-certificate.pdf' },
  volatilityAlert: { currency: 'JPY', pair: 'USD/JPY', rateMovePercent: 1.8, hours: 24, unhedgedPercent: 55 },
  supplierChecksPassed: { supplier: 'Shenzhen Parts Ltd' },
  rateAlertAbove: { ...rateAlert, threshold: '7.2000' },
  rateAlertBelow: { ...rateAlert, threshold: '7.3000' },
  rateAlertMove: { ...rateAlert, rateMovePercent: -0.62, minutes: 60 },
  rateAlertAboveWithImpact: { ...rateAlert, threshold: '7.2000', ...impact },
  rateAlertBelowWithImpact: { ...rateAlert, threshold: '7.3000', ...impact },
  rateAlertMoveWithImpact: { ...rateAlert, rateMovePercent: -0.62, minutes: 60, ...impact },
};

const item = (messageKey: string | null): ActivityItem => ({
  id: 'a1',
  type: 'transaction',
  title: 'ENGLISH TITLE',
  description: 'ENGLISH DESCRIPTION',
  messageKey,
  params: messageKey ? SAMPLES[messageKey]! : null,
  status: 'completed',
  date: '2026-11-27T02:00:00.000Z',
  relatedId: null,
});

async function render(language: Language, messageKey: string | null) {
  await i18n.changeLanguage(language);
  return activityText(item(messageKey), i18n.t, formatFor(language));
}

const keys = Object.keys(messages.en.activities.messages);

describe('activity message keys', () => {
  checkEveryKeyReadsInEachLanguage({
    keys,
    samples: SAMPLES,
    render,
    parts: (text) => [text.title, text.description],
    fallback: /ENGLISH (TITLE|DESCRIPTION)/,
    alsoCheck: (key, text, language) => {
      if (SAMPLES[key]!.amountMinor === 123_456)
        expect(text.description).toContain(formatMoney(123_456, 'USD', intlLocaleFor(language)));
    },
  });

  it('reads a completed payment in each language', async () => {
    expect(await render('en', 'paymentCompleted')).toEqual({
      title: 'Payment completed',
      description: '$1,234.56 to Shenzhen Parts Ltd was paid.',
    });
    expect((await render('zh', 'paymentCompleted')).title).toBe('付款已完成');
    expect((await render('es', 'paymentCompleted')).description).toContain('1234,56');
  });

  it('keeps the stored text of an activity without a key', async () => {
    expect(await render('zh', null)).toEqual({ title: 'ENGLISH TITLE', description: 'ENGLISH DESCRIPTION' });
  });
});
