// Every formula of the risk engine (db/src/domain/risk/README.md) against examples worked out by hand here.
import { describe, expect, it } from 'vitest';
import { prepareExposure } from '../../src/domain/fx/exposure/prepare-exposure.js';
import { valueExposure } from '../../src/domain/fx/exposure/value-exposure.js';
import { Market } from '../../src/domain/fx/exposure/market.js';
import { cashflowFigures, cashflowRiskTile } from '../../src/domain/risk/cashflow-risk.js';
import {
  counterpartyRiskTile,
  documentCompleteness,
  supplierRiskScore,
  weightedCounterpartyScore,
  type SupplierRiskFacts,
} from '../../src/domain/risk/counterparty-risk.js';
import { COUNTRY_RISK_DEFAULT, countryRiskScore } from '../../src/domain/risk/country-risk.js';
import { toBaseMinorExact, unitValueInBase } from '../../src/domain/arithmetic/currency-conversion.js';
import { currencyImpact } from '../../src/domain/arithmetic/currency-impact.js';
import { exposureRow, fxRiskExposureTile } from '../../src/domain/risk/fx-exposure-tile.js';
import { levelFromThresholds } from '../../src/domain/arithmetic/levels.js';
import { marketRiskTile } from '../../src/domain/risk/market-risk.js';
import { riskMetricFigures } from '../../src/domain/risk/risk-metrics.js';
import { roundMinor, roundTo, safeRatio } from '../../src/domain/arithmetic/rounding.js';
import { logReturns, sampleStandardDeviation, seriesSlice } from '../../src/domain/arithmetic/statistics.js';
import { portfolioDailyPnl, valueAtRisk95Minor } from '../../src/domain/arithmetic/value-at-risk.js';
import { annualisedVolatilityPercent, exposureWeightedVolatility } from '../../src/domain/risk/volatility.js';
import { bucketStarts, dashboardWindows, samplingPlan } from '../../src/domain/risk/windows.js';

const SHENZHEN: SupplierRiskFacts = {
  riskScore: 'Low',
  status: 'verified',
  countryCode: 'CN',
  validLegalDocumentTypes: 3,
};
const BAYERN: SupplierRiskFacts = {
  riskScore: 'Medium',
  status: 'pending',
  countryCode: 'DE',
  validLegalDocumentTypes: 1,
};
const SAIGON: SupplierRiskFacts = {
  riskScore: 'High',
  status: 'rejected',
  countryCode: 'VN',
  validLegalDocumentTypes: 0,
};

describe('rounding', () => {
  it('rounds money once, half away from zero, never to −0', () => {
    expect(roundMinor(2.5)).toBe(3);
    expect(roundMinor(-2.5)).toBe(-3);
    expect(roundMinor(9_500_542.888)).toBe(9_500_543);
    expect(Object.is(roundMinor(-0.4), 0)).toBe(true);
    expect(roundTo(23.505949, 2)).toBe(23.51);
    expect(safeRatio(5, 0)).toBe(0);
    expect(safeRatio(1, 4)).toBe(0.25);
  });

  it('places a figure in its level band', () => {
    const thresholds = { medium: 35, high: 65 };
    expect(levelFromThresholds(34.9, thresholds)).toBe('Low');
    expect(levelFromThresholds(35, thresholds)).toBe('Medium');
    expect(levelFromThresholds(65, thresholds)).toBe('High');
  });
});

