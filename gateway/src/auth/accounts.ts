import { Membership, Organisation, PERMISSIONS, UserProfile, type EntityManager } from '@tradehub/db';
import { recordAudit } from '../audit/record-audit.js';

export interface NewAccount {
  email: string;
  businessName: string;
  passwordHash?: string;
  externalId?: string;
  emailVerified: boolean;
}

/**
 * A new business: its organisation, the person's profile (pending, demo mode, not admin: spec section 3)
 * and their seat as the organisation's Owner with every permission. Call inside a transaction.
 */
export function createAccount(em: EntityManager, account: NewAccount, adminEmails: string[]): UserProfile {
  const organisation = em.create(Organisation, { name: account.businessName });
  const user = em.create(UserProfile, {
    email: account.email,
    businessName: account.businessName,
    passwordHash: account.passwordHash ?? null,
    externalId: account.externalId ?? null,
    emailVerified: account.emailVerified,
  });
  if (account.emailVerified) promoteConfiguredAdmin(user, adminEmails);
  em.create(Membership, {
    organisation,
    user,
    role: 'Owner',
    permissions: [...PERMISSIONS],
    createdBy: user,
  });
  recordAudit(em, {
    organisationId: organisation.id,
    actorId: user.id,
    action: 'account.created',
    entityType: 'user_profile',
    entityId: user.id,
    changes: { status: { before: null, after: user.status } },
  });
  return user;
}

/** ADMIN_EMAILS accounts become admins and are approved once their address is verified. */
export function promoteConfiguredAdmin(user: UserProfile, adminEmails: string[]): boolean {
  if (!user.emailVerified || !adminEmails.includes(user.email)) return false;
  user.isAdmin = true;
  user.status = 'approved';
  user.demoMode = false;
  user.rejectionReason = null;
  return true;
}
