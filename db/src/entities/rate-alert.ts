import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { RATE_ALERT_KINDS, RATE_ALERT_STATUSES } from '@tradehub/contract/enums';
import {
  createdAtProperty,
  currencyProperty,
  idProperty,
  timestampProperty,
  updatedAtProperty,
} from './common.js';
import { Membership } from './membership.js';
import { Organisation } from './organisation.js';
import { UserProfile } from './user-profile.js';

const rateProperty = () => p.decimal('number').precision(20).scale(10);

/**
 * A person's alert on a currency pair: the rate going above or below a level, or moving by a percentage
 * within a window. It fires once (armed → fired) until its owner re-arms it. It belongs to the seat it was
 * set from (`membership`: the organisation the person worked in, and the person): it is listed only there,
 * evaluated through it, and deleted with it when the member leaves or is removed.
 */
export const RateAlert = defineEntity({
  name: 'RateAlert',
  properties: {
    id: idProperty(),
    /** The seat it was set from; the organisation and owner below are that seat's. */
    membership: () => p.manyToOne(Membership).ref().deleteRule('cascade'),
    organisation: () => p.manyToOne(Organisation).ref().deleteRule('cascade'),
    /** The owner, who is notified. */
    createdBy: () => p.manyToOne(UserProfile).ref().deleteRule('cascade'),
    base: currencyProperty(),
    quote: currencyProperty(),
    kind: p.enum([...RATE_ALERT_KINDS]),
    /** above/below: a rate; change: a percentage (0.5 means 0.5 %). */
    threshold: rateProperty(),
    /** The rate when the alert was set: the impact on an exposure is measured from it. */
    referenceRate: rateProperty().nullable(),
    /** change only: minutes the move is measured over. */
    windowMinutes: p.integer().nullable(),
    status: p
      .enum([...RATE_ALERT_STATUSES])
      .default('armed')
      .onCreate(() => 'armed' as const),
    firedAt: timestampProperty().nullable(),
    firedRate: rateProperty().nullable(),
    createdAt: createdAtProperty(),
    updatedAt: updatedAtProperty(),
  },
  indexes: [
    { properties: ['status', 'quote'] },
    { properties: ['createdBy', 'createdAt'] },
    { properties: ['membership', 'createdAt'] },
  ],
});
export type RateAlert = InferEntity<typeof RateAlert>;
