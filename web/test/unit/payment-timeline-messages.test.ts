// A payment's timeline entries carry a message key of payments.timeline.messages with parameters (the domain's
// PaymentTimelineMessages). Each key, given parameters like the server's, reads in Chinese and in Spanish with
// every placeholder filled and no English left; risk rules are said as words, never as their codes; an entry
// without a key (a person's own words) keeps its note.
import type { i18n as I18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatMoney, intlLocaleFor } from '../../src/i18n/format';
import { messages } from '../../src/i18n/resources';
import { paymentEventText, type PaymentEvent } from '../../src/pages/payments/paymentEventText';
import { catalogueI18n, formatFor, type Language } from './support/catalogue-i18n';

let i18n: I18n;
beforeAll(async () => {
  i18n = await catalogueI18n();
});

/** Parameters as the server writes them, for every key of the catalogue. */
const SAMPLES: Record<string, { event: string; params: Record<string, string | number> }> = {
  paymentCreated: {
    event: 'created',
    params: { amountMinor: 123_456, currency: 'USD', method: 'Wire Transfer' },
  },
  batchRowCreated: { event: 'created', params: { row: 7, file: 'march.csv' } },
  batchRowRetried: {
    event: 'created',
    params: { row: 7, file: 'march.csv', failedPayment: '0b7f0d7e-5a0c-4b7e-9d55-1f4f0d2a6c11' },
  },
  approvalRequested: {
    event: 'approval_requested',
    params: { approvalReasonCodeList: 'over_threshold,first_payment', approvers: 1 },
  },
  riskNoted: {
    event: 'risk_noted',
    params: { approvalReasonCodeList: 'first_payment,new_bank_details,country_mismatch' },
  },
  approvalAdded: { event: 'approval_added', params: { given: 1, needed: 2 } },
  submitted: { event: 'submitted', params: {} },
  settled: { event: 'completed', params: {} },
  railDeclined: { event: 'failed', params: {} },
  screeningBlocked: {
    event: 'failed',
    params: {
      subject: 'Shenzhen Parts Ltd',
      list: 'OFAC',
      entryId: 'SDN-1',
      entryName: 'Parts Ltd',
      score: 0.92,
    },
  },
};

const entry = (messageKey: string | null, event = 'created', note = 'ENGLISH NOTE'): PaymentEvent => ({
  at: '2026-11-27T02:00:00.000Z',
  event: messageKey ? SAMPLES[messageKey]!.event : event,
  by: 'Li Wei',
  note,
  messageKey,
  params: messageKey ? SAMPLES[messageKey]!.params : null,
});

async function render(language: Language, event: PaymentEvent) {
  await i18n.changeLanguage(language);
  return paymentEventText(event, i18n.t, formatFor(language));
}

const keys = Object.keys(messages.en.payments.timeline.messages);
const RULE_CODES = /over_threshold|first_payment|new_bank_details|country_mismatch|_/u;

describe('payment timeline message keys', () => {
  it('has sample parameters for every key of the catalogue', () => {
    expect(keys.filter((key) => !(key in SAMPLES))).toEqual([]);
    expect(Object.keys(SAMPLES).filter((key) => !keys.includes(key))).toEqual([]);
  });

  describe.each(['zh', 'es'] as const)('in %s', (language) => {
    it.each(keys)('%s reads in the language, every placeholder filled, no code shown', async (key) => {
      const english = await render('en', entry(key));
      const text = await render(language, entry(key));
      expect(text.note).not.toContain('{{');
      expect(text.note).not.toContain('ENGLISH NOTE');
      expect(text.note).not.toBe(english.note);
      expect(text.title).not.toBe(english.title);
      expect(`${text.title} ${text.note}`).not.toMatch(RULE_CODES);
    });
  });

  it('says the creation with the amount for the locale and the method in words', async () => {
    expect(await render('en', entry('paymentCreated'))).toEqual({
      title: 'Created',
      note: '$1,234.56 by Wire Transfer.',
    });
    const zh = await render('zh', entry('paymentCreated'));
    expect(zh.note).toContain(formatMoney(123_456, 'USD', intlLocaleFor('zh')));
    expect(zh.note).toContain('电汇');
  });

  it('says the risk rules as words, listed in the reader’s language', async () => {
    expect((await render('en', entry('riskNoted'))).note).toBe(
      'Noted: first payment to this supplier, bank details changed recently, and bank account in another ' +
        'country than the supplier’s; no other member can approve yet.',
    );
    expect((await render('es', entry('riskNoted'))).note).toContain(
      'primer pago a este proveedor, datos bancarios cambiados recientemente y cuenta bancaria',
    );
  });

  it('adds the approvers and the recent payments an approval request was judged on', async () => {
    const request: PaymentEvent = {
      ...entry('approvalRequested'),
      params: {
        approvalReasonCodeList: 'recent_payments',
        approvers: 2,
        recentCount: 3,
        recentSupplier: 'Acme',
        recentTotalMinor: 2_999_700,
        currency: 'USD',
      },
    };
    expect((await render('en', request)).note).toBe(
      'Needs approval: recent payments to this supplier. It needs 2 approvers. Together with 3 payments to ' +
        'Acme in the last 24 hours: $29,997.00.',
    );
  });

  it('keeps the note of an entry without a key, and names an unknown event as it is', async () => {
    expect(await render('zh', entry(null, 'rejected', 'Wrong supplier'))).toEqual({
      title: '已拒绝',
      note: 'Wrong supplier',
    });
    expect((await render('zh', entry(null, 'something_new'))).title).toBe('something_new');
  });
});
