import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import {
  createdAtProperty,
  currencyProperty,
  idProperty,
  minorUnitsProperty,
  percentProperty,
  updatedAtProperty,
} from './common.js';
import { RISK_SCORES } from './enums.js';
import { Organisation } from './organisation.js';
import { UserProfile } from './user-profile.js';

/** How much the organisation holds or owes in one foreign currency, and how much of it is hedged. */
export const CurrencyExposure = defineEntity({
  name: 'CurrencyExposure',
  properties: {
    id: idProperty(),
    organisation: () => p.manyToOne(Organisation).ref(),
    createdBy: () => p.manyToOne(UserProfile).ref(),
    currency: currencyProperty(),
    /** Money is never a float: whole minor units of `currency`. */
    amountMinor: minorUnitsProperty(),
    riskLevel: p.enum([...RISK_SCORES]),
    hedgedPercent: percentProperty(),
    /** The share of this exposure the organisation wants hedged (FX management's Manage), percent. */
    targetHedgePercent: percentProperty().nullable(),
    createdAt: createdAtProperty(),
    updatedAt: updatedAtProperty(),
  },
  uniques: [{ properties: ['organisation', 'currency'] }],
});
export type CurrencyExposure = InferEntity<typeof CurrencyExposure>;
