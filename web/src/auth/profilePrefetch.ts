import { api } from '../api/client';
import type { ProfileResponse } from '../api/types';

// The profile is asked for at start, alongside GET /api/config, rather than after it: in local mode
// (the session cookie) that saves a round trip before the first screen.
let prefetched: Promise<ProfileResponse> | undefined;

export function prefetchProfile(): void {
  prefetched = api.get<ProfileResponse>('/api/profile');
  // Whoever takes it handles a failure; until then it must not count as unhandled.
  prefetched.catch(() => undefined);
}

/** The prefetched answer, once; later reads go to the network. */
export function takePrefetchedProfile(): Promise<ProfileResponse> | undefined {
  const taken = prefetched;
  prefetched = undefined;
  return taken;
}

/** In Auth0 mode the cookie-based answer is not the one wanted. */
export function discardPrefetchedProfile(): void {
  prefetched = undefined;
}
