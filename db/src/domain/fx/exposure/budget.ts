import { usdPair, type Rate } from '@tradehub/contract';

/**
 * A budget rate is written on the currency's market pair against USD, as treasurers read it (EUR/USD 1.0858:
 * USD per 1 EUR; USD/JPY 148.25: JPY per 1 USD). As a rate of USD per 1 unit of the currency, exactly:
 * the pair's rate itself when USD is its quote, its inverse (as a ratio, no division) when USD is its base.
 */
export function usdBudgetRate(currency: string, pairRate: string | number): Rate {
  const pair = usdPair(currency);
  if (!pair) return 1;
  return pair.quote === 'USD' ? pairRate : { numerator: 1, denominator: pairRate };
}
