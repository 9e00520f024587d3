import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { OrganisationPolicies } from '@tradehub/contract';
import {
  createdAtProperty,
  currencyProperty,
  idProperty,
  percentProperty,
  timestampProperty,
  updatedAtProperty,
} from './common.js';
import { ACCOUNT_STATUSES } from '@tradehub/contract/enums';
import { UserProfile } from './user-profile.js';

/**
 * A tenant: every tenant table points at one organisation. Review is of an organisation: administrators
 * approve or reject a business, and whoever works in it has the access its status gives (spec section 2's
 * account states), in it and in no other organisation.
 */
export const Organisation = defineEntity({
  name: 'Organisation',
  properties: {
    id: idProperty(),
    name: p.text(),
    /** Pending until an administrator reviews the business; `demo` is the shared read-only workspace. */
    status: p
      .enum([...ACCOUNT_STATUSES])
      .default('pending')
      .onCreate(() => 'pending' as const),
    /** Why an administrator rejected the business, shown to its members on 'Account Access Denied'. */
    rejectionReason: p.text().nullable(),
    /** When an administrator last approved or rejected it. */
    reviewedAt: timestampProperty().nullable(),
    /**
     * The Owner: whoever created the business, until they hand it over (team transferOwnership). Nobody
     * else can remove them or take their Team Management away. Null only when the account was deleted.
     */
    owner: () => p.manyToOne(UserProfile).ref().nullable().deleteRule('set null'),
    baseCurrency: currencyProperty()
      .default('USD')
      .onCreate(() => 'USD'),
    /**
     * Team → Policies as chosen (supplier verification, payment approval bands, risk rules); what was never
     * chosen follows the defaults (domain/policies readPolicies, validated by the contract's schema).
     */
    policies: p
      .json<Partial<OrganisationPolicies>>()
      .defaultRaw(`'{}'`)
      .onCreate(() => ({})),
    /** Premium plan, set by an administrator: unlimited AI assistant questions (free tier: 5 a day). */
    aiPremium: p
      .boolean()
      .default(false)
      .onCreate(() => false),
    /**
     * The margin guard's default tolerance: a bill whose cost at the live rate moves more than this (percent)
     * from its budget alerts, unless the bill sets its own.
     */
    marginTolerancePercent: percentProperty()
      .default(2)
      .onCreate(() => 2),
    createdAt: createdAtProperty(),
    updatedAt: updatedAtProperty(),
  },
});
export type Organisation = InferEntity<typeof Organisation>;
