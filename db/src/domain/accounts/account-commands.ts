// A new business and the administrators of the platform. Signing up creates a business (an organisation
// awaiting review) with the person as its Owner; the addresses in ADMIN_EMAILS are administrators, whose
// own business is approved once their address is verified.
import { OWNER_ROLE, type Language } from '@tradehub/contract';
import { Membership, Organisation, PERMISSIONS, UserProfile, type EntityManager } from '../../index.js';
import { recordAudit } from '../audit/record-audit.js';

export interface NewAccount {
  email: string;
  businessName: string;
  passwordHash?: string;
  externalId?: string;
  emailVerified: boolean;
  /** The language the sign-up was made in (the profile's language preference; English if not said). */
  language?: Language;
}

/**
 * A new business: its organisation (pending review), the person's profile (not admin: spec section 3) and
 * their seat as the organisation's Owner with every permission. Call inside a transaction.
 */
export function createAccount(
  em: EntityManager,
  account: NewAccount,
  adminEmails: readonly string[],
): UserProfile {
  const user = em.create(UserProfile, {
    email: account.email,
    businessName: account.businessName,
    passwordHash: account.passwordHash ?? null,
    externalId: account.externalId ?? null,
    emailVerified: account.emailVerified,
    language: account.language ?? 'en',
  });
  const organisation = em.create(Organisation, { name: account.businessName, owner: user });
  em.create(Membership, {
    organisation,
    user,
    role: OWNER_ROLE,
    permissions: [...PERMISSIONS],
    createdBy: user,
  });
  recordAudit(em, {
    organisationId: organisation.id,
    actorId: user.id,
    action: 'account.created',
    entityType: 'user_profile',
    entityId: user.id,
    changes: { status: { before: null, after: organisation.status } },
  });
  if (account.emailVerified) promoteConfiguredAdmin(user, [organisation], adminEmails);
  return user;
}

/**
 * ADMIN_EMAILS accounts become administrators once their address is verified, and the businesses they own
 * that await review are approved (an administrator's own business needs no other reviewer). A business an
 * administrator already rejected stays rejected, and its Owner gets no administrator rights. Returns
 * whether the person is now an administrator.
 */
export function promoteConfiguredAdmin(
  user: UserProfile,
  ownedOrganisations: readonly Organisation[],
  adminEmails: readonly string[],
): boolean {
  if (!user.emailVerified || !adminEmails.includes(user.email)) return false;
  if (ownedOrganisations.some((organisation) => organisation.status === 'rejected')) return false;
  user.isAdmin = true;
  for (const organisation of ownedOrganisations) {
    if (organisation.status !== 'pending') continue;
    organisation.status = 'approved';
    organisation.rejectionReason = null;
    organisation.reviewedAt = new Date();
  }
  return true;
}

/** The businesses a person owns, for promoteConfiguredAdmin. */
export const ownedOrganisations = (em: EntityManager, userId: string) =>
  em.find(Organisation, { owner: userId }, { orderBy: { createdAt: 'asc', id: 'asc' } });

/**
 * Administrator rights last while the address is in ADMIN_EMAILS (read once at start, like every setting):
 * at every start the administrators whose address left the list lose them, audited. Returns their ids.
 */
export async function reconcileAdministrators(
  em: EntityManager,
  adminEmails: readonly string[],
): Promise<string[]> {
  return em.transactional(async (tx) => {
    const former = await tx.find(UserProfile, {
      isAdmin: true,
      ...(adminEmails.length > 0 ? { email: { $nin: [...adminEmails] } } : {}),
    });
    for (const user of former) revokeAdministrator(tx, user, 'address not in ADMIN_EMAILS');
    return former.map((user) => user.id);
  });
}

/** Takes administrator rights away, audited with why (the address left ADMIN_EMAILS, their business was rejected). */
export function revokeAdministrator(em: EntityManager, user: UserProfile, reason: string): void {
  if (!user.isAdmin) return;
  user.isAdmin = false;
  recordAudit(em, {
    organisationId: null,
    actorId: null,
    action: 'account.admin_revoked',
    entityType: 'user_profile',
    entityId: user.id,
    changes: { isAdmin: { before: true, after: false }, reason: { before: null, after: reason } },
  });
}
