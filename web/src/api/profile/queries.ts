// The signed-in profile in the client cache (`['profile']`). The calls that change who is signed in are in
// mutations.ts: this module is in the first screen's JavaScript, they are not. The realtime bridge
// invalidates it on `profile:changed` (an administrator approved the account, a setting changed elsewhere).
import type { Profile } from '@tradehub/contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { profileKeys, readProfile } from './session';

export { profileKeys };

/**
 * Read once at start (main.tsx asks for it beside GET /api/config) and kept: events, a 401 and the
 * mutations change it, so it is never stale by age.
 */
export const profileQuery = () =>
  queryOptions({
    queryKey: profileKeys.me(),
    queryFn: ({ signal }) => readProfile(signal),
    staleTime: Infinity,
  });

/**
 * Asks who is signed in again, keeping what is shown until the answer; a failure keeps it too. Concurrent
 * calls share one request.
 */
export function refreshProfile(client: QueryClient): Promise<void> {
  return client.fetchQuery({ ...profileQuery(), staleTime: 0 }).then(
    () => undefined,
    () => undefined,
  );
}

let bootRead: 'started' | 'discarded' | undefined;

/**
 * Asks for the profile at start, alongside GET /api/config rather than after it: in local mode (the session
 * cookie) that saves a round trip before the first screen. Resolves to who is signed in (null: nobody, or
 * the read failed, which the app shows once it renders).
 */
export function prefetchBootProfile(client: QueryClient): Promise<Profile | null> {
  bootRead = 'started';
  return client.fetchQuery(profileQuery()).catch(() => null);
}

/** With Auth0 the cookie-based answer is not the one wanted; dropped once, before the first real read. */
export function discardBootProfile(client: QueryClient): void {
  if (bootRead !== 'started') return;
  bootRead = 'discarded';
  client.removeQueries({ queryKey: profileKeys.me(), exact: true });
}
