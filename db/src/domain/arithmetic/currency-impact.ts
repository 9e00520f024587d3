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
  // One literal of IMPACT_MOVES' keys (a fixed shape is cheap), then the figures.
  return writeCurrencyImpact({ '-10': 0, '-5': 0, '-1': 0, '1': 0, '5': 0, '10': 0 }, unhedgedBaseMinorExact);
}

const impactAt = (unhedgedBaseMinorExact: number, move: (typeof IMPACT_MOVES)[number]) =>
  roundMinor((-unhedgedBaseMinorExact * move) / 100);

/**
 * currencyImpact's figures written into an impact object already there (a tick's revaluation reuses each
 * pushed report's objects rather than building new ones: fx/exposure/value-exposure.ts). Returns it.
 */
export function writeCurrencyImpact(
  impact: CurrencyExposureRow['impact'],
  unhedgedBaseMinorExact: number,
): CurrencyExposureRow['impact'] {
  impact['-10'] = impactAt(unhedgedBaseMinorExact, -10);
  impact['-5'] = impactAt(unhedgedBaseMinorExact, -5);
  impact['-1'] = impactAt(unhedgedBaseMinorExact, -1);
  impact['1'] = impactAt(unhedgedBaseMinorExact, 1);
  impact['5'] = impactAt(unhedgedBaseMinorExact, 5);
  impact['10'] = impactAt(unhedgedBaseMinorExact, 10);
  return impact;
}