describe('counterparty risk score', () => {
  it('uses the country table with a default', () => {
    expect(countryRiskScore('CN')).toBe(45);
    expect(countryRiskScore('de')).toBe(15);
    expect(countryRiskScore('RU')).toBe(85);
    expect(countryRiskScore('ZZ')).toBe(COUNTRY_RISK_DEFAULT);
    expect(countryRiskScore(null)).toBe(50);
  });

  it('scores one supplier from level, verification, documents and country', () => {
    expect(documentCompleteness(1)).toBeCloseTo(1 / 3);
    // Shenzhen: 0.40 × 10 + 0.25 × 0 + 0.20 × 100 × (1 − 3/3) + 0.15 × 45 = 4 + 0 + 0 + 6.75 = 10.75
    expect(supplierRiskScore(SHENZHEN)).toBeCloseTo(10.75, 10);
    // Bayern: 0.40 × 50 + 0.25 × 50 + 0.20 × 100 × (1 − 1/3) + 0.15 × 15 = 20 + 12.5 + 13.333 + 2.25 = 48.083
    expect(supplierRiskScore(BAYERN)).toBeCloseTo(48.0833333, 6);
    // Saigon: 0.40 × 90 + 0.25 × 100 + 0.20 × 100 × (1 − 0) + 0.15 × 45 = 36 + 25 + 20 + 6.75 = 87.75
    expect(supplierRiskScore(SAIGON)).toBeCloseTo(87.75, 10);
    // The extremes: 0.4 × 10 + 0 + 0 + 0.15 × 15 = 6.25 and 0.4 × 90 + 25 + 20 + 0.15 × 85 = 93.75
    expect(supplierRiskScore({ ...SHENZHEN, countryCode: 'US' })).toBeCloseTo(6.25, 10);
    expect(supplierRiskScore({ ...SAIGON, countryCode: 'IR' })).toBeCloseTo(93.75, 10);
  });

  it('weights suppliers by what they were paid, or equally when nobody was paid', () => {
    // (10.75 × 4,670,000 + 48.0833 × 875,050 + 87.75 × 560,000) / 6,105,050
    //   = (50,202,500 + 42,076,154.2 + 49,140,000) / 6,105,050 = 141,418,654.2 / 6,105,050 = 23.164 → 23.2
    const scores = [10.75, 48.083333333333336, 87.75];
    const paid = [4_670_000, 875_050, 560_000];
    expect(weightedCounterpartyScore(scores.map((score, i) => ({ score, weight: paid[i]! })))).toBe(23.2);
    // Nobody paid: (10.75 + 48.0833 + 87.75) / 3 = 146.5833 / 3 = 48.861 → 48.9
    expect(weightedCounterpartyScore(scores.map((score) => ({ score, weight: 0 })))).toBe(48.9);
    expect(weightedCounterpartyScore([])).toBeNull();
  });

  it('builds the tile with its previous-window value and level', () => {
    const tile = counterpartyRiskTile([
      {
        name: 'Shenzhen',
        facts: SHENZHEN,
        windowPaymentsBaseMinor: 4_670_000,
        previousWindowPaymentsBaseMinor: 745_025,
      },
      {
        name: 'Bayern',
        facts: BAYERN,
        windowPaymentsBaseMinor: 875_050,
        previousWindowPaymentsBaseMinor: 1_980_000,
      },
      { name: 'Saigon', facts: SAIGON, windowPaymentsBaseMinor: 560_000, previousWindowPaymentsBaseMinor: 0 },
    ]);
    expect(tile.value).toBe(23.2);
    expect(tile.level).toBe('Low');
    // previous: (10.75 × 745,025 + 48.0833 × 1,980,000) / 2,725,025 = (8,009,018.75 + 95,205,000) / 2,725,025
    //         = 103,214,018.75 / 2,725,025 = 37.876 → 37.9 (Medium)
    expect(tile.previous).toBe(37.9);
    expect(tile.explanation).toContain('Riskiest: Saigon (87.8)');
  });
});

describe('currency conversion', () => {
  it('converts minor units through the USD rates, unrounded', () => {
    // JPY 15,000,000 (no minor unit) / 148.25 JPY per USD = 101,180.4384 USD = 10,118,043.84 cents
    expect(toBaseMinorExact(15_000_000, 'JPY', 'USD', { JPY: 148.25 })).toBeCloseTo(10_118_043.8449, 3);
    // EUR 250,000.00 = 25,000,000 cents / 0.921 = 27,144,408.25 cents
    expect(toBaseMinorExact(25_000_000, 'EUR', 'USD', { EUR: 0.921 })).toBeCloseTo(27_144_408.2519, 3);
    // Into a EUR base: USD 100.00 × 0.9 EUR per USD = EUR 90.00
    expect(toBaseMinorExact(10_000, 'USD', 'EUR', { EUR: 0.9 })).toBeCloseTo(9_000, 9);
    expect(toBaseMinorExact(10_000, 'USD', 'USD', {})).toBe(10_000);
    expect(toBaseMinorExact(10_000, 'CHF', 'USD', {})).toBeNull();
    // One EUR is worth 1 / 0.921 = 1.0857763 USD
    expect(unitValueInBase('EUR', 'USD', { EUR: 0.921 })).toBeCloseTo(1.0857763, 7);
  });
});

