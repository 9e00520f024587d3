import { describe, expect, it } from 'vitest';
import { minorDigits } from '@tradehub/contract';
import en from '../../src/i18n/resources/en';
import es from '../../src/i18n/resources/es';
import zh from '../../src/i18n/resources/zh';
import { formatCountdown, isQuoteExpired, secondsLeft } from '../../src/pages/fx/tradeCountdown';
import {
  approvalReasonKey,
  paymentsExportUrl,
  paymentsListUrl,
  validateDecimalAmount,
} from '../../src/pages/payments/paymentLogic';

describe('FX quote countdown', () => {
  const expiresAt = '2026-11-21T12:00:30.000Z';
  const start = Date.parse('2026-11-21T12:00:00.000Z');

  it('counts whole seconds left, rounding up', () => {
    expect(secondsLeft(expiresAt, start)).toBe(30);
    expect(secondsLeft(expiresAt, start + 100)).toBe(30);
    expect(secondsLeft(expiresAt, start + 29_001)).toBe(1);
  });

  it('is expired at and after expiresAt, never negative', () => {
    expect(isQuoteExpired(expiresAt, start + 29_999)).toBe(false);
    expect(isQuoteExpired(expiresAt, start + 30_000)).toBe(true);
    expect(secondsLeft(expiresAt, start + 90_000)).toBe(0);
    expect(secondsLeft('not a date', start)).toBe(0);
  });

  it('formats minutes and padded seconds', () => {
    expect(formatCountdown(30)).toBe('0:30');
    expect(formatCountdown(5)).toBe('0:05');
    expect(formatCountdown(65)).toBe('1:05');
    expect(formatCountdown(-3)).toBe('0:00');
  });
});

describe('decimal amount validation per currency', () => {
  it('knows the currencies’ decimals', () => {
    expect(minorDigits('USD')).toBe(2);
    expect(minorDigits('JPY')).toBe(0);
  });

  it('accepts up to two decimals for USD', () => {
    expect(validateDecimalAmount('1234.56', 'USD')).toBeNull();
    expect(validateDecimalAmount('1234.5', 'USD')).toBeNull();
    expect(validateDecimalAmount(' 10 ', 'USD')).toBeNull();
    expect(validateDecimalAmount('1234.567', 'USD')).toBe('tooManyDecimals');
  });

  it('accepts no decimals for JPY', () => {
    expect(validateDecimalAmount('1500', 'JPY')).toBeNull();
    expect(validateDecimalAmount('1500.5', 'JPY')).toBe('tooManyDecimals');
  });

  it('rejects empty, malformed, negative and zero amounts', () => {
    expect(validateDecimalAmount('', 'USD')).toBe('required');
    expect(validateDecimalAmount('1,234.56', 'USD')).toBe('format');
    expect(validateDecimalAmount('-5', 'USD')).toBe('format');
    expect(validateDecimalAmount('1e3', 'USD')).toBe('format');
    expect(validateDecimalAmount('0', 'USD')).toBe('notPositive');
    expect(validateDecimalAmount('0.00', 'USD')).toBe('notPositive');
  });
});

describe('approval reason texts', () => {
  it('maps known codes to their own text and unknown ones to a generic one', () => {
    expect(approvalReasonKey('over_threshold')).toBe('over_threshold');
    expect(approvalReasonKey('first_payment')).toBe('first_payment');
    expect(approvalReasonKey('new_bank_details')).toBe('new_bank_details');
    expect(approvalReasonKey('something_else')).toBe('other');
  });

  it('has a text for every reason in every language', () => {
    for (const messages of [en, zh, es]) {
      for (const key of ['over_threshold', 'first_payment', 'new_bank_details', 'other'] as const) {
        expect(messages.payments.approvalReasons[key]).toMatch(/\S/);
      }
    }
    expect(en.payments.approvalReasons.over_threshold).toContain('{{threshold}}');
  });
});

describe('payments list and CSV export URLs', () => {
  it('builds the export link from the current filters, without paging', () => {
    expect(paymentsExportUrl({})).toBe('/api/payments/export.csv');
    expect(paymentsExportUrl({ status: 'pending', method: 'Bank Transfer', q: ' acme & co ' })).toBe(
      '/api/payments/export.csv?status=pending&method=Bank+Transfer&q=acme+%26+co',
    );
    expect(paymentsExportUrl({ q: '   ' })).toBe('/api/payments/export.csv');
  });

  it('adds the page to the list URL', () => {
    expect(paymentsListUrl({ approval: 'awaiting' }, 2, 20)).toBe(
      '/api/payments?approval=awaiting&page=2&pageSize=20',
    );
  });
});
