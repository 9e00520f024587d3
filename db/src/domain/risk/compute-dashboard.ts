import type { EntityManager } from '../../index.js';
import type { Dashboard } from '@tradehub/contract';
import { cashflowRiskTile, type CashflowTotals } from './cashflow-risk.js';
import { counterpartyRiskTile } from './counterparty-risk.js';
import { toBaseMinorExact, unitValueInBase, type RatesPerUsd } from '../arithmetic/currency-conversion.js';
import { prepareExposure } from '../fx/exposure/prepare-exposure.js';
import { valueExposure } from '../fx/exposure/value-exposure.js';
import { loadExposureInputs } from '../fx/exposure/inputs.js';
import { Market } from '../fx/exposure/market.js';
import {
  loadLatestRiskSnapshot,
  loadOrganisationFacts,
  loadPaymentBucketCounts,
  loadPaymentTotals,
  loadRateSamples,
  loadRecentActivities,
  loadRecentTransactions,
  type PaymentTotalRow,
  type RatePoint,
  type RateSamples,
} from './dashboard-queries.js';
import { exposureRow, fxRiskExposureTile } from './fx-exposure-tile.js';
import { roundMinor } from '../arithmetic/rounding.js';
import { marketRiskTile } from './market-risk.js';
import { logReturns, seriesSlice } from '../arithmetic/statistics.js';
import type { DashboardRange } from './types.js';
import { annualisedVolatilityPercent, exposureWeightedVolatility, PERIODS_PER_YEAR } from './volatility.js';
import { bucketStarts, dashboardWindows, RANGE_SPECS, samplingPlan } from './windows.js';

export const RECENT_TRANSACTIONS_LIMIT = 10;
export const RECENT_ACTIVITIES_LIMIT = 5;

export class OrganisationNotFoundError extends Error {
  constructor(readonly organisationId: string) {
    super(`No organisation ${organisationId}`);
    this.name = 'OrganisationNotFoundError';
  }
}

/**
 * Everything the dashboard shows for one organisation over `range` ending at `now`: seven reads run side by
 * side (dashboard-queries.ts), then the pure formulas of this folder (README.md). Throws
 * OrganisationNotFoundError when the organisation does not exist.
 */
