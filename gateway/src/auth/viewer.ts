import { DEMO_USER_ID, Membership, UserProfile, type EntityManager } from '@tradehub/db';
import type { AccountStatus, Profile } from '@tradehub/contract';

/**
 * The signed-in person of a request, as a plain read-only snapshot (not entities, so it can be cached
 * between requests — see viewer-cache.ts). To change the person, load the entity in the request's em.
 */
export interface Viewer {
  userId: string;
  organisationId: string;
  status: AccountStatus;
  isAdmin: boolean;
  /** The shared demo workspace: reads only. */
  readOnly: boolean;
  /** Display name for audit texts and reports. */
  displayName: string;
  /** Account Settings → Default Currency: the dashboard shows base-currency figures in it. */
  defaultCurrency: string;
  profile: Profile;
}

export async function loadViewer(em: EntityManager, userId: string): Promise<Viewer | null> {
  const user = await em.findOne(UserProfile, { id: userId });
  if (!user) return null;
  // A person belongs to one organisation today; the oldest seat is theirs when there are more.
  const membership = await em.findOne(
    Membership,
    { user: userId },
    { populate: ['organisation'], orderBy: { createdAt: 'asc' } },
  );
  if (!membership) return null;
  const readOnly = user.id === DEMO_USER_ID;
  return {
    userId: user.id,
    organisationId: membership.organisation.id,
    status: user.status,
    isAdmin: user.isAdmin,
    readOnly,
    displayName: user.fullName ?? user.businessName,
    defaultCurrency: user.defaultCurrency,
    profile: {
      id: user.id,
      email: user.email,
      businessName: user.businessName,
      fullName: user.fullName ?? null,
      status: user.status,
      demoMode: user.demoMode,
      isAdmin: user.isAdmin,
      rejectionReason: user.rejectionReason ?? null,
      createdAt: user.createdAt.toISOString(),
      updatedAt: user.updatedAt.toISOString(),
      organisation: { id: membership.organisation.id, name: membership.organisation.$.name },
      role: membership.role,
      permissions: [...membership.permissions],
      readOnly,
      colorScheme: user.colorScheme,
    },
  };
}

export const toProfile = (viewer: Viewer): Profile => viewer.profile;
