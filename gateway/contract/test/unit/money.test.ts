// The contract's one money module (gateway/contract/src/money.ts), which web, gateway, workers and db share.
import {
  convertMinor,
  formatMoney,
  fxRateFor,
  MoneyError,
  minorConverter,
  minorDigits,
  minorToDecimalString,
  parseAmountToMinor,
  parseDecimalToMinor,
  sandboxFeeMinor,
  toBaseMinor,
} from '../../src/money.js';
import { describe, expect, it } from 'vitest';

// ICU separates some parts with no-break spaces (U+00A0, U+202F); compare them as plain spaces.
const plain = (text: string) => text.replace(/\s/gu, ' ');

function refusal(text: string, currency: string, parse = parseDecimalToMinor) {
  try {
    parse(text, currency);
  } catch (error) {
    expect(error).toBeInstanceOf(MoneyError);
    const { field, code, message } = error as MoneyError;
    return { field, code, message };
  }
  throw new Error(`${JSON.stringify(text)} ${currency} was accepted`);
}

describe('minor-unit digits (the one table)', () => {
  it('knows 0-, 2-, 3- and 4-digit currencies, and 2 for the rest', () => {
    expect(['JPY', 'KRW', 'VND', 'CLP', 'ISK'].map(minorDigits)).toEqual([0, 0, 0, 0, 0]);
    expect(['USD', 'EUR', 'GBP', 'CNY', 'TWD', 'XYZ'].map(minorDigits)).toEqual([2, 2, 2, 2, 2, 2]);
    expect(['KWD', 'BHD', 'OMR', 'JOD', 'TND', 'LYD'].map(minorDigits)).toEqual([3, 3, 3, 3, 3, 3]);
    expect(minorDigits('CLF')).toBe(4);
  });

  it('keeps the digits amounts were always stored with where CLDR and ISO 4217 differ', () => {
    expect(['HUF', 'IDR', 'COP', 'PKR', 'IQD'].map(minorDigits)).toEqual([0, 0, 0, 0, 0]);
  });
});