describe('FX risk exposure (the exposure engine on the dashboard)', () => {
  // EUR 250,000 65 % hedged and JPY 15,000,000 45 % hedged, each a bill with a forward in its bucket.
  const day = '2026-05-01';
  const prepared = prepareExposure(
    {
      organisationId: 'org',
      baseCurrency: 'USD',
      marginTolerancePercent: 2,
      payables: [
        { currency: 'EUR', amountMinor: 25_000_000, day, budgetRate: null },
        { currency: 'JPY', amountMinor: 15_000_000, day, budgetRate: null },
      ],
      hedges: [
        { currency: 'EUR', amountMinor: 16_250_000, day },
        { currency: 'JPY', amountMinor: 6_750_000, day },
      ],
      targets: {},
    },
    new Date('2026-03-15T00:00:00Z'),
  );
  const report = valueExposure(
    prepared,
    new Market({ ratesPerUsd: { EUR: 0.921, JPY: 148.25 }, asOf: null, dailyCloses: new Map() }),
  );
  const [eur, jpy] = report.currencies;

  it('values the exposure and its unhedged part exactly, rounding once', () => {
    const row = exposureRow(eur!, 8.123);
    // base 25,000,000 / 0.921 = 27,144,408.25 → 27,144,408; unhedged 8,750,000 / 0.921 = 9,500,542.89 → 9,500,543
    expect(row).toMatchObject({
      currency: 'EUR',
      amountMinor: 25_000_000,
      hedgedPercent: 65,
      baseAmountMinor: 27_144_408,
      unhedgedBaseMinor: 9_500_543,
      volatilityPercent: 8.12,
    });
    // JPY: 15,000,000 × 100 / 148.25 = 10,118,043.84 → 10,118,044; 8,250,000 × 100 / 148.25 = 5,564,924.11
    expect(exposureRow(jpy!, null)).toMatchObject({
      baseAmountMinor: 10_118_044,
      unhedgedBaseMinor: 5_564_924,
    });
  });

  it('computes the currency impact on the unhedged part with the payable sign convention', () => {
    // U = 9,500,542.888 cents. EUR +1 %: −95,005.43 → −95,005; +5 %: −475,027.14 → −475,027;
    // +10 %: −950,054.29 → −950,054; the weakening moves are the mirror image.
    expect(currencyImpact(9_500_542.888165)).toEqual({
      '-10': 950_054,
      '-5': 475_027,
      '-1': 95_005,
      '1': -95_005,
      '5': -475_027,
      '10': -950_054,
    });
    // A receivable (negative amount) gains when its currency strengthens.
    expect(currencyImpact(-1_000_000)['5']).toBe(50_000);
    expect(currencyImpact(0)['10']).toBe(0);
  });

  it("shows the engine's totals on the tile: unhedged base value, VaR and level", () => {
    // value = 9,500,543 + 5,564,924 = 15,065,467; no rate history: no VaR, the highest currency level.
    const tile = fxRiskExposureTile({ report, previousUnhedgedMinor: 15_000_000 });
    expect(tile).toMatchObject({
      value: 15_065_467,
      valueAtRisk95Minor: 0,
      level: report.totals.level,
      previous: 15_000_000,
    });
    expect(report.totals.valueAtRiskMeasured).toBe(false);
    // EUR: 35 % unhedged (> 25 %), USD 95,005 (≥ 10,000): Medium; JPY: 55 % unhedged, USD 55,649: High.
    expect([eur!.riskLevel, jpy!.riskLevel, report.totals.level]).toEqual(['Medium', 'High', 'High']);
    expect(tile.explanation).toContain('not enough rate history for a value-at-risk');
  });
});

