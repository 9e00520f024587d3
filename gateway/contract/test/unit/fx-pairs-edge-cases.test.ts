// The pair rule's edges beyond fx-pairs.test.ts: codes in any case, currencies outside the precedence list,
// rates the feed lacks, and pairs that are not USD pairs.
import { describe, expect, it } from 'vitest';
import {
  marketPair,
  pairDecimals,
  pairRate,
  pairRateFromUsdRate,
  pairRateText,
  roundPairRate,
  usdRateFromPairRate,
} from '../../src/fx-pairs.js';

describe('pairs at the edges', () => {
  it('reads codes in any case and orders currencies outside the precedence list alphabetically', () => {
    expect(marketPair('eur', 'usd')).toEqual({ base: 'EUR', quote: 'USD' });
    expect(marketPair('usd', 'Usd')).toBeNull();
    expect(marketPair('SEK', 'NOK')).toEqual({ base: 'NOK', quote: 'SEK' });
    expect(marketPair('NOK', 'SEK')).toEqual({ base: 'NOK', quote: 'SEK' });
    // Any currency of the list comes before any outside it.
    expect(marketPair('AED', 'CHF')).toEqual({ base: 'CHF', quote: 'AED' });
  });

  it('quotes a zero-digit currency outside the JPY-like list with 2 decimals, and two of them with 4', () => {
    expect(pairDecimals({ base: 'USD', quote: 'XAF' })).toBe(2);
    expect(pairDecimals({ base: 'KRW', quote: 'JPY' })).toBe(4);
    expect(pairDecimals({ base: 'USD', quote: 'KES' })).toBe(2);
  });

  it('has no rate when the feed lacks one of the currencies or gives a rate that is not above zero', () => {
    const pair = { base: 'EUR', quote: 'GBP' };
    expect(pairRate(pair, { EUR: 0.9 })).toBeUndefined();
    expect(pairRate(pair, { EUR: 0.9, GBP: 0 })).toBeUndefined();
    expect(pairRate(pair, { EUR: -0.9, GBP: 0.8 })).toBeUndefined();
    expect(pairRate(pair, { EUR: Number.NaN, GBP: 0.8 })).toBeUndefined();
    expect(pairRateText(pair, { EUR: 0.9 })).toBeUndefined();
  });

  it('reads rates published against another base', () => {
    // Rates per 1 EUR: GBP 0.85, so EUR/GBP is 0.85 and GBP/USD is 1.08 / 0.85.
    expect(pairRate({ base: 'EUR', quote: 'GBP' }, { GBP: 0.85 }, 'EUR')).toBe(0.85);
    expect(pairRateText({ base: 'GBP', quote: 'USD' }, { GBP: 0.85, USD: 1.08 }, 'EUR')).toBe('1.2706');
  });

  it('rounds a pair rate half away from zero at the pair’s decimals', () => {
    expect(roundPairRate({ base: 'EUR', quote: 'USD' }, 1.08335)).toBe('1.0834');
    expect(roundPairRate({ base: 'USD', quote: 'JPY' }, 151.005)).toBe('151.01');
  });

  it('refuses to read a cross as a USD pair', () => {
    expect(() => usdRateFromPairRate({ base: 'EUR', quote: 'GBP' }, 0.85)).toThrow(RangeError);
    expect(() => pairRateFromUsdRate({ base: 'EUR', quote: 'USD' }, 'GBP', 0.8)).toThrow(RangeError);
  });
});
