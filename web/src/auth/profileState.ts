import type { Profile } from '@tradehub/contract';

/** What the app knows about who is using it; the router decides every screen from this. */
export type ProfileState =
  /** GET /api/profile has not answered yet (the first load only: a refetch keeps the last state). */
  | { status: 'loading' }
  /** The profile could not be read for another reason than being signed out. */
  | { status: 'error'; error: unknown }
  | { status: 'signedOut' }
  | { status: 'signedIn'; profile: Profile };
