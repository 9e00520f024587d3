// The naming rules by which a stored message's parameters are formatted for its reader
// (gateway/contract/src/i18n/message-params.ts), shared by the web and the workers' reports.
import { describe, expect, it } from 'vitest';
import { formatMessageParams, type MessageFormatters } from '../../src/i18n/message-params.js';
import { formatMoney } from '../../src/money.js';

function formatters(locale: string): MessageFormatters {
  return {
    locale,
    money: (amountMinor, currency, options) => formatMoney(amountMinor, currency, locale, options ?? {}),
    number: (value, options) => new Intl.NumberFormat(locale, options).format(value),
    date: (value, options) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: options?.timeZone }).format(
        new Date(value),
      ),
  };
}

const words: Record<string, string> = {
  'messageCodes.reason.sandbox_declined': 'Declined by the bank.',
  'messageCodes.approvalReason.first_payment': 'first payment',
  'messageCodes.approvalReason.daily_limit': 'the daily limit',
};
const t = (key: string, options: { defaultValue: string }) => words[key] ?? options.defaultValue;

describe('formatMessageParams', () => {
  it('formats <x>Minor as money in <x>Currency, or in currency, keeping the raw parameters', () => {
    const out = formatMessageParams(
      { amountMinor: 123456, amountCurrency: 'EUR', feeMinor: 1500, currency: 'USD', supplier: 'Acme' },
      formatters('en-US'),
      t,
    );
    expect(out.amount).toBe('€1,234.56');
    expect(out.fee).toBe('$15.00');
    expect(out.amountMinor).toBe(123456);
    expect(out.supplier).toBe('Acme');
  });

  it('uses the currency’s own digits and signs a delta, and leaves money without a currency alone', () => {
    const out = formatMessageParams(
      { totalMinor: 1500, currency: 'JPY', pnlDeltaMinor: 250, orphanMinor: 5, orphanCurrency: 7 },
      formatters('en-US'),
      t,
    );
    expect(out.total).toBe('¥1,500');
    expect(out.pnlDelta).toBe('+¥250');
    // A <x>Currency that is not text names no currency, and the general `currency` does not stand in for it.
    expect(out).not.toHaveProperty('orphan');
    const without = formatMessageParams({ totalMinor: 1500 }, formatters('en-US'), t);
    expect(without).toEqual({ totalMinor: 1500 });
  });

  it('writes percentages, signing a move with at least one decimal', () => {
    const out = formatMessageParams(
      { sharePercent: 12.5, rateMovePercent: 2, dropMovePercent: -0.25 },
      formatters('en-US'),
      t,
    );
    expect(out.share).toBe('12.5%');
    expect(out.rateMove).toBe('+2.0%');
    expect(out.dropMove).toBe('-0.25%');
  });

  it('writes a YYYY-MM-DD day in the reader’s language on that UTC day, and nothing else as a date', () => {
    const out = formatMessageParams(
      { dueDate: '2026-01-01', sentDate: '2026-01-01T10:00:00Z', otherDate: 5 },
      formatters('en-US'),
      t,
    );
    expect(out.due).toBe('Jan 1, 2026');
    expect(out).not.toHaveProperty('sent');
    expect(out).not.toHaveProperty('other');
    expect(formatMessageParams({ dueDate: '2026-01-01' }, formatters('es-ES'), t).due).toBe('1 ene 2026');
  });

  it('says a code in words, falling back to the text stored beside it, then to the code', () => {
    expect(formatMessageParams({ reasonCode: 'sandbox_declined' }, formatters('en-US'), t).reason).toBe(
      'Declined by the bank.',
    );
    expect(
      formatMessageParams({ reasonCode: 'new_code', reason: 'Stored words.' }, formatters('en-US'), t).reason,
    ).toBe('Stored words.');
    expect(formatMessageParams({ reasonCode: 'new_code' }, formatters('en-US'), t).reason).toBe('new_code');
  });

  it('says a code list as a list in the reader’s language, skipping empty entries', () => {
    const list = { approvalReasonCodeList: 'first_payment,,daily_limit,unknown' };
    expect(formatMessageParams(list, formatters('en-US'), t).approvalReason).toBe(
      'first payment, the daily limit, and unknown',
    );
    expect(formatMessageParams(list, formatters('es-ES'), t).approvalReason).toBe(
      'first payment, the daily limit y unknown',
    );
  });
});
