import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import {
  createdAtProperty,
  currencyProperty,
  idProperty,
  percentProperty,
  updatedAtProperty,
} from './common.js';
import { Organisation } from './organisation.js';
import { UserProfile } from './user-profile.js';

/**
 * The share of its exposure in one foreign currency the organisation wants hedged (FX Management's Manage).
 * Only the target: the exposure itself is computed on every read (db/src/domain/fx/exposure), never stored.
 */
export const HedgeTarget = defineEntity({
  name: 'HedgeTarget',
  tableName: 'hedge_target',
  properties: {
    id: idProperty(),
    organisation: () => p.manyToOne(Organisation).ref(),
    createdBy: () => p.manyToOne(UserProfile).ref(),
    currency: currencyProperty(),
    /** Percent, 0–100. */
    targetHedgePercent: percentProperty(),
    createdAt: createdAtProperty(),
    updatedAt: updatedAtProperty(),
  },
  uniques: [{ properties: ['organisation', 'currency'] }],
});
export type HedgeTarget = InferEntity<typeof HedgeTarget>;
