import type { Profile, SignInBody, SignUpBody } from '@tradehub/contract';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { api, ApiRequestError, onUnauthorized, setAccessTokenProvider } from '../api/client';
import type { MessageResponse, ProfileResponse, SignUpResponse } from '../api/types';
import type { ExternalAuth, ExternalSession } from './externalAuth';
import { ProfileContext, type ProfileContextValue } from './profileContext';
import type { ProfileState } from './profileState';
import { takePrefetchedProfile } from './profilePrefetch';

interface ProfileProviderProps {
  /** Set when sign-in is delegated to Auth0: requests then carry its access token. */
  external?: ExternalSession;
  children: ReactNode;
}

function readProfile(signal: AbortSignal): Promise<ProfileResponse> {
  return takePrefetchedProfile() ?? api.get<ProfileResponse>('/api/profile', { signal });
}

/**
 * Owns who is signed in: reads GET /api/profile once at start, and after sign-in, sign-up, demo and
 * sign-out. The router decides every screen from its state.
 */
export function ProfileProvider({ external, children }: ProfileProviderProps) {
  // What the gateway said (or what sign-in, demo and sign-out set); see `state` below.
  const [known, setKnown] = useState<ProfileState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const externalAuth: ExternalAuth | undefined = external?.auth;
  const externalStatus = external?.status;
  // With Auth0, someone it does not know is signed out without asking the gateway.
  const askGateway = externalStatus === undefined || externalStatus === 'signedIn';

  let state: ProfileState = known;
  if (external?.status === 'error') state = { status: 'error', error: external.error };
  else if (!askGateway && known.status === 'loading') state = { status: 'signedOut' };

  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  });

  useEffect(() => {
    // With Auth0, every request carries its access token instead of relying on the session cookie.
    setAccessTokenProvider(
      externalAuth && externalStatus === 'signedIn' ? () => externalAuth.getAccessToken() : undefined,
    );
    if (!askGateway) return;
    const controller = new AbortController();
    readProfile(controller.signal).then(
      ({ profile }) => {
        if (!controller.signal.aborted) setKnown({ status: 'signedIn', profile });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiRequestError && error.status === 401) setKnown({ status: 'signedOut' });
        else setKnown({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [askGateway, externalAuth, externalStatus, attempt]);

  // A new attempt re-reads the profile; the current state stays on screen until it answers.
  const refetch = useCallback(() => setAttempt((n) => n + 1), []);

  // A data request answering 401 means the session ended (expired, or signed out in another tab).
  useEffect(
    () =>
      onUnauthorized(() => {
        if (stateRef.current.status === 'signedIn') refetch();
      }),
    [refetch],
  );

  const signIn = useCallback(async (body: SignInBody): Promise<Profile> => {
    const { profile } = await api.post<ProfileResponse>('/api/auth/sign-in', body);
    setKnown({ status: 'signedIn', profile });
    return profile;
  }, []);

  const signUp = useCallback((body: SignUpBody) => api.post<SignUpResponse>('/api/auth/sign-up', body), []);

  const resendVerification = useCallback(
    (email: string) => api.post<MessageResponse>('/api/auth/resend-verification', { email }),
    [],
  );

  const startDemo = useCallback(async (): Promise<Profile> => {
    const { profile } = await api.post<ProfileResponse>('/api/auth/demo');
    setKnown({ status: 'signedIn', profile });
    return profile;
  }, []);

  const signOut = useCallback(async () => {
    try {
      await api.post('/api/auth/sign-out');
    } catch (error) {
      // The spec logs a failed sign-out only; the app forgets the session either way.
      console.error('Sign-out failed', error);
    }
    if (externalAuth) {
      await externalAuth.signOut();
      return;
    }
    setKnown({ status: 'signedOut' });
  }, [externalAuth]);

  const value = useMemo<ProfileContextValue>(
    () => ({
      state,
      externalAuth,
      refetch,
      signIn,
      signUp,
      resendVerification,
      startDemo,
      signOut,
    }),
    [state, externalAuth, refetch, signIn, signUp, resendVerification, startDemo, signOut],
  );

  return <ProfileContext value={value}>{children}</ProfileContext>;
}
