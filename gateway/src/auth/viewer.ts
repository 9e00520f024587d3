import { DEMO_USER_ID, Membership, UserProfile, type EntityManager, type Loaded } from '@tradehub/db';
import type { Profile } from '../contract/index.js';

/** The signed-in person of a request: their profile and their seat in their organisation. */
export interface Viewer {
  user: UserProfile;
  membership: Loaded<Membership, 'organisation'>;
  organisationId: string;
  readOnly: boolean;
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
  return { user, membership, organisationId: membership.organisation.id, readOnly: user.id === DEMO_USER_ID };
}

export function toProfile({ user, membership, readOnly }: Viewer): Profile {
  return {
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
  };
}
