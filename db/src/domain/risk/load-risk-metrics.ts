import type { EntityManager } from '../../index.js';
import { loadOrganisationFacts, loadPaymentStatusCounts } from './dashboard-queries.js';
import { PAYMENT_SUCCESS_WINDOW_DAYS, riskMetricFigures, type RiskMetricFigures } from './risk-metrics.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The organisation's headline risk metrics as of `now`; null when the organisation is gone. */
export async function computeRiskMetrics(
  em: EntityManager,
  organisationId: string,
  now: Date = new Date(),
): Promise<RiskMetricFigures | null> {
  const since = new Date(now.getTime() - PAYMENT_SUCCESS_WINDOW_DAYS * DAY_MS);
  const [organisation, counts] = await Promise.all([
    loadOrganisationFacts(em, organisationId, now),
    loadPaymentStatusCounts(em, organisationId, since, now),
  ]);
  if (!organisation) return null;
  return riskMetricFigures({
    suppliers: organisation.suppliers,
    completedPayments: counts.completed,
    failedPayments: counts.failed,
  });
}
