// The money module's edges that the everyday cases in money.test.ts do not reach: the exact safe-integer
// boundary, case and unknown codes, ratio rates, refused rates, and the rounding of divideRates.
import { describe, expect, it } from 'vitest';
import {
  convertMinor,
  divideRates,
  fxRateFor,
  isKnownCurrency,
  MoneyError,
  minorDigits,
  parseAmountToMinor,
  parseDecimalToMinor,
  toBaseMinor,
} from '../../src/money.js';

/** The MoneyError a call throws, to assert its field and code together. */
function moneyError(call: () => unknown): { field: string; code: string } {
  try {
    call();
  } catch (error) {
    if (error instanceof MoneyError) return { field: error.field, code: error.code };
    throw error;
  }
  throw new Error('expected a MoneyError');
}

describe('currency codes', () => {
  it('reads minor digits whatever the case of the code, 2 for a code it does not list', () => {
    expect(minorDigits('jpy')).toBe(0);
    expect(minorDigits('kwd')).toBe(3);
    expect(minorDigits('clf')).toBe(4);
    expect(minorDigits('ZZZ')).toBe(2);
  });

  it('knows only upper-case ISO codes', () => {
    expect(isKnownCurrency('USD')).toBe(true);
    expect(isKnownCurrency('usd')).toBe(false);
    expect(isKnownCurrency('US')).toBe(false);
    expect(isKnownCurrency('USDX')).toBe(false);
    expect(isKnownCurrency('XYZ')).toBe(false);
  });

  it('refuses an amount in an unknown currency on the currency field, before reading the amount', () => {
    expect(moneyError(() => parseDecimalToMinor('1.00', 'usd'))).toEqual({
      field: 'currency',
      code: 'unknownCurrency',
    });
    expect(moneyError(() => parseAmountToMinor('not a number', 'XYZ'))).toEqual({
      field: 'currency',
      code: 'unknownCurrency',
    });
  });
});

describe('parsing at the edges', () => {
  it('takes exactly ±Number.MAX_SAFE_INTEGER minor units and refuses one more', () => {
    expect(parseDecimalToMinor('9007199254740991', 'JPY')).toBe(Number.MAX_SAFE_INTEGER);
    expect(parseDecimalToMinor('-9007199254740991', 'JPY')).toBe(-Number.MAX_SAFE_INTEGER);
    expect(parseDecimalToMinor('90071992547409.91', 'USD')).toBe(Number.MAX_SAFE_INTEGER);
    expect(moneyError(() => parseDecimalToMinor('9007199254740992', 'JPY')).code).toBe('tooLarge');
    expect(moneyError(() => parseDecimalToMinor('90071992547409.92', 'USD')).code).toBe('tooLarge');
  });

  it('reads 3- and 4-digit currencies to their last digit and no further', () => {
    expect(parseDecimalToMinor('1.234', 'KWD')).toBe(1234);
    expect(parseDecimalToMinor('-0.001', 'BHD')).toBe(-1);
    expect(moneyError(() => parseDecimalToMinor('1.2345', 'KWD')).code).toBe('precision');
    expect(moneyError(() => parseDecimalToMinor('1.5', 'JPY')).code).toBe('precision');
  });

  it('refuses a zero payment amount and any sign, even a plus', () => {
    expect(moneyError(() => parseAmountToMinor('0', 'USD')).code).toBe('notPositive');
    expect(moneyError(() => parseAmountToMinor('0.00', 'USD')).code).toBe('notPositive');
    expect(moneyError(() => parseAmountToMinor('+5', 'USD')).code).toBe('format');
    expect(parseAmountToMinor('  5.5 ', 'USD')).toBe(550);
  });
});

