// Who is using this tab, as the client cache sees it: the profile query's key, how it is read (asking the
// gateway, or not at all when Auth0 says nobody is signed in), and the end of a session, which empties the
// whole cache so the next person in the tab sees nothing of the last.
import type { Profile, ProfileResponse } from '@tradehub/contract';
import type { QueryClient } from '@tanstack/react-query';
import { apiRequest, ApiRequestError } from '../client';
import { queryRoots } from '../queryRoots';

export const profileKeys = {
  /** GET /api/profile: the signed-in profile, or null when nobody is signed in. */
  me: () => [queryRoots.profile] as const,
};

/** With Auth0, its SDK's verdict, which decides whether the gateway is asked at all. Unset in local mode. */
export type ExternalStatus =
  { status: 'signedIn' } | { status: 'signedOut' } | { status: 'error'; error: unknown };

let external: ExternalStatus | undefined;

export function setExternalStatus(status: ExternalStatus | undefined): void {
  external = status;
}

/** The profile, or null when signed out (a 401, or Auth0 knowing nobody). */
export async function readProfile(signal?: AbortSignal): Promise<Profile | null> {
  if (external?.status === 'error') throw external.error;
  if (external?.status === 'signedOut') return null;
  try {
    // Through the plain client rather than the typed one (api/http.ts), with the contract's type: this is the
    // one read of the first screen's JavaScript, which so does without openapi-fetch.
    const { profile } = await apiRequest<ProfileResponse>('GET', '/api/profile', undefined, { signal });
    return profile;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
}

// A session's end remounts whatever observes the profile (auth/ProfileProvider.tsx): `clear()` drops the
// queries themselves, and an observer would otherwise stay attached to the dropped profile query.
let epoch = 0;
const epochListeners = new Set<() => void>();

export function sessionEpoch(): number {
  return epoch;
}

export function subscribeSessionEpoch(listener: () => void): () => void {
  epochListeners.add(listener);
  return () => epochListeners.delete(listener);
}

/**
 * Ends what the cache knows of the person who was here (sign-out, a session that expired or ended in another
 * tab): every query and mutation goes, then the profile is set to whoever is here now (nobody, usually).
 */
export function endSession(client: QueryClient, next: Profile | null = null): void {
  client.clear();
  client.setQueryData(profileKeys.me(), next);
  epoch += 1;
  for (const listener of epochListeners) listener();
}

/** Sets who just signed in (sign-in, demo): the router follows the profile. */
export function startSession(client: QueryClient, profile: Profile): void {
  const current = client.getQueryData<Profile | null>(profileKeys.me());
  // Someone else was still signed in (another tab's session replaced by this one): forget them first.
  if (current && current.id !== profile.id) endSession(client, profile);
  else client.setQueryData(profileKeys.me(), profile);
}
