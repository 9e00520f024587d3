import type { FxCurrency } from './currencies.js';
import type { FxProvider, FxQuote } from './provider.js';
import { DEFAULT_FX_SEED, FxRandomWalk } from './random-walk.js';

export interface SimulatedProviderOptions {
  /** FX_TICK_MS: one walk step per tick, its size scaled to the tick length. */
  tickMs: number;
  seed?: number;
  currencies?: readonly FxCurrency[];
  now?: () => Date;
}

/** The default provider: a seeded random walk around the anchors of currencies.ts, one step per tick. */
export function createSimulatedProvider({
  tickMs,
  seed = DEFAULT_FX_SEED,
  currencies,
  now = () => new Date(),
}: SimulatedProviderOptions): FxProvider & { readonly seed: number } {
  let walk = new FxRandomWalk({ seed, currencies });
  return {
    name: 'simulated',
    intervalMs: tickMs,
    seed,
    async start(resumeFrom: FxQuote | undefined) {
      walk = new FxRandomWalk({ seed, currencies, start: resumeFrom?.rates });
    },
    async next() {
      walk.step(tickMs);
      return { asOf: now(), rates: walk.rates() };
    },
  };
}
