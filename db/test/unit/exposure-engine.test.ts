// The one exposure engine (db/src/domain/fx/exposure): buckets, hedges matched to maturities, hedge ratios,
// the base values at the live rate, cost versus budget, the VaR by the risk engine's method, the levels.
import { convertMinor } from '@tradehub/contract';
import { describe, expect, it } from 'vitest';
import { bucketOf } from '../../src/domain/fx/exposure/buckets.js';
import { prepareExposure } from '../../src/domain/fx/exposure/prepare-exposure.js';
import { valueExposure } from '../../src/domain/fx/exposure/value-exposure.js';
import type { ExposureInputs } from '../../src/domain/fx/exposure/inputs.js';
import { Market } from '../../src/domain/fx/exposure/market.js';
import { baseBudgetRate } from '../../src/domain/arithmetic/budget-rates.js';
import { valueAtRisk95Minor } from '../../src/domain/arithmetic/value-at-risk.js';

const NOW = new Date('2026-03-15T12:00:00Z');
const inputs = (overrides: Partial<ExposureInputs> = {}): ExposureInputs => ({
  organisationId: 'org',
  baseCurrency: 'USD',
  marginTolerancePercent: 2,
  payables: [],
  hedges: [],
  targets: {},
  ...overrides,
});
/** 91 daily closes of EUR per USD, newest first, wiggling ±0.3 %. */
const closes = Array.from({ length: 91 }, (_, k) => 0.92 * (1 + (k % 2 === 0 ? 0.003 : -0.003)));
const market = (rate = 0.92) =>
  new Market({
    ratesPerUsd: { EUR: rate, JPY: 150 },
    asOf: NOW.toISOString(),
    dailyCloses: new Map([['EUR', closes]]),
  });

describe('maturity buckets', () => {
  it('counts whole UTC days from today', () => {
    expect(bucketOf('2026-03-15', '2026-03-14')).toBe('overdue');
    expect(bucketOf('2026-03-15', '2026-03-15')).toBe('d0_30');
    expect(bucketOf('2026-03-15', '2026-04-14')).toBe('d0_30');
    expect(bucketOf('2026-03-15', '2026-04-15')).toBe('d31_90');
    expect(bucketOf('2026-03-15', '2026-06-13')).toBe('d31_90');
    expect(bucketOf('2026-03-15', '2026-06-14')).toBe('d91_180');
    expect(bucketOf('2026-03-15', '2027-03-15')).toBe('d181_365');
    expect(bucketOf('2026-03-15', '2027-03-16')).toBe('over_365');
  });
});

