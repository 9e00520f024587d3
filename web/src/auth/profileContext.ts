import type { Profile, SignInBody, SignUpBody } from '@tradehub/contract';
import { createContext, useContext } from 'react';
import type { MessageResponse, SignUpResponse } from '../api/types';
import type { ExternalAuth } from './externalAuth';
import type { ProfileState } from './profileState';

export interface ProfileContextValue {
  state: ProfileState;
  /** Set when sign-in is delegated to Auth0. */
  externalAuth: ExternalAuth | undefined;
  /** Re-reads GET /api/profile, keeping the current state until it answers. */
  refetch(): void;
  signIn(body: SignInBody): Promise<Profile>;
  signUp(body: SignUpBody): Promise<SignUpResponse>;
  resendVerification(email: string): Promise<MessageResponse>;
  /** Opens a session on the shared, read-only demo workspace. */
  startDemo(): Promise<Profile>;
  /** Ends the session; the caller then goes to /. */
  signOut(): Promise<void>;
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
