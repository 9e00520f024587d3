import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { idProperty, percentProperty } from './common.js';
import { RISK_TRENDS } from '@tradehub/contract/enums';
import { Supplier } from './supplier.js';

/** One scored risk category of a supplier (e.g. 'Financial Stability' 82, trending up 4.5 %). */
export const SupplierRiskMetric = defineEntity({
  name: 'SupplierRiskMetric',
  properties: {
    id: idProperty(),
    supplier: () => p.manyToOne(Supplier).ref().deleteRule('cascade'),
    category: p.text(),
    score: percentProperty(),
    trend: p.enum([...RISK_TRENDS]),
    changePercent: percentProperty(),
  },
  indexes: [{ properties: ['supplier'] }],
});
export type SupplierRiskMetric = InferEntity<typeof SupplierRiskMetric>;
