// The contract's pair rule (gateway/contract/src/fx-pairs.ts): which currency is the base, how a USD-based
// feed rate becomes the pair's rate, and how it is rounded — the one rule every screen, report and alert uses.
import { divideRates } from '../../src/money.js';
import {
  invertsUsdRates,
  marketPair,
  pairDecimals,
  pairLabel,
  pairRate,
  pairRateFromUsdRate,
  pairRateText,
  roundPairRate,
  usdPair,
  usdRateFromPairRate,
} from '../../src/fx-pairs.js';
import { describe, expect, it } from 'vitest';

// The feed's sample rates (units per 1 USD), as the spec gives them.
const feed = { EUR: 0.921, GBP: 0.789, JPY: 148.25, CNY: 7.2134, AUD: 1.525, CHF: 0.865, KRW: 1325.5 };

describe('which currency is the base', () => {
  it('follows market convention against the dollar', () => {
    expect(
      ['EUR', 'GBP', 'AUD', 'NZD', 'JPY', 'CNY', 'CAD', 'CHF', 'KRW'].map((c) => pairLabel(usdPair(c)!)),
    ).toEqual([
      'EUR/USD',
      'GBP/USD',
      'AUD/USD',
      'NZD/USD',
      'USD/JPY',
      'USD/CNY',
      'USD/CAD',
      'USD/CHF',
      'USD/KRW',
    ]);
  });

  it('gives crosses one order whichever currency comes first', () => {
    const crosses: Array<[string, string, string]> = [
      ['GBP', 'EUR', 'EUR/GBP'],
      ['JPY', 'EUR', 'EUR/JPY'],
      ['NZD', 'AUD', 'AUD/NZD'],
      ['JPY', 'CHF', 'CHF/JPY'],
      ['CHF', 'CAD', 'CAD/CHF'],
      ['JPY', 'CNY', 'CNY/JPY'],
      ['INR', 'CNY', 'CNY/INR'],
    ];
    for (const [first, second, label] of crosses) {
      expect(pairLabel(marketPair(first, second)!)).toBe(label);
      expect(pairLabel(marketPair(second, first)!)).toBe(label);
    }
  });

  it('never pairs a currency with itself', () => {
    expect(usdPair('USD')).toBeNull();
    expect(marketPair('eur', 'EUR')).toBeNull();
  });
});

describe("a pair's rate from the feed's USD-based rates", () => {
  it('is quote per 1 base: the inverse where USD is the quote, the rate itself where USD is the base', () => {
    expect(pairRateText(usdPair('EUR')!, feed)).toBe('1.0858'); // 1 / 0.921 = 1.085776…
    expect(pairRateText(usdPair('GBP')!, feed)).toBe('1.2674'); // 1 / 0.789 = 1.267427…
    expect(pairRateText(usdPair('AUD')!, feed)).toBe('0.6557'); // 1 / 1.525 = 0.655737…
    expect(pairRateText(usdPair('JPY')!, feed)).toBe('148.25');
    expect(pairRateText(usdPair('CNY')!, feed)).toBe('7.2134');
    expect(pairRateText(usdPair('KRW')!, feed)).toBe('1325.50');
    expect(pairRateText(marketPair('EUR', 'JPY')!, feed)).toBe('160.97'); // 148.25 / 0.921 = 160.966…
    expect(pairRateText(marketPair('EUR', 'GBP')!, feed)).toBe('0.8567'); // 0.789 / 0.921 = 0.856677…
    expect(pairRate(usdPair('EUR')!, feed)).toBeCloseTo(1 / 0.921, 12);
    expect(pairRateText(usdPair('NZD')!, feed)).toBeUndefined();
  });

  it('rounds once, exactly, half away from zero — no float division decides a tie', () => {
    // 1 / 0.8 = 1.25 exactly; 1 / 0.00008 = 12500; 1 / 1.6 = 0.625 → 0.6250.
    expect(divideRates(1, 0.8, 1, 'half-away-from-zero')).toBe('1.3');
    expect(divideRates(1, 0.8, 1, 'half-even')).toBe('1.2');
    expect(divideRates(1, 1.6, 4, 'half-away-from-zero')).toBe('0.6250');
    // 0.30015 in binary is just below the tie (0.30014999…); its decimal 0.30015 is the tie, and rounds up.
    expect((0.30015).toFixed(4)).toBe('0.3001');
    expect(roundPairRate(usdPair('CNY')!, 0.30015)).toBe('0.3002');
    expect(divideRates(3, 7, 0, 'half-away-from-zero')).toBe('0');
    expect(divideRates(1, '0.00001', 2, 'half-away-from-zero')).toBe('100000.00');
  });

  it('shows 4 decimals, or 2 when the quote is JPY-like', () => {
    expect(pairDecimals(usdPair('EUR')!)).toBe(4);
    expect(pairDecimals(usdPair('CNY')!)).toBe(4);
    expect(pairDecimals(usdPair('JPY')!)).toBe(2);
    expect(pairDecimals(usdPair('HUF')!)).toBe(2);
    // Any currency without minor units counts as JPY-like.
    expect(pairDecimals(usdPair('UGX')!)).toBe(2);
    expect(pairDecimals(marketPair('JPY', 'KRW')!)).toBe(4);
    expect(roundPairRate(usdPair('JPY')!, 148.245)).toBe('148.25');
  });

  it('converts a single USD-based rate and back, and says which pairs move against the feed', () => {
    const eurUsd = usdPair('EUR')!;
    const usdJpy = usdPair('JPY')!;
    expect(pairRateFromUsdRate(eurUsd, 'EUR', 0.8)).toBe(1.25);
    expect(pairRateFromUsdRate(usdJpy, 'JPY', 148.25)).toBe(148.25);
    expect(usdRateFromPairRate(eurUsd, 1.25)).toBe(0.8);
    expect(usdRateFromPairRate(usdJpy, 150)).toBe(150);
    expect(invertsUsdRates(eurUsd)).toBe(true);
    expect(invertsUsdRates(usdJpy)).toBe(false);
    expect(() => pairRateFromUsdRate(eurUsd, 'JPY', 148.25)).toThrow(RangeError);
  });
});
