import { describe, expect, it } from 'vitest';
import { parseAmountOrRefuse as parseAmount } from '../../src/domain/payments/quote-payment.js';
import { tradeRate, tradeUsdAmountMinor } from '../../src/domain/fx/pricing.js';
import {
  checkValueDate,
  clampToForwardWindow,
  forwardValueDateRange,
  spotValueDates,
} from '../../src/domain/fx/value-dates.js';

describe('FX trade rules', () => {
  it('offers today and the next two business days as spot value dates', () => {
    // Friday 2026-11-20 → Fri, Mon, Tue; Saturday 2026-11-21 → Sat, Mon, Tue.
    expect(spotValueDates(new Date('2026-11-20T15:00:00Z'))).toEqual([
      '2026-11-20',
      '2026-11-23',
      '2026-11-24',
    ]);
    expect(spotValueDates(new Date('2026-11-21T09:00:00Z'))).toEqual([
      '2026-11-21',
      '2026-11-23',
      '2026-11-24',
    ]);
    expect(() => checkValueDate('spot', '2026-11-22', new Date('2026-11-21T09:00:00Z'))).toThrow();
  });

  it('offers forwards from 3 days to one year ahead', () => {
    const now = new Date('2026-02-10T12:00:00Z');
    expect(forwardValueDateRange(now)).toEqual({ first: '2026-02-13', last: '2027-02-10' });
    expect(() => checkValueDate('forward', '2026-02-12', now)).toThrow();
    expect(() => checkValueDate('forward', '2027-02-11', now)).toThrow();
    expect(() => checkValueDate('forward', '2027-02-10', now)).not.toThrow();
  });

  it('reads amounts with the contract’s parser, refusals as a 400 naming the field', () => {
    expect(parseAmount('1234.5', 'EUR')).toBe(123450);
    expect(() => parseAmount('1.5', 'JPY')).toThrow(
      expect.objectContaining({ statusCode: 400, field: 'amount', message: 'JPY amounts have no decimals.' }),
    );
    expect(() => parseAmount('10', 'XYZ')).toThrow(
      expect.objectContaining({ statusCode: 400, field: 'currency' }),
    );
  });

  it('adds forward points at 1 % a year, pro rata', () => {
    expect(tradeRate('spot', 0.92, 73)).toBe(0.92);
    expect(tradeRate('forward', 0.92, 73)).toBeCloseTo(0.92184, 10);
  });

  it('values a trade in US dollars at its own rate, rounding half away from zero', () => {
    // €100,000.00 at 0.92 per USD → $108,695.652… → $108,695.65; ¥1,000 at 148.25 → $6.745… → $6.75.
    expect(tradeUsdAmountMinor(10_000_000, 'EUR', 0.92)).toBe(10_869_565);
    expect(tradeUsdAmountMinor(1_000, 'JPY', 148.25)).toBe(675);
    expect(tradeUsdAmountMinor(-1_000, 'JPY', 148.25)).toBe(-675);
  });

  it('moves a due date into the forward window for a hedge', () => {
    const now = new Date('2026-02-10T12:00:00Z');
    expect(clampToForwardWindow('2026-01-01', now)).toBe('2026-02-13');
    expect(clampToForwardWindow('2026-06-30', now)).toBe('2026-06-30');
    expect(clampToForwardWindow('2028-01-01', now)).toBe('2027-02-10');
  });
});
