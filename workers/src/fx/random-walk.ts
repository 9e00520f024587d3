import { FX_CURRENCIES, rateDecimals, roundRate, type FxCurrency } from './currencies.js';
import { gaussian, mulberry32 } from './prng.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How fast a rate drifts back to its anchor: half the distance in 10 days. Mild enough that a day looks
 * like a free random walk and 90 days like a currency that wanders a few percent, strong enough that
 * the simulation never runs away (stationary spread ≈ 2.7 × the daily volatility).
 */
export const MEAN_REVERSION_HALF_LIFE_DAYS = 10;
const REVERSION_PER_DAY = Math.LN2 / MEAN_REVERSION_HALF_LIFE_DAYS;

/** The seed of the live walk unless one is given: the same simulation on every machine. */
export const DEFAULT_FX_SEED = 0x7a0e_4b1d;

export interface FxRandomWalkOptions {
  seed: number;
  currencies?: readonly FxCurrency[];
  /** Rates to start from (missing currencies start at their anchor). */
  start?: Readonly<Record<string, number>>;
}

/**
 * A mean-reverting random walk of every rate around its anchor: an Ornstein–Uhlenbeck process on the
 * log of rate/anchor, stepped exactly for any step length, so one-second ticks and one-hour history bars
 * come from the same process with the same daily volatility. The process is time-reversible, which is
 * why the history backfill can run it backwards from "now" and join the live walk.
 */
export class FxRandomWalk {
  readonly currencies: readonly FxCurrency[];
  private readonly deviation: Float64Array;
  private readonly normal: () => number;
  private readonly decimals: number[];
  private readonly coefficients = new Map<number, { keep: number; shock: Float64Array }>();

  constructor({ seed, currencies = FX_CURRENCIES, start }: FxRandomWalkOptions) {
    this.currencies = currencies;
    this.normal = gaussian(mulberry32(seed));
    this.decimals = currencies.map((currency) => rateDecimals(currency.anchor));
    this.deviation = Float64Array.from(currencies, (currency) => {
      const rate = start?.[currency.code];
      return rate !== undefined && Number.isFinite(rate) && rate > 0 ? Math.log(rate / currency.anchor) : 0;
    });
  }

  /** Moves every rate by one step of `stepMs` (random draws in currency order, so runs are reproducible). */
  step(stepMs: number): void {
    const { keep, shock } = this.coefficientsFor(stepMs);
    for (let index = 0; index < this.deviation.length; index++) {
      this.deviation[index] = keep * this.deviation[index]! + shock[index]! * this.normal();
    }
  }

  /** The unrounded rate of the currency at `index` in `currencies`. */
  rateAt(index: number): number {
    return this.currencies[index]!.anchor * Math.exp(this.deviation[index]!);
  }

  /** The rate at `index`, rounded to the decimals it is published with. */
  roundedRateAt(index: number): number {
    return roundRate(this.rateAt(index), this.decimals[index]!);
  }

  /** Every rate, rounded for publication. */
  rates(): Record<string, number> {
    const rates: Record<string, number> = {};
    this.currencies.forEach((currency, index) => (rates[currency.code] = this.roundedRateAt(index)));
    return rates;
  }

  private coefficientsFor(stepMs: number) {
    let cached = this.coefficients.get(stepMs);
    if (!cached) {
      const keep = Math.exp((-REVERSION_PER_DAY * stepMs) / DAY_MS);
      // Exact OU transition: variance σ²(1 − e^{−2θΔ}) / 2θ, with σ the daily volatility (θ per day).
      const shockScale = Math.sqrt((1 - keep * keep) / (2 * REVERSION_PER_DAY));
      cached = {
        keep,
        shock: Float64Array.from(this.currencies, (currency) => currency.dailyVol * shockScale),
      };
      this.coefficients.set(stepMs, cached);
    }
    return cached;
  }
}

/** Spread of log(rate/anchor) once the walk has forgotten where it started. */
export function stationarySpread(dailyVol: number): number {
  return dailyVol / Math.sqrt(2 * REVERSION_PER_DAY);
}
