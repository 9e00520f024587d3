// Domain modules shared by the gateway and the workers, by area: what both processes run the same way
// (risk, screening, notifications, rate alerts, reports' metadata, the AI quota, e-mail link tokens).
// The effect writers (audit/record-audit, notifications/domain-events, the outbox writer) are not exported:
// the gateway and the workers cause effects only by calling a command (.dependency-cruiser.cjs,
// 'effects-only-through-domain-commands').
export * from './accounts/index.js';
export * from './actor.js';
export * from './arithmetic/budget-rates.js';
export {
  ratePerUsd,
  toBaseMinorExact,
  unitValueInBase,
  type RatesPerUsd,
} from './arithmetic/currency-conversion.js';
export * from './arithmetic/currency-impact.js';
export * from './arithmetic/levels.js';
export * from './arithmetic/rounding.js';
export * from './arithmetic/statistics.js';
export * from './arithmetic/value-at-risk.js';
export * from './ai/answer-commands.js';
export * from './ai/chat-message-dto.js';
export * from './ai/quota.js';
export * from './audit/diff-fields.js';
export * from './auth/account-auth-commands.js';
export * from './auth/email-verification-token.js';
export * from './auth/link-tokens.js';
export * from './batches/index.js';
export * from './bills/index.js';
export * from './developers/index.js';
export * from './errors.js';
export * from './fx/exposure/index.js';
export * from './fx/rate-alert-impact.js';
export * from './fx/fx-effects.js';
export * from './fx/fx-trade-commands.js';
export * from './fx/fx-webhooks.js';
export * from './fx/latest-snapshot.js';
export * from './fx/margin-guard.js';
export * from './fx/margin-guard-alert.js';
export * from './fx/margin-guard-settings.js';
export * from './fx/pricing.js';
export * from './fx/quote-fx-trade.js';
export * from './fx/quote-store.js';
export * from './fx/trade-item.js';
export * from './fx/value-dates.js';
export * from './fx/fire-rate-alert.js';
export * from './fx/rate-alert-commands.js';
export * from './fx/rate-alert-condition.js';
export * from './fx/rate-alert-item.js';
export * from './fx/redis-keys.js';
export * from './notifications/broadcaster.js';
export * from './notifications/items.js';
export * from './notifications/notification-commands.js';
export * from './payments/index.js';
export * from './policies/index.js';
export * from './quotas/index.js';
export * from './reports/report-commands.js';
export * from './reports/report-dto.js';
export * from './reports/report-files.js';
export * from './risk/cashflow-risk.js';
export * from './risk/compute-dashboard.js';
export * from './risk/counterparty-risk.js';
export * from './risk/country-risk.js';
export * from './risk/dashboard-cache-keys.js';
export * from './risk/dashboard-inputs.js';
export * from './risk/dashboard-queries.js';
export * from './risk/fx-exposure-tile.js';
export * from './risk/load-risk-metrics.js';
export * from './risk/market-risk.js';
export * from './risk/risk-metrics.js';
export * from './risk/snapshot-job-id.js';
export * from './risk/store-risk-snapshot.js';
export * from './risk/types.js';
export * from './risk/volatility.js';
export * from './risk/windows.js';
export * from './settings/settings-commands.js';
export * from './suppliers/create-supplier.js';
export * from './suppliers/entry-cache.js';
export * from './suppliers/expire-supplier-documents.js';
export * from './suppliers/hit-item.js';
export * from './suppliers/name-match.js';
export * from './suppliers/open-hit.js';
export * from './suppliers/queue-screening.js';
export * from './suppliers/rescreen-before-payment.js';
export * from './suppliers/screen-supplier.js';
export * from './suppliers/screening-status.js';
export * from './suppliers/supplier-commands.js';
export * from './suppliers/supplier-documents.js';
export * from './suppliers/supplier-effects.js';
export * from './suppliers/supplier-item.js';
export * from './suppliers/supplier-risk.js';
export * from './suppliers/supplier-webhooks.js';
export * from './team/index.js';
export * from './webhooks/index.js';
// A money sum as PostgreSQL sends it, for the gateway's own queries as for the domain's.
export { toMinor } from '../types/minor-units.js';
