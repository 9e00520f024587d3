import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { FX_TRADE_KINDS, FX_TRADE_SIDES, FX_TRADE_STATUSES } from '@tradehub/contract/enums';
import {
  createdAtProperty,
  currencyProperty,
  idProperty,
  minorUnitsProperty,
  timestampProperty,
  updatedAtProperty,
} from './common.js';
import { Organisation } from './organisation.js';
import { UserProfile } from './user-profile.js';

/**
 * A currency conversion booked on the sandbox rail: `side` buy means the organisation buys `currency`
 * (amountMinor of it) paying USD at `rate` (units of `currency` per 1 USD). A forward settles on
 * valueDate and counts as a hedge of the organisation's exposure in `currency` until then.
 */
export const FxTrade = defineEntity({
  name: 'FxTrade',
  properties: {
    id: idProperty(),
    organisation: () => p.manyToOne(Organisation).ref(),
    createdBy: () => p.manyToOne(UserProfile).ref(),
    kind: p.enum([...FX_TRADE_KINDS]),
    side: p.enum([...FX_TRADE_SIDES]),
    currency: currencyProperty(),
    /** Whole minor units of `currency`. */
    amountMinor: minorUnitsProperty(),
    /** The USD leg, whole cents. */
    usdAmountMinor: minorUnitsProperty(),
    rate: p.decimal('number').precision(20).scale(10),
    valueDate: timestampProperty(),
    status: p.enum([...FX_TRADE_STATUSES]),
    /** The quote the rate was locked by: one booking per quote. */
    quoteId: p.text().unique(),
    createdAt: createdAtProperty(),
    updatedAt: updatedAtProperty(),
  },
  indexes: [{ properties: ['organisation', 'currency', 'status'] }],
});
export type FxTrade = InferEntity<typeof FxTrade>;
