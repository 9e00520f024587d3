import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { idProperty, percentProperty, timestampProperty } from './common.js';
import { Organisation } from './organisation.js';
import { UserProfile } from './user-profile.js';

/** The organisation's headline risk figures at one moment; the newest snapshot is the current one. */
export const RiskMetricsSnapshot = defineEntity({
  name: 'RiskMetricsSnapshot',
  properties: {
    id: idProperty(),
    organisation: () => p.manyToOne(Organisation).ref(),
    /** Null when the risk worker computed it. */
    createdBy: () => p.manyToOne(UserProfile).ref().nullable(),
    supplierVerificationRate: percentProperty(),
    paymentSuccessRate: percentProperty(),
    averageResponseTimeHours: percentProperty(),
    complianceScore: percentProperty(),
    computedAt: timestampProperty().onCreate(() => new Date()),
  },
  indexes: [
    {
      name: 'risk_metrics_snapshot_organisation_id_computed_at_index',
      expression:
        'create index "risk_metrics_snapshot_organisation_id_computed_at_index" on "risk_metrics_snapshot" ("organisation_id", "computed_at" desc)',
    },
  ],
});
export type RiskMetricsSnapshot = InferEntity<typeof RiskMetricsSnapshot>;
