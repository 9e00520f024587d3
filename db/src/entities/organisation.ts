import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { OrganisationPolicies } from '@tradehub/contract';
import { createdAtProperty, currencyProperty, idProperty, updatedAtProperty } from './common.js';

/** A tenant: every tenant table points at one organisation. */
export const Organisation = defineEntity({
  name: 'Organisation',
  properties: {
    id: idProperty(),
    name: p.text(),
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
    createdAt: createdAtProperty(),
    updatedAt: updatedAtProperty(),
  },
});
export type Organisation = InferEntity<typeof Organisation>;
