// The hourly risk-metrics snapshot of one organisation (the workers' `risk` queue): computed, stored, and
// announced with a `dashboard:changed` outbox row (the relay throttles it with the organisation's other
// changes; the dashboard shows the newest snapshot).
import { rooms } from '@tradehub/contract';
import { RiskMetricsSnapshot, type EntityManager } from '../../index.js';
import { pushSocket } from '../../outbox/writer.js';
import { computeRiskMetrics } from './load-risk-metrics.js';

/** The stored snapshot, or null when the organisation is gone (the job then has nothing to do). */
export async function storeRiskSnapshot(
  em: EntityManager,
  organisationId: string,
  at: Date,
): Promise<RiskMetricsSnapshot | null> {
  const figures = await computeRiskMetrics(em, organisationId, at);
  if (!figures) return null;
  const snapshot = em.create(RiskMetricsSnapshot, {
    organisation: organisationId,
    createdBy: null,
    ...figures,
    computedAt: at,
  });
  pushSocket(em, {
    aggregate: ['organisation', organisationId],
    rooms: [rooms.organisation(organisationId)],
    event: 'dashboard:changed',
    args: [],
  });
  await em.flush();
  return snapshot;
}
