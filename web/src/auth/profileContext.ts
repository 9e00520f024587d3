import type { Profile } from '@tradehub/contract';
import { createContext, useContext } from 'react';
import type { ExternalAuth } from './externalAuth';
import type { ProfileState } from './profileState';

/**
 * Who is signed in. The calls that change it (sign-in, sign-up, demo, sign-out) are mutations in
 * api/profile/queries.ts, used where they are needed: none of them is in the first screen's JavaScript.
 */
export interface ProfileContextValue {
  /** The profile query (`['profile']`, api/profile/queries.ts) as the router and the screens read it. */
  state: ProfileState;
  /** Set when sign-in is delegated to Auth0. */
  externalAuth: ExternalAuth | undefined;
  /** Re-reads GET /api/profile, keeping the current state until it answers. */
  refetch(): void;
}

export const ProfileContext = createContext<ProfileContextValue | null>(null);

export function useProfileContext(): ProfileContextValue {
  const value = useContext(ProfileContext);
  if (!value) throw new Error('useProfileContext must be used inside <ProfileProvider>');
  return value;
}

/** The signed-in profile; only for screens the router shows to signed-in accounts. */
export function useSignedInProfile(): Profile {
  const { state } = useProfileContext();
  if (state.status !== 'signedIn') throw new Error('useSignedInProfile needs a signed-in profile');
  return state.profile;
}
