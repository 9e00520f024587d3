import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { OrganisationPolicies, PolicyWeakening } from '@tradehub/contract';
import { POLICY_CHANGE_STATUSES } from '@tradehub/contract/enums';
import { createdAtProperty, idProperty, timestampProperty, updatedAtProperty } from './common.js';
import { Organisation } from './organisation.js';
import { UserProfile } from './user-profile.js';

/**
 * A change to Team → Policies that weakens a control (issue 24), waiting for a second Team Manager: proposed by
 * one, approved or rejected by another, or cancelled by its proposer. It carries the full policies proposed and
 * those it was proposed against; once the stored policies differ from the latter it is stale (approving it would
 * silently undo the change made meanwhile). At most one is pending per organisation (a partial unique index).
 */
export const PolicyChange = defineEntity({
  name: 'PolicyChange',
  tableName: 'policy_change',
  properties: {
    id: idProperty(),
    organisation: () => p.manyToOne(Organisation).ref().deleteRule('cascade'),
    proposedBy: () => p.manyToOne(UserProfile).ref(),
    /** The organisation's policies when it was proposed. */
    basePolicies: p.json<OrganisationPolicies>(),
    /** The policies as they would be once approved. */
    proposedPolicies: p.json<OrganisationPolicies>(),
    /** What it weakens (contract policyWeakenings of the two). */
    weakens: p.json<PolicyWeakening[]>(),
    status: p.enum([...POLICY_CHANGE_STATUSES]),
    /** Who approved, rejected or cancelled it (null while pending, or when it went stale). */
    decidedBy: () => p.manyToOne(UserProfile).ref().nullable(),
    decidedAt: timestampProperty().nullable(),
    /** A rejection's reason, or why it went stale. */
    reason: p.text().nullable(),
    createdAt: createdAtProperty(),
    updatedAt: updatedAtProperty(),
  },
  indexes: [
    { properties: ['organisation', 'createdAt'] },
    {
      name: 'policy_change_one_pending_per_organisation',
      expression: `create unique index "policy_change_one_pending_per_organisation" on "policy_change" ("organisation_id") where "status" = 'pending'`,
    },
  ],
});
export type PolicyChange = InferEntity<typeof PolicyChange>;
