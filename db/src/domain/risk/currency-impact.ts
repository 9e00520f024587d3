import type { CurrencyExposureRow } from '@tradehub/contract';
import { roundMinor } from './rounding.js';

/** The moves of the foreign currency against USD the Currency Impact Analysis shows, in percent. */
export const IMPACT_MOVES = [-10, -5, -1, 1, 5, 10] as const;

/**
 * Gain (+) or loss (−) in base minor units on the unhedged part of an exposure if the foreign currency
 * strengthens by k % against USD (k < 0: weakens), i.e. its USD price is multiplied by (1 + k/100).
 * Sign convention: a positive exposure is a PAYABLE (what an importer owes its suppliers), so it costs
 * more when the currency strengthens:  impact(k) = −U × k / 100,  U = unhedged base value, unrounded;
 * a negative exposure (a receivable or a holding) gains instead. Rounded once, half away from zero, so
 * impact(−k) = −impact(k).
 */
export function currencyImpact(unhedgedBaseMinorExact: number): CurrencyExposureRow['impact'] {
  const at = (move: (typeof IMPACT_MOVES)[number]) => roundMinor((-unhedgedBaseMinorExact * move) / 100);
  // One literal of IMPACT_MOVES' keys (every tick's pushes build one per currency: a fixed shape is cheap).
  return { '-10': at(-10), '-5': at(-5), '-1': at(-1), '1': at(1), '5': at(5), '10': at(10) };
}
