// The screens' side of the pair rule (web/src/fx/usdPairs.ts): a currency against the dollar is shown as its
// market pair with that pair's rate, its move is measured on the pair as shown (so an inverted pair moves the
// other way from the feed), and chart bars are turned the right way up.
import { describe, expect, it } from 'vitest';
import { formatChange } from '../../src/fx/fxFormat';
import { chartPairs } from '../../src/fx/rateSeries';
import { barInUsdPair, usdPairChangePercent, usdPairLabel, usdPairQuote } from '../../src/fx/usdPairs';

const feed = { EUR: 0.921, GBP: 0.789, JPY: 148.25, CNY: 7.2134 };

describe('a currency against the dollar', () => {
  it('is its market pair with that pair’s rate, as the contract rounds it', () => {
    expect(usdPairQuote('EUR', feed)).toMatchObject({ label: 'EUR/USD', text: '1.0858' });
    expect(usdPairQuote('GBP', feed)).toMatchObject({ label: 'GBP/USD', text: '1.2674' });
    expect(usdPairQuote('JPY', feed)).toMatchObject({ label: 'USD/JPY', text: '148.25', rate: 148.25 });
    expect(usdPairQuote('CNY', feed)).toMatchObject({ label: 'USD/CNY', text: '7.2134' });
    expect(usdPairQuote('AUD', feed)).toMatchObject({ label: 'AUD/USD', text: undefined, rate: undefined });
  });

  it('has no pair with itself', () => {
    expect(usdPairQuote('USD', feed)).toBeUndefined();
    expect(usdPairLabel('USD')).toBe('USD');
    expect(chartPairs([], ['USD', 'EUR'])).toEqual(['EUR']);
  });
});

describe('a move, measured on the pair as shown', () => {
  it('is green when the euro strengthens, though the feed’s USD/EUR falls', () => {
    // 0.9210 → 0.9110 euros per dollar: EUR/USD 1.0858 → 1.0977, +1.10 %.
    const percent = usdPairChangePercent('EUR', 0.911, 0.921);
    expect(percent).toBeCloseTo(1.0977, 3);
    expect(formatChange(percent, 'en-US')).toEqual({ text: '+1.10%', positive: true });
    expect(formatChange(usdPairChangePercent('EUR', 0.931, 0.921), 'en-US').positive).toBe(false);
  });

  it('follows the feed where the dollar is the base', () => {
    expect(formatChange(usdPairChangePercent('JPY', 150, 148.25), 'en-US')).toEqual({
      text: '+1.18%',
      positive: true,
    });
    expect(usdPairChangePercent('JPY', 150, undefined)).toBe(0);
  });
});

describe('chart bars in the pair', () => {
  it('are inverted where USD is the quote, the highest pair rate from the lowest feed rate', () => {
    const bar = { t: 1, open: 0.92, high: 0.93, low: 0.9, close: 0.91, receivedAt: 5 };
    const inverted = barInUsdPair('EUR', bar);
    expect(inverted).toMatchObject({ t: 1, receivedAt: 5 });
    expect(inverted.open).toBeCloseTo(1 / 0.92, 12);
    expect(inverted.high).toBeCloseTo(1 / 0.9, 12);
    expect(inverted.low).toBeCloseTo(1 / 0.93, 12);
    expect(inverted.close).toBeCloseTo(1 / 0.91, 12);
    expect(inverted.high).toBeGreaterThan(inverted.low);
    expect(barInUsdPair('JPY', bar)).toBe(bar);
  });
});