describe('statistics, volatility and value-at-risk', () => {
  it('takes log returns between consecutive points, null where a point is missing', () => {
    // ln(101 / 100) = 0.0099503, ln(99.99 / 101) = ln(0.99) = −0.0100503
    const returns = logReturns([100, 101, 99.99, null, 100]);
    expect(returns[0]).toBeCloseTo(0.0099503, 7);
    expect(returns[1]).toBeCloseTo(-0.0100503, 7);
    expect(returns.slice(2)).toEqual([null, null]);
    expect(sampleStandardDeviation([1])).toBeNull();
    // mean 2; squares 1 + 0 + 1 = 2; / (3 − 1) = 1; √1 = 1
    expect(sampleStandardDeviation([1, 2, 3])).toBe(1);
  });

  it('annualises the realised volatility', () => {
    // returns ±0.01 four times: mean 0, variance 4 × 0.0001 / 3 = 0.00013333, σ = 0.0115470;
    // daily: × √365 = 19.1050 → 22.0605 %; hourly: × √8760 = 93.5949 → 108.07 %
    expect(annualisedVolatilityPercent([0.01, -0.01, 0.01, -0.01], 365)).toBeCloseTo(22.0605, 4);
    expect(annualisedVolatilityPercent([0.01, -0.01, 0.01, -0.01], 8760)).toBeCloseTo(108.0741, 3);
    expect(annualisedVolatilityPercent([0.01, null], 365)).toBeNull();
  });

  it('weights the volatilities by exposure', () => {
    // (|300| × 10 + |−100| × 20) / 400 = 5,000 / 400 = 12.5; the currency without a volatility is left out
    expect(
      exposureWeightedVolatility([
        { weight: 300, volatilityPercent: 10 },
        { weight: -100, volatilityPercent: 20 },
        { weight: 1_000, volatilityPercent: null },
      ]),
    ).toBe(12.5);
    expect(exposureWeightedVolatility([{ weight: 1, volatilityPercent: null }])).toBeNull();
  });

  it('computes the variance–covariance VaR of the unhedged portfolio', () => {
    // Two payables: U₁ = 1,000,000 and U₂ = 500,000 cents, so w = (−1,000,000, −500,000).
    const a = [0.01, -0.02, 0.01];
    const b = [0.02, 0, -0.01];
    const positions = [
      { sensitivityMinor: -1_000_000, returns: a },
      { sensitivityMinor: -500_000, returns: b },
    ];
    // P&L: −10,000 − 10,000 = −20,000; +20,000 + 0 = 20,000; −10,000 + 5,000 = −5,000
    expect(portfolioDailyPnl(positions)).toEqual([-20_000, 20_000, -5_000]);
    // mean −1,666.67; squared deviations 336,111,111 + 469,444,444 + 11,111,111 = 816,666,667;
    // / 2 = 408,333,333; σ = 20,207.26; × 1.645 = 33,240.94 → 33,241
    expect(valueAtRisk95Minor(positions)).toBe(33_241);

    // The same as wᵀΣw with the sample covariance matrix of the returns:
    // var a = 0.0003, var b = 0.00023333, cov(a, b) = (0.01·0.02 + (−0.02)(0) + 0.01(−0.01) − 3·0·(1/300)) / 2
    const covariance = (x: number[], y: number[]) => {
      const mx = x.reduce((s, v) => s + v, 0) / x.length;
      const my = y.reduce((s, v) => s + v, 0) / y.length;
      return x.reduce((s, v, i) => s + (v - mx) * (y[i]! - my), 0) / (x.length - 1);
    };
    const w = [-1_000_000, -500_000];
    const quadratic =
      w[0]! * w[0]! * covariance(a, a) +
      2 * w[0]! * w[1]! * covariance(a, b) +
      w[1]! * w[1]! * covariance(b, b);
    expect(Math.round(1.645 * Math.sqrt(quadratic))).toBe(33_241);
  });

  it('treats a missing return as no move and needs two days of P&L', () => {
    // Day 1: only the first currency moved (−1,000,000 × 0.01); day 2: neither has a return (skipped).
    expect(
      portfolioDailyPnl([
        { sensitivityMinor: -1_000_000, returns: [0.01, null, 0.02] },
        { sensitivityMinor: -500_000, returns: [null, null, 0.02] },
      ]),
    ).toEqual([-10_000, -30_000]);
    expect(valueAtRisk95Minor([{ sensitivityMinor: -1_000_000, returns: [0.01, null] }])).toBeNull();
  });
});