describe('the exposure engine', () => {
  const bill = {
    currency: 'EUR',
    amountMinor: 25_000_000,
    day: '2026-04-29',
    budgetRate: baseBudgetRate('EUR', 'USD', '1.08'),
  };

  it('matches a forward to its bucket: €100,000 of €250,000 in 31–90 d is 40 % hedged', () => {
    const prepared = prepareExposure(
      inputs({ payables: [bill], hedges: [{ currency: 'EUR', amountMinor: 10_000_000, day: '2026-04-24' }] }),
      NOW,
    );
    const report = valueExposure(prepared, market());
    const eur = report.currencies[0]!;
    const bucket = eur.buckets.find((entry) => entry.bucket === 'd31_90')!;
    expect(bucket).toMatchObject({
      payablesMinor: 25_000_000,
      hedgedMinor: 10_000_000,
      hedgedPercent: 40,
      unhedgedMinor: 15_000_000,
      targetMinor: 25_000_000,
      gapMinor: 15_000_000,
      latestDueDate: '2026-04-29',
      hedgeValueDate: '2026-04-29',
    });
    expect(eur).toMatchObject({ hedgedPercent: 40, unhedgedMinor: 15_000_000, forwardsMinor: 10_000_000 });
    const toUsd = (minor: number) =>
      convertMinor(minor, 'EUR', 'USD', { numerator: 1, denominator: 0.92 }, 'half-away-from-zero');
    expect(eur.baseAmountMinor).toBe(toUsd(25_000_000));
    expect(eur.unhedgedBaseMinor).toBe(toUsd(15_000_000));
    // Budgeted at EUR/USD 1.08 = 270,000.00 USD.
    expect(eur.costVsBudgetMinor).toBe(toUsd(25_000_000) - 27_000_000);
  });

  it('does not let a forward in another bucket hedge this one', () => {
    const report = valueExposure(
      prepareExposure(
        inputs({
          payables: [bill],
          hedges: [{ currency: 'EUR', amountMinor: 10_000_000, day: '2026-09-01' }],
        }),
        NOW,
      ),
      market(),
    );
    expect(report.currencies[0]).toMatchObject({
      hedgedPercent: 0,
      hedgedMinor: 0,
      forwardsMinor: 10_000_000,
    });
  });

  it('asks the target of the gap, clamps the hedge date to the forward window', () => {
    const overdue = { ...bill, day: '2026-03-01' };
    const report = valueExposure(
      prepareExposure(inputs({ payables: [overdue], targets: { EUR: 50 } }), NOW),
      market(),
    );
    expect(report.currencies[0]!.buckets[0]).toMatchObject({
      bucket: 'overdue',
      targetMinor: 12_500_000,
      gapMinor: 12_500_000,
      hedgeValueDate: '2026-03-18',
    });
    expect(report.currencies[0]).toMatchObject({ targetHedgePercent: 50, gapPercent: 50 });
  });

  it('values the VaR by the risk engine’s method and levels it by VaR / gross', () => {
    const report = valueExposure(prepareExposure(inputs({ payables: [bill] }), NOW), market());
    const returns = market().dailyReturns('EUR', 'USD');
    expect(report.totals.valueAtRisk95Minor).toBe(
      valueAtRisk95Minor([{ sensitivityMinor: -report.totals.unhedgedBaseMinor, returns }]),
    );
    expect(report.totals.valueAtRiskMeasured).toBe(true);
    // σ of daily returns ≈ 0.6 %, × 1.645 ≈ 1 % of the exposure: High (from 0.5 %).
    expect(report.totals.level).toBe('High');
  });

  it('grades a currency by unhedged share and size; without a rate the size counts as large', () => {
    const level = (amountMinor: number, hedgedMinor: number, rate?: number) =>
      valueExposure(
        prepareExposure(
          inputs({
            payables: [{ ...bill, amountMinor }],
            hedges: hedgedMinor ? [{ currency: 'EUR', amountMinor: hedgedMinor, day: bill.day }] : [],
          }),
          NOW,
        ),
        rate === undefined ? market() : new Market({ ratesPerUsd: {}, asOf: null, dailyCloses: new Map() }),
      ).currencies[0]!.riskLevel;
    expect(level(10_000_000, 0)).toBe('High');
    expect(level(10_000_000, 6_000_000)).toBe('Medium');
    expect(level(10_000_000, 8_000_000)).toBe('Low');
    expect(level(100, 0, 0)).toBe('High');
  });

  it('leaves the base currency and nothing at all out; an empty organisation is Low', () => {
    const report = valueExposure(
      prepareExposure(
        inputs({ payables: [{ currency: 'USD', amountMinor: 5, day: '2026-04-01', budgetRate: null }] }),
        NOW,
      ),
      market(),
    );
    expect(report.currencies).toEqual([]);
    expect(report.totals).toMatchObject({ unhedgedBaseMinor: 0, valueAtRisk95Minor: 0, level: 'Low' });
  });

  it('moves with the live rate only (a tick revalues what was prepared)', () => {
    const prepared = prepareExposure(inputs({ payables: [bill] }), NOW);
    const before = valueExposure(prepared, market(0.92));
    const after = valueExposure(
      prepared,
      market().withLiveRates({ rates: { EUR: 0.92 * 0.97 }, asOf: NOW.toISOString() }),
    );
    expect(after.totals.unhedgedBaseMinor).toBeGreaterThan(before.totals.unhedgedBaseMinor);
    expect(after.currencies[0]!.costVsBudgetMinor - before.currencies[0]!.costVsBudgetMinor).toBe(
      after.totals.unhedgedBaseMinor - before.totals.unhedgedBaseMinor,
    );
  });
});
