import type { OrganisationPolicies } from '@tradehub/contract';

/** The band a base-currency amount falls in: the last one that starts at or below it. */
export function approversForAmount(policies: OrganisationPolicies, baseAmountMinor: number): number {
  let approvers = 0;
  for (const tier of policies.approvalTiers)
    if (baseAmountMinor >= tier.fromMinor) approvers = tier.approvers;
  return approvers;
}
