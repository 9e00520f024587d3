import { describe, expect, it } from 'vitest';
import { FX_ANCHOR_RATES, FX_CURRENCIES, rateDecimals } from '../../src/fx/currencies.js';
import { FxRandomWalk, stationarySpread } from '../../src/fx/random-walk.js';
import { createSimulatedProvider } from '../../src/fx/simulated-provider.js';

const HOUR_MS = 60 * 60 * 1000;

function run(seed: number, steps: number, stepMs: number) {
  const walk = new FxRandomWalk({ seed });
  const path: Record<string, number>[] = [];
  for (let index = 0; index < steps; index++) {
    walk.step(stepMs);
    path.push(walk.rates());
  }
  return path;
}

describe('FX currencies', () => {
  it('quotes at least the 52 currencies the product promises, each once, never USD itself', () => {
    const codes = FX_CURRENCIES.map((currency) => currency.code);
    expect(codes.length).toBeGreaterThanOrEqual(52);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).not.toContain('USD');
    for (const currency of FX_CURRENCIES) {
      expect(currency.code).toMatch(/^[A-Z]{3}$/);
      expect(currency.anchor).toBeGreaterThan(0);
      expect(currency.dailyVol).toBeGreaterThan(0);
      expect(currency.dailyVol).toBeLessThan(0.02);
    }
  });

  it('anchors the walk on the spec sample rates', () => {
    expect(FX_ANCHOR_RATES).toMatchObject({ EUR: 0.921, GBP: 0.789, JPY: 148.25, CNY: 7.2134 });
    expect(new FxRandomWalk({ seed: 1 }).rates()).toMatchObject({
      EUR: 0.921,
      GBP: 0.789,
      JPY: 148.25,
      CNY: 7.2134,
    });
  });
});

describe('the simulated random walk', () => {
  it('is deterministic for a seed and differs between seeds', () => {
    expect(run(42, 500, 1000)).toEqual(run(42, 500, 1000));
    expect(run(43, 500, 1000).at(-1)).not.toEqual(run(42, 500, 1000).at(-1));
  });

  it('moves every tick, by about the daily volatility scaled to the tick', () => {
    const path = run(7, 10_000, 1000);
    const moves = path.slice(1).map((rates, index) => Math.log(rates.EUR! / path[index]!.EUR!));
    const spread = Math.sqrt(moves.reduce((sum, move) => sum + move * move, 0) / moves.length);
    // 0.45 %/day over one-second steps: 0.0045 × √(1/86400) ≈ 1.5e-5 (rounding to 6 decimals adds noise).
    expect(spread).toBeGreaterThan(1e-5);
    expect(spread).toBeLessThan(2.5e-5);
    expect(new Set(path.map((rates) => rates.EUR)).size).toBeGreaterThan(100);
  });

  it('stays near its anchors over 10,000 one-second ticks', () => {
    let largest = 0;
    for (const rates of run(11, 10_000, 1000)) {
      for (const currency of FX_CURRENCIES) {
        largest = Math.max(largest, Math.abs(Math.log(rates[currency.code]! / currency.anchor)));
      }
    }
    expect(largest).toBeGreaterThan(0);
    expect(largest).toBeLessThan(0.02);
  });

  it('mean-reverts: 10,000 one-hour steps (14 months) stay within a sane band of the anchors', () => {
    const path = run(12, 10_000, HOUR_MS);
    for (const currency of FX_CURRENCIES) {
      const deviations = path.map((rates) => Math.log(rates[currency.code]! / currency.anchor));
      // A free random walk would wander ~√417 ≈ 20 daily vols; the reverting one stays within a few spreads.
      const band = 5 * stationarySpread(currency.dailyVol);
      expect(Math.max(...deviations.map(Math.abs))).toBeLessThan(band);
      expect(Math.abs(deviations.reduce((sum, value) => sum + value, 0) / deviations.length)).toBeLessThan(
        2 * stationarySpread(currency.dailyVol),
      );
    }
    const euros = path.map((rates) => rates.EUR!);
    expect(Math.min(...euros)).toBeGreaterThan(0.85);
    expect(Math.max(...euros)).toBeLessThan(1);
  });

  it('rounds JPY to 4 decimals, four-digit rates to 2 and the rest to 6', () => {
    expect(rateDecimals(148.25)).toBe(4);
    expect(rateDecimals(15650)).toBe(2);
    expect(rateDecimals(0.921)).toBe(6);
    const walk = new FxRandomWalk({ seed: 3 });
    walk.step(1000);
    const rates = walk.rates();
    expect(rates.JPY! * 1e4).toBeCloseTo(Math.round(rates.JPY! * 1e4), 6);
    expect(rates.EUR! * 1e6).toBeCloseTo(Math.round(rates.EUR! * 1e6), 6);
  });
});

describe('the simulated provider', () => {
  it('takes one step per tick and resumes from the last published rates', async () => {
    const at = new Date('2026-01-05T10:00:00Z');
    const provider = createSimulatedProvider({ tickMs: 1000, seed: 5, now: () => at });
    expect(provider.intervalMs).toBe(1000);
    await provider.start(undefined);
    const first = await provider.next();
    expect(first.asOf).toBe(at);
    expect(Object.keys(first.rates)).toHaveLength(FX_CURRENCIES.length);
    expect(first.rates.EUR).not.toBe(0.921);
    expect(Math.abs(first.rates.EUR! - 0.921)).toBeLessThan(0.001);

    await provider.start({ asOf: at, rates: { ...FX_ANCHOR_RATES, EUR: 0.95 } });
    const resumed = await provider.next();
    expect(Math.abs(resumed.rates.EUR! - 0.95)).toBeLessThan(0.001);
  });
});
