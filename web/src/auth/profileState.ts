import type { Profile } from '@tradehub/contract';

/** What the app knows about who is using it; the router's table is chosen from this. */
export type ProfileState =
  /** GET /api/profile has not answered yet (the first load only: a refetch keeps the last state). */
  | { status: 'loading' }
  /** The profile could not be read for another reason than being signed out. */
  | { status: 'error'; error: unknown }
  | { status: 'signedOut' }
  | { status: 'signedIn'; profile: Profile };

/**
 * The profile query's state as a ProfileState: an answer in hand wins over a failed re-read (the last state
 * stays on screen), so only a first read that failed is an error.
 */
export function toProfileState(query: {
  data: Profile | null | undefined;
  error: unknown;
  isError: boolean;
}): ProfileState {
  if (query.data === null) return { status: 'signedOut' };
  if (query.data) return { status: 'signedIn', profile: query.data };
  if (query.isError) return { status: 'error', error: query.error };
  return { status: 'loading' };
}
