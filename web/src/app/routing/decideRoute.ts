// Top-level routing by profile state (product spec section 2), as one pure function: given what is
// known about the user and the path asked for, which screen to show, inside which layout, or where to go.
import type { Profile } from '@tradehub/contract';
import { matchPath } from 'react-router';

/** Every screen the router can show. */
export type ScreenName =
  | 'landing'
  | 'about'
  | 'careers'
  | 'booking'
  | 'pricingBeta'
  | 'dashboard'
  | 'settings'
  | 'supplierVerification'
  | 'supplierDetail'
  | 'payments'
  | 'fxManagement'
  | 'team'
  | 'invite'
  | 'resetPassword'
  | 'audit'
  | 'notifications'
  | 'admin'
  | 'accountPending'
  | 'accountDenied'
  | 'accountUnderReview';

/**
 * The frame around a screen: the marketing pages' top bar and footer (signed out), a slim bar for
 * accounts awaiting or refused approval, the signed-in sidebar shell, or nothing (a full-page notice).
 */
export type LayoutName = 'public' | 'restricted' | 'shell' | 'none';

export type RouteDecision =
  | { kind: 'initializing' }
  | { kind: 'loadError'; error: unknown }
  | { kind: 'redirect'; to: string }
  | { kind: 'screen'; screen: ScreenName; layout: LayoutName; params: RouteParams };

/** Path parameters a screen may take. */
export interface RouteParams {
  supplierId?: string;
  token?: string;
}

/** The part of the profile state that routing depends on. */
export type RoutingProfileState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'signedOut' }
  | { status: 'signedIn'; profile: Pick<Profile, 'status' | 'isAdmin'> };

export const paths = {
  home: '/',
  about: '/about',
  careers: '/careers',
  booking: '/booking',
  pricingBeta: '/pricing-beta',
  settings: '/settings',
  supplierVerification: '/supplier-verification',
  supplierDetail: '/supplier-verification/:supplierId',
  payments: '/payments',
  fxManagement: '/fx-management',
  team: '/team',
  invite: '/invite/:token',
  /** The 'Forgot password?' e-mail's link (`?token=…`); open in every state, like an invitation. */
  resetPassword: '/reset-password',
  audit: '/audit',
  notifications: '/notifications',
  admin: '/admin',
} as const;

export function invitePath(token: string): string {
  return `/invite/${encodeURIComponent(token)}`;
}

export function supplierDetailPath(supplierId: string): string {
  return `${paths.supplierVerification}/${encodeURIComponent(supplierId)}`;
}

type RoutePattern = (typeof paths)[keyof typeof paths];

/** Public pages, for visitors who are not signed in. */
const publicRoutes: ReadonlyArray<[RoutePattern, ScreenName]> = [
  [paths.home, 'landing'],
  [paths.about, 'about'],
  [paths.careers, 'careers'],
  [paths.booking, 'booking'],
  [paths.pricingBeta, 'pricingBeta'],
  [paths.invite, 'invite'],
  [paths.resetPassword, 'resetPassword'],
];

/** What an account awaiting approval, or refused, may still open. */
const restrictedRoutes: ReadonlyArray<[RoutePattern, ScreenName]> = [
  [paths.settings, 'settings'],
  [paths.supplierVerification, 'supplierVerification'],
  [paths.pricingBeta, 'pricingBeta'],
  [paths.invite, 'invite'],
  [paths.resetPassword, 'resetPassword'],
];

/** The signed-in app of demo and approved accounts. */
const memberRoutes: ReadonlyArray<[RoutePattern, ScreenName]> = [
  [paths.home, 'dashboard'],
  [paths.settings, 'settings'],
  [paths.supplierVerification, 'supplierVerification'],
  [paths.supplierDetail, 'supplierDetail'],
  [paths.pricingBeta, 'pricingBeta'],
  [paths.payments, 'payments'],
  [paths.fxManagement, 'fxManagement'],
  [paths.team, 'team'],
  [paths.invite, 'invite'],
  [paths.resetPassword, 'resetPassword'],
  [paths.audit, 'audit'],
  [paths.notifications, 'notifications'],
  [paths.admin, 'admin'],
];

/** Member screens that only an approved account sees; others get 'Account Under Review'. */
const approvedOnly: ReadonlySet<ScreenName> = new Set(['payments', 'fxManagement', 'team', 'audit']);

/**
 * Decodes each segment the way the router does before matching (an encoded '/' stays inside its
 * segment); a malformed escape leaves the path as it is.
 */
function decodePath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//gu, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}

function match(
  routes: ReadonlyArray<[RoutePattern, ScreenName]>,
  pathname: string,
): { screen: ScreenName; params: RouteParams } | undefined {
  const decoded = decodePath(pathname);
  for (const [pattern, screen] of routes) {
    const found = matchPath({ path: pattern, end: true }, decoded);
    if (found) {
      const { supplierId, token } = found.params;
      const params: RouteParams = {};
      if (supplierId !== undefined) params.supplierId = supplierId;
      if (token !== undefined) params.token = token;
      return { screen, params };
    }
  }
  return undefined;
}

const toHome: RouteDecision = { kind: 'redirect', to: paths.home };

export function decideRoute(state: RoutingProfileState, pathname: string): RouteDecision {
  switch (state.status) {
    case 'loading':
      return { kind: 'initializing' };
    case 'error':
      return { kind: 'loadError', error: state.error };
    case 'signedOut': {
      const found = match(publicRoutes, pathname);
      return found ? { kind: 'screen', layout: 'public', ...found } : toHome;
    }
    case 'signedIn':
      break;
  }

  const { status, isAdmin } = state.profile;
  if (status === 'pending' || status === 'rejected') {
    const found = match(restrictedRoutes, pathname);
    if (found) return { kind: 'screen', layout: 'restricted', ...found };
    return {
      kind: 'screen',
      layout: 'none',
      screen: status === 'pending' ? 'accountPending' : 'accountDenied',
      params: {},
    };
  }

  // Any other status (demo, approved) gets the sidebar shell.
  const found = match(memberRoutes, pathname);
  if (!found) return toHome;
  if (found.screen === 'admin' && !isAdmin) return toHome;
  if (approvedOnly.has(found.screen) && status !== 'approved') {
    return { kind: 'screen', layout: 'shell', screen: 'accountUnderReview', params: {} };
  }
  return { kind: 'screen', layout: 'shell', ...found };
}