describe('conversion at the edges', () => {
  it('converts at an exact ratio of two feed rates, rounding once', () => {
    // 10.00 EUR at 150 JPY and 0.9 EUR per USD: 1666.66… JPY, one rounding of the exact ratio.
    expect(
      convertMinor(1000, 'EUR', 'JPY', { numerator: 150, denominator: 0.9 }, 'half-away-from-zero'),
    ).toBe(1667);
    // 1 JPY at 0.9 EUR and 150 JPY per USD: 0.6 cent.
    expect(convertMinor(1, 'JPY', 'EUR', { numerator: 0.9, denominator: 150 }, 'half-even')).toBe(1);
  });

  it('reads rates in exponent notation, as a float prints them', () => {
    expect(String(1e-7)).toBe('1e-7');
    expect(convertMinor(10_000_000, 'USD', 'USD', 1e-7, 'half-even')).toBe(1);
    expect(convertMinor(3, 'USD', 'USD', '2.5E1', 'half-even')).toBe(75);
  });

  it('refuses a rate that is zero, negative, not finite or not a decimal', () => {
    for (const rate of [0, '0.000', -1.2, '-1', Number.NaN, Number.POSITIVE_INFINITY, '1,5', '', 'abc']) {
      expect(() => convertMinor(100, 'USD', 'EUR', rate, 'half-even'), String(rate)).toThrow(RangeError);
    }
    expect(() => convertMinor(100, 'USD', 'EUR', { numerator: 1, denominator: 0 }, 'half-even')).toThrow(
      RangeError,
    );
  });

  it('names its ties: half-even goes to the even neighbour, half-away-from-zero away, both signs', () => {
    expect(convertMinor(5, 'USD', 'USD', '0.5', 'half-even')).toBe(2);
    expect(convertMinor(15, 'USD', 'USD', '0.5', 'half-even')).toBe(8);
    expect(convertMinor(5, 'USD', 'USD', '0.5', 'half-away-from-zero')).toBe(3);
    expect(convertMinor(-5, 'USD', 'USD', '0.5', 'half-even')).toBe(-2);
    expect(convertMinor(-5, 'USD', 'USD', '0.5', 'half-away-from-zero')).toBe(-3);
    expect(convertMinor(0, 'USD', 'JPY', '150', 'half-away-from-zero')).toBe(0);
  });

  it('refuses an amount that is not a whole number of minor units', () => {
    expect(() => convertMinor(1.5, 'USD', 'EUR', '1', 'half-even')).toThrow(RangeError);
    expect(() => convertMinor(Number.MAX_SAFE_INTEGER + 1, 'USD', 'EUR', '1', 'half-even')).toThrow(
      RangeError,
    );
  });
});

describe('divideRates', () => {
  it('rounds the exact quotient once, to the decimals asked for', () => {
    expect(divideRates(1, 0.921, 4, 'half-away-from-zero')).toBe('1.0858');
    expect(divideRates(1, 8, 2, 'half-away-from-zero')).toBe('0.13');
    expect(divideRates(1, 8, 2, 'half-even')).toBe('0.12');
    expect(divideRates(3, 8, 2, 'half-even')).toBe('0.38');
    expect(divideRates(2, 3, 0, 'half-away-from-zero')).toBe('1');
    expect(divideRates(1, 1000, 2, 'half-away-from-zero')).toBe('0.00');
    expect(divideRates('150.5', '1', 1, 'half-even')).toBe('150.5');
  });

  it('refuses decimals that are not a whole number from 0 to 20', () => {
    for (const decimals of [-1, 21, 1.5, Number.NaN]) {
      expect(() => divideRates(1, 3, decimals, 'half-even'), String(decimals)).toThrow(RangeError);
    }
    expect(divideRates(1, 3, 20, 'half-even')).toBe('0.33333333333333333333');
  });
});

describe("the feed's rates", () => {
  it('gives no rate for the same currency and refuses a missing, zero or negative one', () => {
    expect(fxRateFor({ EUR: 0.9 }, 'EUR', 'EUR')).toBeNull();
    expect(fxRateFor({ EUR: 0.9, GBP: 0.8 }, 'EUR', 'GBP')).toBeCloseTo(0.8 / 0.9, 12);
    expect(fxRateFor({ EUR: 0.9 }, 'USD', 'EUR')).toBe(0.9);
    const refused: Record<string, number>[] = [{}, { GBP: 0 }, { GBP: -1 }, { GBP: Number.NaN }];
    for (const rates of refused) {
      expect(moneyError(() => fxRateFor(rates, 'USD', 'GBP'))).toEqual({ field: 'currency', code: 'noRate' });
    }
  });

  it('keeps an amount in the base currency or without a rate as it is', () => {
    expect(toBaseMinor(12345, 'USD', 'USD', 1.1)).toBe(12345);
    expect(toBaseMinor(12345, 'EUR', 'USD', null)).toBe(12345);
    // 100.00 EUR at 0.8 EUR per USD: 125.00 USD.
    expect(toBaseMinor(10000, 'EUR', 'USD', 0.8)).toBe(12500);
    // 1,000 JPY at 150 JPY per USD: 6.666… USD, 6.67.
    expect(toBaseMinor(1000, 'JPY', 'USD', 150)).toBe(667);
  });
});
