// An organisation's policies as they apply today: the stored choices with the defaults filled in, and the
// team they are resolved against (who may verify suppliers, who may approve payments).
import {
  hasSupplierReviewPermission,
  holdsTeamManagement,
  organisationPoliciesSchema,
  type OrganisationPolicies,
  type PermissionName,
  type SupplierVerificationMode,
} from '@tradehub/contract';
import { Membership, Organisation, type EntityManager } from '../../index.js';
import { domainNotFound } from '../errors.js';

/** The permission that approves (and rejects) a payment or a batch awaiting approval. */
export const PAYMENT_APPROVAL = 'Payment Approval' satisfies PermissionName;

/** The stored policies with every default filled in (what was never chosen follows the defaults). */
export function readPolicies(organisation: Pick<Organisation, 'policies'>): OrganisationPolicies {
  const parsed = organisationPoliciesSchema.safeParse(organisation.policies ?? {});
  // Stored policies were validated on the way in; a row from an older shape falls back to the defaults.
  return parsed.success ? parsed.data : organisationPoliciesSchema.parse({});
}

/**
 * The members of an organisation who may verify suppliers, who may approve payments, and who may change the
 * team and its policies (user ids).
 */
export interface PolicyTeam {
  verifiers: string[];
  approvers: string[];
  managers: string[];
}

export async function loadPolicyTeam(em: EntityManager, organisationId: string): Promise<PolicyTeam> {
  const members = await em.find(
    Membership,
    { organisation: organisationId },
    { fields: ['user', 'permissions'] },
  );
  return {
    verifiers: members.filter((m) => hasSupplierReviewPermission(m.permissions)).map((m) => m.user.id),
    approvers: members.filter((m) => m.permissions.includes(PAYMENT_APPROVAL)).map((m) => m.user.id),
    managers: members.filter((m) => holdsTeamManagement(m.permissions)).map((m) => m.user.id),
  };
}

/**
 * The verification rule for the next review: an explicit choice, else four-eyes once two members may
 * verify and a single reviewer before that (a team of one verifies its own suppliers, and says so).
 */
export function supplierVerificationMode(
  policies: OrganisationPolicies,
  team: PolicyTeam,
): SupplierVerificationMode {
  if (policies.supplierVerification !== 'default') return policies.supplierVerification;
  return team.verifiers.length >= 2 ? 'four_eyes' : 'single_reviewer';
}

/** The organisation with its policies, for a command that applies them. */
export async function loadOrganisationPolicies(
  em: EntityManager,
  organisationId: string,
): Promise<{ organisation: Organisation; policies: OrganisationPolicies; team: PolicyTeam }> {
  const organisation = await em.findOne(Organisation, organisationId);
  if (!organisation) throw domainNotFound('Organisation not found');
  return {
    organisation,
    policies: readPolicies(organisation),
    team: await loadPolicyTeam(em, organisationId),
  };
}