describe('cashflow risk', () => {
  it('measures the unsettled and failed shares of the scheduled outflows', () => {
    // Demo 7d: completed 1,250,000 + 3,420,000 = 4,670,000; pending 875,050; failed 560,000;
    // scheduled 6,105,050; unsettled (875,050 + 560,000) / 6,105,050 = 23.506 % → 23.51;
    // failed 560,000 / 6,105,050 = 0.09173 → 0.0917. Medium (20 % ≤ 23.51 % < 50 %; 5 % ≤ 9.17 % < 15 %).
    const tile = cashflowRiskTile(
      { completedMinor: 4_670_000, pendingMinor: 875_050, failedMinor: 560_000 },
      { completedMinor: 2_725_025, pendingMinor: 0, failedMinor: 0 },
    );
    expect(tile).toMatchObject({
      value: 23.51,
      unit: 'percent',
      previous: 0,
      level: 'Medium',
      scheduledMinor: 6_105_050,
      settledMinor: 4_670_000,
      pendingMinor: 875_050,
      failedShare: 0.0917,
    });
  });

  it('raises the level on a high failed share alone', () => {
    // 10 % unsettled (Low) but all of it failed: failed share 0.10 → Medium
    expect(cashflowRiskTile({ completedMinor: 900, pendingMinor: 0, failedMinor: 100 }, zero()).level).toBe(
      'Medium',
    );
    // 16 % failed → High
    expect(cashflowRiskTile({ completedMinor: 840, pendingMinor: 0, failedMinor: 160 }, zero()).level).toBe(
      'High',
    );
  });

  it('has nothing to measure without payments', () => {
    expect(cashflowFigures(zero())).toEqual({
      scheduledMinor: 0,
      settledMinor: 0,
      pendingMinor: 0,
      failedShare: 0,
      unsettledPercent: 0,
    });
    const tile = cashflowRiskTile(zero(), zero());
    expect(tile).toMatchObject({ value: 0, previous: null, level: 'Low', failedShare: 0 });
    expect(tile.explanation).toMatch(/nothing to measure|no cashflow risk to measure/);
  });

  function zero() {
    return { completedMinor: 0, pendingMinor: 0, failedMinor: 0 };
  }
});

describe('market risk tile', () => {
  it('rounds and levels the exposure-weighted volatility', () => {
    const tile = marketRiskTile({
      current: 7.6049,
      previous: 12.3,
      currenciesMeasured: 4,
      currenciesTotal: 4,
      sampling: 'day',
    });
    expect(tile).toMatchObject({ value: 7.6, previous: 12.3, level: 'Medium', unit: 'percent' });
    expect(
      marketRiskTile({
        current: 5.99,
        previous: null,
        currenciesMeasured: 1,
        currenciesTotal: 1,
        sampling: 'hour',
      }).level,
    ).toBe('Low');
    expect(
      marketRiskTile({
        current: 12,
        previous: null,
        currenciesMeasured: 1,
        currenciesTotal: 1,
        sampling: 'day',
      }).level,
    ).toBe('High');
  });
});

