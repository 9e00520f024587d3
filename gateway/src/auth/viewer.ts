import { DEMO_USER_ID, UserProfile, type EntityManager } from '@tradehub/db';
import { chooseWorkingSeat, loadSeats, personName } from '@tradehub/db/domain';
import type { AccountStatus, ApiScope, Profile } from '@tradehub/contract';

/**
 * The signed-in person of a request, as a plain read-only snapshot (not entities, so it can be cached
 * between requests — see viewer-cache.ts). To change the person, load the entity in the request's em.
 * Everything about access comes from the organisation the person works in: its status (review is of an
 * organisation), their seat's permissions, and its data.
 */
export interface Viewer {
  userId: string;
  organisationId: string;
  /** The status of the organisation the person works in. */
  status: AccountStatus;
  isAdmin: boolean;
  /** The shared demo workspace: reads only. */
  readOnly: boolean;
  /** Display name for audit texts and reports. */
  displayName: string;
  /** Account Settings → Default Currency: the dashboard shows base-currency figures in it. */
  defaultCurrency: string;
  profile: Profile;
  /**
   * Set when the caller is an API key (auth/api-keys.ts): it acts as its creator's seat, with the
   * permissions its scopes lend (already in profile.permissions), and every call is audited under its name.
   */
  apiKey?: { id: string; name: string; scopes: ApiScope[] };
}

/**
 * Who `userId` is, working in `organisationId` (the session's choice) when they still have a seat there,
 * else where they last chose, else their first approved organisation, else their first (accounts/
 * working-organisation.ts). Null for an unknown person or one without any seat.
 */
export async function loadViewer(
  em: EntityManager,
  userId: string,
  organisationId?: string | null,
): Promise<Viewer | null> {
  const user = await em.findOne(UserProfile, { id: userId });
  if (!user) return null;
  const seats = await loadSeats(em, userId);
  const seat = chooseWorkingSeat(seats, [organisationId, user.activeOrganisationId]);
  if (!seat) return null;
  const organisation = seat.organisation.$;
  const readOnly = user.id === DEMO_USER_ID;
  const status = organisation.status;
  return {
    userId: user.id,
    organisationId: organisation.id,
    status,
    isAdmin: user.isAdmin,
    readOnly,
    displayName: personName(user),
    defaultCurrency: user.defaultCurrency,
    profile: {
      id: user.id,
      email: user.email,
      businessName: user.businessName,
      fullName: user.fullName ?? null,
      status,
      demoMode: status !== 'approved',
      isAdmin: user.isAdmin,
      rejectionReason: status === 'rejected' ? (organisation.rejectionReason ?? null) : null,
      createdAt: user.createdAt.toISOString(),
      updatedAt: user.updatedAt.toISOString(),
      organisation: {
        id: organisation.id,
        name: organisation.name,
        isOwner: organisation.owner?.id === user.id,
      },
      organisations: seats.map((other) => ({
        id: other.organisation.id,
        name: other.organisation.$.name,
        status: other.organisation.$.status,
        role: other.role,
      })),
      role: seat.role,
      permissions: [...seat.permissions],
      readOnly,
      colorScheme: user.colorScheme,
    },
  };
}

export const toProfile = (viewer: Viewer): Profile => viewer.profile;
