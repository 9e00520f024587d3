import type { Profile } from '@tradehub/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { onUnauthorized, setAccessTokenProvider } from '../api/client';
import { paths } from '../app/paths';
import { restartRouterAt } from '../app/router';
import { profileQuery, refreshProfile } from '../api/profile/queries';
import {
  endSession,
  sessionEpoch,
  setExternalStatus,
  subscribeSessionEpoch,
  type ExternalStatus,
} from '../api/profile/session';
import type { ExternalSession } from './externalAuth';
import { ProfileContext, type ProfileContextValue } from './profileContext';
import { toProfileState } from './profileState';

interface ProfileProviderProps {
  /** Set when sign-in is delegated to Auth0: requests then carry its access token. */
  external?: ExternalSession;
  children: ReactNode;
}

/** Auth0's verdict as the API client keeps it (nothing without Auth0). */
function externalStatusOf(
  status: ExternalSession['status'] | undefined,
  error: unknown,
): ExternalStatus | undefined {
  if (status === undefined) return undefined;
  return status === 'error' ? { status: 'error', error } : { status };
}

/**
 * With Auth0, requests carry its access token, and its verdict decides whether the gateway is asked at all;
 * set before the profile query's first fetch (layout effects run before the query subscribes).
 */
function useExternalSession(external: ExternalSession | undefined): void {
  const client = useQueryClient();
  const auth = external?.auth;
  const status = external?.status;
  const error = external?.status === 'error' ? external.error : undefined;
  const first = useRef(true);
  useLayoutEffect(() => {
    setAccessTokenProvider(auth && status === 'signedIn' ? () => auth.getAccessToken() : undefined);
    setExternalStatus(externalStatusOf(status, error));
    // A verdict that changes later (rare: the SDK settles once per page load) asks again.
    if (first.current) first.current = false;
    else void refreshProfile(client);
    // On these three, not on `external`, which its owner rebuilds on every render.
  }, [auth, status, error, client]);
}

/**
 * Whenever the person here changes without a sign-out of ours (the session expired, ended in another tab, a
 * different account signed in elsewhere), nothing cached for the previous one may stay. Nor when the session
 * came to work in another organisation without this tab's switcher (another tab switched it, an invitation
 * was accepted): everything cached belonged to the organisation left, so the app starts afresh at /.
 */
function useForgetPreviousPerson(profile: Profile | null | undefined): void {
  const client = useQueryClient();
  const previous = useRef(profile);
  useEffect(() => {
    const before = previous.current;
    previous.current = profile;
    if (!before || profile === undefined) return;
    if (profile?.id !== before.id) endSession(client, profile);
    else if (profile.organisation.id !== before.organisation.id) {
      restartRouterAt(paths.home);
      endSession(client, profile);
    }
  }, [profile, client]);
}

/** One person's session: the profile query and the calls that change it. Remounted when a session ends. */
function ProfileSession({ external, children }: ProfileProviderProps) {
  const client = useQueryClient();
  useExternalSession(external);
  const { data, error, isError } = useQuery(profileQuery());
  const state = useMemo(() => toProfileState({ data, error, isError }), [data, error, isError]);
  useForgetPreviousPerson(data);

  const signedIn = state.status === 'signedIn';
  // A data request answering 401 means the session ended (expired, or signed out in another tab).
  useEffect(() => {
    if (!signedIn) return undefined;
    return onUnauthorized(() => void refreshProfile(client));
  }, [signedIn, client]);

  const externalAuth = external?.auth;
  const refetch = useCallback(() => void refreshProfile(client), [client]);
  const value = useMemo<ProfileContextValue>(
    () => ({ state, externalAuth, refetch }),
    [state, externalAuth, refetch],
  );
  return <ProfileContext value={value}>{children}</ProfileContext>;
}

/**
 * Who is signed in, for everything below: the profile query, read at start and after sign-in, demo and
 * sign-out. A session's end empties the cache (api/profile/session.ts) and starts this subtree afresh, so
 * nothing below keeps the previous person's data or an observer of the dropped profile query.
 */
export function ProfileProvider({ external, children }: ProfileProviderProps) {
  const epoch = useSyncExternalStore(subscribeSessionEpoch, sessionEpoch);
  return (
    <ProfileSession key={epoch} external={external}>
      {children}
    </ProfileSession>
  );
}