export async function computeDashboard(
  em: EntityManager,
  organisationId: string,
  range: DashboardRange,
  now: Date = new Date(),
): Promise<Dashboard> {
  const spec = RANGE_SPECS[range];
  const { window, previousWindow } = dashboardWindows(range, now);
  const plan = samplingPlan(range);

  const [
    organisation,
    paymentTotals,
    bucketCounts,
    exposureInputs,
    samples,
    snapshot,
    transactions,
    activities,
  ] = await Promise.all([
    loadOrganisationFacts(em, organisationId, now),
    loadPaymentTotals(em, organisationId, previousWindow.from, window.from, window.to),
    loadPaymentBucketCounts(em, organisationId, window.from, window.to, spec.bucketMs),
    loadExposureInputs(em, [organisationId]),
    loadRateSamples(em, organisationId, previousWindow.from, window.to, plan.dailyPoints, plan.hourlyPoints),
    loadLatestRiskSnapshot(em, organisationId),
    loadRecentTransactions(em, organisationId, RECENT_TRANSACTIONS_LIMIT),
    loadRecentActivities(em, organisationId, RECENT_ACTIVITIES_LIMIT),
  ]);
  const inputs = exposureInputs.get(organisationId);
  if (!organisation || !inputs) throw new OrganisationNotFoundError(organisationId);
  const base = organisation.baseCurrency;

  const latestRates = ratesAt(samples.daily, 0);
  const previousEndRates = ratesAt(samples.daily, plan.windowDays);

  // Payments: converted to the base currency at the latest rates; a currency without a rate is left out.
  const windowTotals = sumByStatus(paymentTotals, true, base, latestRates);
  const previousTotals = sumByStatus(paymentTotals, false, base, latestRates);
  const paidBySupplier = paymentsBySupplier(paymentTotals, base, latestRates);

  const counterpartyRisk = counterpartyRiskTile(
    organisation.suppliers.map((supplier) => ({
      name: supplier.name,
      facts: supplier,
      windowPaymentsBaseMinor: paidBySupplier.get(supplier.id)?.window ?? 0,
      previousWindowPaymentsBaseMinor: paidBySupplier.get(supplier.id)?.previous ?? 0,
    })),
  );
  const cashflowRisk = cashflowRiskTile(windowTotals, previousTotals);

  // Exposure: the one engine (db/src/domain/fx/exposure) at the latest closes; then volatility, impact and
  // market risk over its currencies.
  const dailyRates = Array.from({ length: plan.dailyPoints }, (_, k) => ratesAt(samples.daily, k));
  const hourlyRates = Array.from({ length: plan.hourlyPoints }, (_, k) => ratesAt(samples.hourly, k));
  const unitValues = (currency: string, ratesByPoint: readonly RatesPerUsd[]) =>
    ratesByPoint.map((rates) => unitValueInBase(currency, base, rates));
  const marketRates = spec.marketSampling === 'hour' ? hourlyRates : dailyRates;
  const periodsPerYear = PERIODS_PER_YEAR[spec.marketSampling];
  const periods = spec.marketPeriods;

  const dailyCloses = new Map(
    [...samples.daily].map(([quote, points]) => [quote, points.map((point) => point?.close ?? null)]),
  );
  const prepared = prepareExposure(inputs, now);
  const newestClose = newestBar(samples);
  const report = valueExposure(
    prepared,
    new Market({ ratesPerUsd: latestRates, asOf: newestClose?.minute.toISOString() ?? null, dailyCloses }),
  );
  const previousReport = valueExposure(
    prepared,
    new Market({ ratesPerUsd: previousEndRates, asOf: null, dailyCloses }),
  );

  const valued = report.currencies.map((currency) => {
    const priced = currency.ratePerUsd !== null;
    const marketValues = unitValues(currency.currency, marketRates);
    const volatility = annualisedVolatilityPercent(
      logReturns(seriesSlice(marketValues, 0, periods)),
      periodsPerYear,
    );
    const previousVolatility = annualisedVolatilityPercent(
      logReturns(seriesSlice(marketValues, periods, 2 * periods)),
      periodsPerYear,
    );
    return {
      currency,
      priced,
      volatility: priced ? volatility : null,
      previousVolatility: priced ? previousVolatility : null,
      row: exposureRow(currency, priced ? volatility : null),
    };
  });
  const fxRiskExposure = fxRiskExposureTile({
    report,
    previousUnhedgedMinor: previousReport.currencies.some((currency) => currency.ratePerUsd !== null)
      ? previousReport.totals.unhedgedBaseMinor
      : null,
  });

  const weighted = (pick: 'volatility' | 'previousVolatility') =>
    exposureWeightedVolatility(
      valued
        .filter((item) => item.priced)
        .map((item) => ({ weight: item.currency.baseAmountMinor, volatilityPercent: item[pick] })),
    );
  const marketRisk = marketRiskTile({
    current: weighted('volatility'),
    previous: weighted('previousVolatility'),
    currenciesMeasured: valued.filter((item) => item.volatility !== null).length,
    currenciesTotal: valued.length,
    sampling: spec.marketSampling,
  });

  const starts = bucketStarts(range, window);
  const buckets = starts.map((start) => ({
    start: start.toISOString(),
    completed: 0,
    pending: 0,
    failed: 0,
  }));
  for (const { bucket, status, count } of bucketCounts) {
    const target = buckets[bucket];
    if (target) target[status] += count;
  }

  const newest = newestClose;

  return {
    range,
    window: { from: window.from.toISOString(), to: window.to.toISOString() },
    previousWindow: { from: previousWindow.from.toISOString(), to: previousWindow.to.toISOString() },
    baseCurrency: base,
    tiles: { counterpartyRisk, fxRiskExposure, cashflowRisk, marketRisk },
    exposures: valued.map((item) => item.row),
    paymentsByStatus: { interval: spec.bucket, buckets },
    riskMetrics: snapshot && {
      supplierVerificationRate: snapshot.supplierVerificationRate,
      paymentSuccessRate: snapshot.paymentSuccessRate,
      averageResponseTimeHours: snapshot.averageResponseTimeHours,
      complianceScore: snapshot.complianceScore,
      computedAt: snapshot.computedAt.toISOString(),
    },
    recentTransactions: transactions,
    recentActivities: activities,
    ratesAsOf: newest ? newest.minute.toISOString() : null,
    ratesSource: newest ? newest.source : null,
  };
}

/** The newest latest close among the sampled currencies (what the figures' rates are as of). */
function newestBar(samples: RateSamples): RatePoint | null {
  const usedBars = [...samples.daily.values()].map((series) => series[0]).filter((bar) => bar);
  return usedBars.reduce<RatePoint | null>(
    (latest, bar) => (!latest || bar!.minute > latest.minute ? bar! : latest),
    null,
  );
}

/** The closes at sample point k of every currency that has one. */
function ratesAt(series: RateSamples['daily'], k: number): RatesPerUsd {
  const rates: Record<string, number> = {};
  for (const [quote, points] of series) {
    const point = points[k];
    if (point) rates[quote] = point.close;
  }
  return rates;
}

/** Σ per status of one window's payments in base minor units, each sum rounded once. */
function sumByStatus(
  rows: readonly PaymentTotalRow[],
  inWindow: boolean,
  base: string,
  rates: RatesPerUsd,
): CashflowTotals {
  const exact = { completed: 0, pending: 0, failed: 0 };
  for (const row of rows) {
    if (row.inWindow !== inWindow) continue;
    exact[row.status] += toBaseMinorExact(row.totalMinor, row.currency, base, rates) ?? 0;
  }
  return {
    completedMinor: roundMinor(exact.completed),
    pendingMinor: roundMinor(exact.pending),
    failedMinor: roundMinor(exact.failed),
  };
}

/** What each supplier was paid (any status) in the window and in the previous one, base minor units. */
function paymentsBySupplier(rows: readonly PaymentTotalRow[], base: string, rates: RatesPerUsd) {
  const bySupplier = new Map<string, { window: number; previous: number }>();
  for (const row of rows) {
    const entry = bySupplier.get(row.supplierId) ?? { window: 0, previous: 0 };
    const amount = toBaseMinorExact(row.totalMinor, row.currency, base, rates) ?? 0;
    if (row.inWindow) entry.window += amount;
    else entry.previous += amount;
    bySupplier.set(row.supplierId, entry);
  }
  return bySupplier;
}
