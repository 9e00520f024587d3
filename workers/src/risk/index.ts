// The risk engine: pure formulas (README.md) and the two loaders that feed them.
export { computeDashboard, OrganisationNotFoundError } from './compute-dashboard.js';
export { computeRiskMetrics } from './load-risk-metrics.js';
export { riskSnapshotJobId } from './snapshot-job-id.js';
// Lean reads (one SQL statement, rows mapped straight to the wire contract) that the gateway's list
// endpoints serve too.
export {
  loadRecentActivities,
  loadRecentTransactions,
  recentTransactionsJsonSql,
  toMinor,
  toTransactionSummary,
  type TransactionJson,
} from './dashboard-queries.js';
export { cashflowFigures, cashflowRiskTile, type CashflowTotals } from './cashflow-risk.js';
export {
  counterpartyRiskTile,
  documentCompleteness,
  supplierRiskScore,
  weightedCounterpartyScore,
  type SupplierRiskFacts,
} from './counterparty-risk.js';
export { countryRiskScore } from './country-risk.js';
export { currencyImpact, IMPACT_MOVES } from './currency-impact.js';
export { exposureRow, fxRiskExposureTile, unhedgedShare, valueExposure } from './fx-exposure.js';
export { marketRiskTile } from './market-risk.js';
export { riskMetricFigures, type RiskMetricFigures } from './risk-metrics.js';
export { portfolioDailyPnl, valueAtRisk95Minor, Z_95 } from './value-at-risk.js';
export { annualisedVolatilityPercent, exposureWeightedVolatility } from './volatility.js';
export { bucketStarts, dashboardWindows, RANGE_SPECS } from './windows.js';