describe('risk metrics', () => {
  it('computes the four metrics of the demo workspace', () => {
    const created = new Date('2026-01-01T10:00:00Z');
    const figures = riskMetricFigures({
      suppliers: [
        // verified after 48 days = 1,152 hours; 1 + 3 checks passed
        {
          status: 'verified',
          createdAt: created,
          verificationDate: new Date('2026-02-18T10:00:00Z'),
          validLegalDocumentTypes: 3,
        },
        // pending: 0 + 1 checks
        { status: 'pending', createdAt: created, verificationDate: null, validLegalDocumentTypes: 1 },
        // rejected: 0 + 0 checks
        { status: 'rejected', createdAt: created, verificationDate: null, validLegalDocumentTypes: 0 },
      ],
      completedPayments: 6,
      failedPayments: 2,
    });
    // verification 1 / 3 = 33.33 %; success 6 / (6 + 2) = 75 %; response 1,152 h; compliance 5 / 12 = 41.67 %
    expect(figures).toEqual({
      supplierVerificationRate: 33.33,
      paymentSuccessRate: 75,
      averageResponseTimeHours: 1152,
      complianceScore: 41.67,
    });
  });

  it('is all zeros with nothing to measure', () => {
    expect(riskMetricFigures({ suppliers: [], completedPayments: 0, failedPayments: 0 })).toEqual({
      supplierVerificationRate: 0,
      paymentSuccessRate: 0,
      averageResponseTimeHours: 0,
      complianceScore: 0,
    });
  });
});

describe('windows and buckets', () => {
  const now = new Date('2026-03-15T12:34:56.000Z');

  it('places the previous window right before the window', () => {
    const { window, previousWindow } = dashboardWindows('7d', now);
    expect(window.from.toISOString()).toBe('2026-03-08T12:34:56.000Z');
    expect(previousWindow).toEqual({ from: new Date('2026-03-01T12:34:56.000Z'), to: window.from });
  });

  it('has 24 hourly, 7 and 30 daily, 13 weekly buckets', () => {
    const count = (range: '24h' | '7d' | '30d' | '90d') =>
      bucketStarts(range, dashboardWindows(range, now).window).length;
    expect([count('24h'), count('7d'), count('30d'), count('90d')]).toEqual([24, 7, 30, 13]);
    // 90 days = 12 weeks + 6 days: the 13th bucket starts 84 days in
    const weeks = bucketStarts('90d', dashboardWindows('90d', now).window);
    expect(weeks[12]!.toISOString()).toBe('2026-03-09T12:34:56.000Z');
  });

  it('samples enough rate history for the VaR and the previous window', () => {
    expect(samplingPlan('24h')).toEqual({ dailyPoints: 91, hourlyPoints: 49, windowDays: 1 });
    expect(samplingPlan('7d')).toEqual({ dailyPoints: 91, hourlyPoints: 0, windowDays: 7 });
    expect(samplingPlan('90d')).toEqual({ dailyPoints: 181, hourlyPoints: 0, windowDays: 90 });
    // points 0..2 of a newest-first series, oldest first; past the end is null
    expect(seriesSlice([3, 2, 1], 0, 2)).toEqual([1, 2, 3]);
    expect(seriesSlice([3], 0, 1)).toEqual([null, 3]);
  });
});

describe('an empty organisation', () => {
  it('gives zeros and says there is nothing to measure, never NaN or Infinity', () => {
    const tiles = [
      counterpartyRiskTile([]),
      fxRiskExposureTile({
        report: valueExposure(
          prepareExposure({
            organisationId: 'org',
            baseCurrency: 'USD',
            marginTolerancePercent: 2,
            payables: [],
            hedges: [],
            targets: {},
          }),
          new Market({ ratesPerUsd: {}, asOf: null, dailyCloses: new Map() }),
        ),
        previousUnhedgedMinor: null,
      }),
      cashflowRiskTile(
        { completedMinor: 0, pendingMinor: 0, failedMinor: 0 },
        { completedMinor: 0, pendingMinor: 0, failedMinor: 0 },
      ),
      marketRiskTile({
        current: null,
        previous: null,
        currenciesMeasured: 0,
        currenciesTotal: 0,
        sampling: 'day',
      }),
    ];
    for (const tile of tiles) {
      expect(tile.value).toBe(0);
      expect(tile.previous).toBeNull();
      expect(tile.level).toBe('Low');
      expect(tile.explanation).toMatch(/to measure/);
      for (const value of Object.values(tile)) {
        if (typeof value === 'number') expect(Number.isFinite(value)).toBe(true);
      }
    }
  });
});
