import { describe, expect, it } from 'vitest';
import {
  currencyPrecision,
  formatMinor,
  fxRateFor,
  MoneyError,
  parseAmountToMinor,
  sandboxFeeMinor,
  toBaseMinor,
} from '@tradehub/contract';
import { sandboxOutcome } from '../../src/payments/index.js';

const refused = (amount: string, currency: string) => {
  try {
    parseAmountToMinor(amount, currency);
  } catch (error) {
    expect(error).toBeInstanceOf(MoneyError);
    return (error as MoneyError).field;
  }
  throw new Error(`${amount} ${currency} was accepted`);
};

describe('payment money', () => {
  it('knows each currency precision', () => {
    expect(currencyPrecision('USD')).toBe(2);
    expect(currencyPrecision('JPY')).toBe(0);
    expect(currencyPrecision('KWD')).toBe(3);
  });

  it('parses decimal strings into minor units', () => {
    expect(parseAmountToMinor('1234.56', 'USD')).toBe(123456);
    expect(parseAmountToMinor('1234.5', 'USD')).toBe(123450);
    expect(parseAmountToMinor('1234.50', 'USD')).toBe(123450);
    expect(parseAmountToMinor('15000', 'JPY')).toBe(15000);
    expect(parseAmountToMinor('1.234', 'KWD')).toBe(1234);
    expect(parseAmountToMinor('0.01', 'USD')).toBe(1);
  });

  it('refuses bad amounts naming the field', () => {
    expect(refused('-5', 'USD')).toBe('amount');
    expect(refused('0', 'USD')).toBe('amount');
    expect(refused('0.00', 'USD')).toBe('amount');
    expect(refused('1.234', 'USD')).toBe('amount');
    expect(refused('1.5', 'JPY')).toBe('amount');
    expect(refused('1.2345', 'KWD')).toBe('amount');
    expect(refused('1e5', 'USD')).toBe('amount');
    expect(refused('99999999999999999', 'USD')).toBe('amount');
    expect(refused('10', 'XYZ')).toBe('currency');
    expect(refused('10', 'usd')).toBe('currency');
  });

  it('formats minor units back', () => {
    expect(formatMinor(123456, 'USD')).toBe('1234.56');
    expect(formatMinor(5, 'USD')).toBe('0.05');
    expect(formatMinor(15000, 'JPY')).toBe('15000');
    expect(formatMinor(1234, 'KWD')).toBe('1.234');
  });

  it('converts with the feed rates, rounding once', () => {
    const rates = { EUR: 0.92, JPY: 150, KWD: 0.307 };
    expect(fxRateFor(rates, 'USD', 'USD')).toBeNull();
    const eur = fxRateFor(rates, 'USD', 'EUR')!;
    expect(eur).toBe(0.92);
    expect(toBaseMinor(9200, 'EUR', 'USD', eur)).toBe(10000);
    expect(toBaseMinor(15000, 'JPY', 'USD', fxRateFor(rates, 'USD', 'JPY'))).toBe(10000);
    expect(toBaseMinor(307, 'KWD', 'USD', fxRateFor(rates, 'USD', 'KWD'))).toBe(100);
    expect(() => fxRateFor(rates, 'USD', 'CHF')).toThrow(MoneyError);
  });

  it('applies the sandbox fee table', () => {
    expect(sandboxFeeMinor('ACH', 1_000_000, false)).toBe(25);
    expect(sandboxFeeMinor('Bank Transfer', 10_000, false)).toBe(100);
    expect(sandboxFeeMinor('Bank Transfer', 1_000_000, false)).toBe(1000);
    expect(sandboxFeeMinor('Wire Transfer', 10_000, false)).toBe(1500);
    expect(sandboxFeeMinor('Wire Transfer', 10_000, true)).toBe(1520);
  });

  it('declines amounts ending in .13 on the sandbox rail', () => {
    expect(sandboxOutcome({ amountMinor: 10013 })).toMatchObject({ status: 'failed' });
    expect(sandboxOutcome({ amountMinor: 10012 })).toEqual({ status: 'completed' });
  });
});
