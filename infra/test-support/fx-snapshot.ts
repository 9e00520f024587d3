import type { FxSnapshot } from '@tradehub/contract';

/** A simulated feed's snapshot of `rates` (per 1 USD), published now: what the FX tests tick or store. */
export const fxSnapshot = (rates: Record<string, number>): FxSnapshot => ({
  base: 'USD',
  source: 'simulated',
  asOf: new Date().toISOString(),
  publishedAt: Date.now(),
  rates,
});
