import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import {
  createdAtProperty,
  currencyProperty,
  idProperty,
  minorUnitsProperty,
  updatedAtProperty,
} from './common.js';

/** A tenant: every tenant table points at one organisation. */
export const Organisation = defineEntity({
  name: 'Organisation',
  properties: {
    id: idProperty(),
    name: p.text(),
    baseCurrency: currencyProperty()
      .default('USD')
      .onCreate(() => 'USD'),
    /** Payments at or above this (base-currency minor units) need a second member's approval. */
    paymentApprovalThresholdMinor: minorUnitsProperty()
      .defaultRaw('1000000')
      .onCreate(() => 1_000_000),
    /** Premium plan, set by an administrator: unlimited AI assistant questions (free tier: 5 a day). */
    aiPremium: p
      .boolean()
      .default(false)
      .onCreate(() => false),
    createdAt: createdAtProperty(),
    updatedAt: updatedAtProperty(),
  },
});
export type Organisation = InferEntity<typeof Organisation>;
