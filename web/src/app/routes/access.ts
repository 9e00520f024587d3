// The account-state guards of product spec section 2, as pure rules: which route table applies to whoever is
// using the app (routeTables.tsx builds each one). Signed out: the public pages. Awaiting approval or refused:
// three pages and a notice. Demo and approved accounts: the shell, with the approved-only pages showing
// 'Account Under Review' to demo accounts and the admin page only for administrators.
import type { Profile } from '@tradehub/contract';

/** The part of the profile state that routing depends on. */
export type RoutingProfileState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'signedOut' }
  | { status: 'signedIn'; profile: Pick<Profile, 'status' | 'isAdmin'> };

export type RouteAccess =
  | { kind: 'signedOut' }
  | { kind: 'restricted'; notice: 'accountPending' | 'accountDenied' }
  | { kind: 'member'; approved: boolean; admin: boolean };

/** Before any table applies: the profile's first read, or its failure ('Unable to Load Application'). */
export type BootDecision =
  { kind: 'initializing' } | { kind: 'loadError'; error: unknown } | { kind: 'ready'; access: RouteAccess };

export function bootDecision(state: RoutingProfileState): BootDecision {
  switch (state.status) {
    case 'loading':
      return { kind: 'initializing' };
    case 'error':
      return { kind: 'loadError', error: state.error };
    case 'signedOut':
      return { kind: 'ready', access: { kind: 'signedOut' } };
    case 'signedIn':
      return { kind: 'ready', access: accessOf(state.profile) };
  }
}

export function accessOf({ status, isAdmin }: Pick<Profile, 'status' | 'isAdmin'>): RouteAccess {
  if (status === 'pending') return { kind: 'restricted', notice: 'accountPending' };
  if (status === 'rejected') return { kind: 'restricted', notice: 'accountDenied' };
  // Any other status (demo, approved) gets the sidebar shell.
  return { kind: 'member', approved: status === 'approved', admin: isAdmin };
}

/** Equal for accesses that share one route table (the router is rebuilt when it changes). */
export function accessKey(access: RouteAccess): string {
  switch (access.kind) {
    case 'signedOut':
      return 'signedOut';
    case 'restricted':
      return `restricted:${access.notice}`;
    case 'member':
      return `member:${access.approved ? 'approved' : 'demo'}:${access.admin ? 'admin' : 'user'}`;
  }
}