describe('parseDecimalToMinor', () => {
  it('reads decimal text exactly, for each precision', () => {
    expect(parseDecimalToMinor('1234.56', 'USD')).toBe(123456);
    expect(parseDecimalToMinor('0.01', 'USD')).toBe(1);
    expect(parseDecimalToMinor('15000', 'JPY')).toBe(15000);
    expect(parseDecimalToMinor('1.234', 'KWD')).toBe(1234);
    expect(parseDecimalToMinor('0.1', 'KWD')).toBe(100);
    // 0.1 + 0.2 in floats is 0.30000000000000004: the string path never sees it.
    expect(parseDecimalToMinor('0.3', 'USD')).toBe(30);
    expect(parseDecimalToMinor('90071992547409.91', 'USD')).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('reads signs, trims spaces, and takes -0 as 0', () => {
    expect(parseDecimalToMinor('-12.5', 'USD')).toBe(-1250);
    expect(parseDecimalToMinor('+3', 'USD')).toBe(300);
    expect(parseDecimalToMinor(' 12 ', 'USD')).toBe(1200);
    expect(Object.is(parseDecimalToMinor('-0', 'USD'), 0)).toBe(true);
  });

  it('accepts trailing zeros past the currency’s digits (nothing is lost) but no significant ones', () => {
    expect(parseDecimalToMinor('1.50', 'USD')).toBe(150);
    expect(parseDecimalToMinor('1.500', 'USD')).toBe(150);
    expect(parseDecimalToMinor('15.0', 'JPY')).toBe(15);
    expect(refusal('1.005', 'USD')).toEqual({
      field: 'amount',
      code: 'precision',
      message: 'USD amounts have at most 2 decimals.',
    });
    expect(refusal('1.5', 'JPY')).toMatchObject({
      code: 'precision',
      message: 'JPY amounts have no decimals.',
    });
    expect(refusal('1.2345', 'KWD')).toMatchObject({ code: 'precision' });
  });

  it('refuses anything but plain decimal text', () => {
    for (const text of [
      '1,000.00',
      '1e3',
      '',
      ' ',
      '.5',
      '5.',
      '1 000',
      '0x10',
      'ten',
      '--1',
      'NaN',
      'Infinity',
    ]) {
      expect(refusal(text, 'USD')).toMatchObject({ field: 'amount', code: 'format' });
    }
  });

  it('refuses amounts past the safe-integer range and unknown currencies', () => {
    expect(refusal('90071992547409.92', 'USD')).toMatchObject({ field: 'amount', code: 'tooLarge' });
    expect(refusal('-90071992547409.92', 'USD')).toMatchObject({ code: 'tooLarge' });
    expect(refusal('10', 'XYZ')).toMatchObject({ field: 'currency', code: 'unknownCurrency' });
    expect(refusal('10', 'usd')).toMatchObject({ field: 'currency' });
  });

  it('has a positive-amount variant for payments and trades', () => {
    expect(parseAmountToMinor(' 10.5 ', 'EUR')).toBe(1050);
    expect(refusal('-5', 'USD', parseAmountToMinor)).toMatchObject({ code: 'format' });
    expect(refusal('-0', 'USD', parseAmountToMinor)).toMatchObject({ code: 'format' });
    expect(refusal('0.00', 'USD', parseAmountToMinor)).toMatchObject({ code: 'notPositive' });
    expect(refusal('1.005', 'USD', parseAmountToMinor)).toMatchObject({ code: 'precision' });
  });
});

describe('minorToDecimalString', () => {
  it('places the point by the currency’s digits, negatives included', () => {
    expect(minorToDecimalString(123456, 'USD')).toBe('1234.56');
    expect(minorToDecimalString(-5, 'USD')).toBe('-0.05');
    expect(minorToDecimalString(0, 'USD')).toBe('0.00');
    expect(minorToDecimalString(14825, 'JPY')).toBe('14825');
    expect(minorToDecimalString(-14825, 'JPY')).toBe('-14825');
    expect(minorToDecimalString(1, 'KWD')).toBe('0.001');
    expect(minorToDecimalString(-1234567, 'BHD')).toBe('-1234.567');
  });

  it('is exact beyond 2^53 with bigints, and refuses numbers that are not safe integers', () => {
    expect(minorToDecimalString(123456789012345678901234567890n, 'USD')).toBe(
      '1234567890123456789012345678.90',
    );
    expect(minorToDecimalString(-(2n ** 64n), 'KWD')).toBe('-18446744073709551.616');
    expect(() => minorToDecimalString(2 ** 53, 'USD')).toThrow(RangeError);
    expect(() => minorToDecimalString(0.5, 'USD')).toThrow(RangeError);
  });

  it('round-trips with parseDecimalToMinor', () => {
    for (const [minor, currency] of [
      [123456, 'USD'],
      [-7, 'KWD'],
      [15000, 'JPY'],
      [Number.MAX_SAFE_INTEGER, 'EUR'],
    ] as const) {
      expect(parseDecimalToMinor(minorToDecimalString(minor, currency), currency)).toBe(minor);
    }
  });
});

describe('convertMinor', () => {
  it('converts across precisions at a decimal rate, exactly', () => {
    // $12.34 × 150.25 = ¥1,854.085 → ¥1,854
    expect(convertMinor(1234, 'USD', 'JPY', 150.25, 'half-away-from-zero')).toBe(1854);
    // ¥15,000 at 150 per USD = $100.00
    expect(convertMinor(15000, 'JPY', 'USD', { numerator: 1, denominator: 150 }, 'half-even')).toBe(10000);
    // 1.000 KWD at 3.25 USD per KWD = $3.25; $1.00 at 0.307 KWD per USD = 0.307 KWD
    expect(convertMinor(1000, 'KWD', 'USD', '3.25', 'half-even')).toBe(325);
    expect(convertMinor(100, 'USD', 'KWD', 0.307, 'half-even')).toBe(307);
    // A float would make 0.1 × 3 cents 0.30000000000000004; the rate is read as the decimal "0.1".
    expect(convertMinor(3, 'USD', 'USD', 0.1, 'half-even')).toBe(0);
    expect(convertMinor(1_000_000, 'USD', 'EUR', 1e-7, 'half-away-from-zero')).toBe(0);
    expect(convertMinor(10_000_000, 'USD', 'EUR', 1e-7, 'half-away-from-zero')).toBe(1);
  });

  it('rounds ties by the named rule, symmetrically for negatives', () => {
    const half = (minor: number, rounding: 'half-even' | 'half-away-from-zero') =>
      convertMinor(minor, 'USD', 'USD', '0.5', rounding);
    expect([5, 7, -5, -7, 4, -4].map((minor) => half(minor, 'half-away-from-zero'))).toEqual([
      3, 4, -3, -4, 2, -2,
    ]);
    expect([5, 7, -5, -7, 4, -4].map((minor) => half(minor, 'half-even'))).toEqual([2, 4, -2, -4, 2, -2]);
    // Just off a tie goes to the nearer neighbour either way: 1.0005 × 1 cent… 10005 × 0.0001 = 1.0005 → 1.
    expect(convertMinor(10005, 'USD', 'USD', '0.0001', 'half-even')).toBe(1);
    expect(convertMinor(10005, 'USD', 'USD', '0.0001', 'half-away-from-zero')).toBe(1);
    expect(convertMinor(15001, 'USD', 'USD', '0.0001', 'half-even')).toBe(2);
  });

  it('converts bigints beyond 2^53 and refuses a number result past it', () => {
    expect(convertMinor(2n ** 60n, 'USD', 'JPY', 150, 'half-even')).toBe((2n ** 60n * 150n) / 100n);
    expect(() => convertMinor(Number.MAX_SAFE_INTEGER, 'USD', 'USD', 2, 'half-even')).toThrow(RangeError);
    expect(() => convertMinor(100, 'USD', 'EUR', 0, 'half-even')).toThrow(RangeError);
    expect(() => convertMinor(100, 'USD', 'EUR', -1, 'half-even')).toThrow(RangeError);
  });

  it('is exact where a float product lands just below a tie', () => {
    // $0.50 × 1.15 = 0.575 EUR exactly (a float makes it 0.57499…, which rounded to 57).
    expect(convertMinor(50, 'USD', 'EUR', 1.15, 'half-away-from-zero')).toBe(58);
    expect(convertMinor(50, 'USD', 'EUR', 1.15, 'half-even')).toBe(58);
    expect(convertMinor(-50, 'USD', 'EUR', 1.15, 'half-away-from-zero')).toBe(-58);
  });
});

describe('minorConverter', () => {
  // A seeded sequence, so a failure names the same case every run.
  function random(seed: number) {
    let state = seed >>> 0;
    return () => {
      state = (Math.imul(state ^ (state >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
      return state / 2 ** 32;
    };
  }

  it('gives convertMinor’s result for every amount, float-path or not, at feed-like cross rates', () => {
    const next = random(11);
    const pairs: [string, string][] = [
      ['EUR', 'USD'],
      ['JPY', 'USD'],
      ['USD', 'JPY'],
      ['KWD', 'EUR'],
      ['GBP', 'CHF'],
    ];
    for (let round = 0; round < 200; round++) {
      const [from, to] = pairs[round % pairs.length]!;
      // Rates per USD as the random walk makes them: full-precision floats.
      const rate = { numerator: 0.5 + next() * 150, denominator: 0.3 + next() * 2 };
      for (const rounding of ['half-away-from-zero', 'half-even'] as const) {
        const convert = minorConverter(from, to, rate, rounding);
        for (let k = 0; k < 50; k++) {
          const amount = Math.round((next() - 0.2) * 10 ** Math.floor(next() * 11));
          expect(convert(amount), `${amount} ${from}→${to} at ${JSON.stringify(rate)}`).toBe(
            convertMinor(amount, from, to, rate, rounding),
          );
        }
      }
    }
  });

  it('rounds exact ties by the named rule and refuses a result past the safe range, as convertMinor', () => {
    for (const rounding of ['half-away-from-zero', 'half-even'] as const) {
      const half = minorConverter('USD', 'USD', '0.5', rounding);
      const tenth = minorConverter('USD', 'USD', '0.0001', rounding);
      const cents = minorConverter('USD', 'EUR', 1.15, rounding);
      for (const amount of [5, 7, -5, -7, 4, -4, 0, 1, -1, 2 ** 52 + 1])
        expect(half(amount)).toBe(convertMinor(amount, 'USD', 'USD', '0.5', rounding));
      for (const amount of [10005, 15000, 15001, 25000, -25000, 14999])
        expect(tenth(amount)).toBe(convertMinor(amount, 'USD', 'USD', '0.0001', rounding));
      // 0.575 exactly, 0.57499… as floats.
      expect(cents(50)).toBe(58);
      expect(cents(-50)).toBe(-58);
      expect(Object.is(minorConverter('USD', 'EUR', 0.001, rounding)(-1), 0)).toBe(true);
      expect(() => minorConverter('USD', 'USD', 2, rounding)(Number.MAX_SAFE_INTEGER)).toThrow(RangeError);
    }
  });
});

describe('payments: the feed’s rates and the sandbox fee table', () => {
  it('converts with the feed rates, rounding once', () => {
    const rates = { EUR: 0.92, JPY: 150, KWD: 0.307 };
    expect(fxRateFor(rates, 'USD', 'USD')).toBeNull();
    const eur = fxRateFor(rates, 'USD', 'EUR')!;
    expect(eur).toBe(0.92);
    expect(toBaseMinor(9200, 'EUR', 'USD', eur)).toBe(10000);
    expect(toBaseMinor(15000, 'JPY', 'USD', fxRateFor(rates, 'USD', 'JPY'))).toBe(10000);
    expect(toBaseMinor(307, 'KWD', 'USD', fxRateFor(rates, 'USD', 'KWD'))).toBe(100);
    expect(toBaseMinor(5, 'USD', 'USD', null)).toBe(5);
    expect(() => fxRateFor(rates, 'USD', 'CHF')).toThrow(MoneyError);
  });

  it('applies the sandbox fee table, ties half away from zero', () => {
    expect(sandboxFeeMinor('ACH', 1_000_000, false)).toBe(25);
    expect(sandboxFeeMinor('Bank Transfer', 10_000, false)).toBe(100);
    expect(sandboxFeeMinor('Bank Transfer', 1_000_000, false)).toBe(1000);
    expect(sandboxFeeMinor('Bank Transfer', 1_234_500, false)).toBe(1235);
    expect(sandboxFeeMinor('Wire Transfer', 10_000, false)).toBe(1500);
    expect(sandboxFeeMinor('Wire Transfer', 10_000, true)).toBe(1520);
    expect(sandboxFeeMinor('Wire Transfer', 10_250, true)).toBe(1521);
  });
});

describe('formatMoney', () => {
  it('formats 0-, 2- and 3-digit currencies with their own digits', () => {
    expect(formatMoney(123456, 'USD', 'en-US')).toBe('$1,234.56');
    expect(formatMoney(14825, 'JPY', 'en-US')).toBe('¥14,825');
    expect(plain(formatMoney(1234567, 'KWD', 'en-US'))).toBe('KWD 1,234.567');
    expect(formatMoney(-1, 'USD', 'en-US')).toBe('-$0.01');
  });

  it('follows the locale (en, zh, es)', () => {
    expect(formatMoney(123456, 'USD', 'zh-CN')).toBe('US$1,234.56');
    expect(formatMoney(14825, 'JPY', 'zh-CN')).toBe('JP¥14,825');
    expect(plain(formatMoney(123456, 'USD', 'es-ES'))).toBe('1234,56 US$');
    expect(plain(formatMoney(1234560, 'EUR', 'es-ES'))).toBe('12.345,60 €');
    expect(plain(formatMoney(-1234567, 'KWD', 'es-ES'))).toBe('-1234,567 KWD');
  });

  it('never goes through a float: every digit of huge amounts survives', () => {
    expect(formatMoney(Number.MAX_SAFE_INTEGER, 'USD', 'en-US')).toBe('$90,071,992,547,409.91');
    expect(formatMoney(123456789012345678901234567890n, 'USD', 'en-US')).toBe(
      '$1,234,567,890,123,456,789,012,345,678.90',
    );
  });

  it('signs, shortens, and shows the code or no currency on request', () => {
    expect(formatMoney(5, 'USD', 'en-US', { signDisplay: 'always' })).toBe('+$0.05');
    expect(formatMoney(0, 'USD', 'en-US', { signDisplay: 'exceptZero' })).toBe('$0.00');
    expect(formatMoney(123_456_789, 'USD', 'en-US', { notation: 'compact' })).toBe('$1.2M');
    expect(plain(formatMoney(10000, 'INR', 'en-US', { currencyDisplay: 'code' }))).toBe('INR 100.00');
    expect(formatMoney(123456, 'USD', 'en-US', { currencyDisplay: 'none' })).toBe('1,234.56');
    expect(formatMoney(15000, 'JPY', 'en-US', { currencyDisplay: 'none' })).toBe('15,000');
  });
});
