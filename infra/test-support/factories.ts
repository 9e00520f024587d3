import {
  Membership,
  Organisation,
  PERMISSIONS,
  UserProfile,
  type EntityManager,
  type Permission,
} from '@tradehub/db';

/**
 * An organisation with one verified, approved member who can sign in with `passwordHash`'s password
 * (DESIGN.md convention 8: small factories with overrides).
 */
export function buildApprovedMember(
  em: EntityManager,
  overrides: {
    email: string;
    passwordHash: string;
    organisation?: Organisation;
    businessName?: string;
    fullName?: string;
    permissions?: Permission[];
  },
) {
  const businessName = overrides.businessName ?? overrides.organisation?.name ?? 'Test Imports Ltd';
  const organisation = overrides.organisation ?? em.create(Organisation, { name: businessName });
  const user = em.create(UserProfile, {
    email: overrides.email,
    businessName,
    fullName: overrides.fullName ?? null,
    passwordHash: overrides.passwordHash,
    emailVerified: true,
    status: 'approved',
    demoMode: false,
  });
  em.create(Membership, {
    organisation,
    user,
    role: 'Member',
    permissions: overrides.permissions ?? [...PERMISSIONS],
    createdBy: user,
  });
  return { organisation, user };
}
