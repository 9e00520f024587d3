import type { Profile } from '@tradehub/contract';
import { describe, expect, it } from 'vitest';
import {
  decideRoute,
  supplierDetailPath,
  type RouteDecision,
  type RoutingProfileState,
} from '../../src/app/routing/decideRoute';

type Status = Profile['status'];

const signedIn = (status: Status, isAdmin = false): RoutingProfileState => ({
  status: 'signedIn',
  profile: { status, isAdmin },
});
const signedOut: RoutingProfileState = { status: 'signedOut' };
const toHome: RouteDecision = { kind: 'redirect', to: '/' };

const screen = (
  screenName: Extract<RouteDecision, { kind: 'screen' }>['screen'],
  layout: Extract<RouteDecision, { kind: 'screen' }>['layout'],
  params: { supplierId?: string } = {},
): RouteDecision => ({ kind: 'screen', screen: screenName, layout, params });

// Paths of the app, and a few it does not have.
const memberPaths = [
  '/',
  '/settings',
  '/supplier-verification',
  '/supplier-verification/sup-1',
  '/pricing-beta',
  '/payments',
  '/fx-management',
  '/team',
  '/notifications',
  '/admin',
];
const publicOnlyPaths = ['/about', '/careers', '/booking'];
const unknownPaths = ['/nope', '/settings/extra', '/supplier-verification/a/b', '/payments/1', '/ADMINX'];

describe('decideRoute while the profile is loading or failed', () => {
  it.each([...memberPaths, ...publicOnlyPaths, ...unknownPaths])(
    "shows 'Initializing...' at %s while loading",
    (path) => {
      expect(decideRoute({ status: 'loading' }, path)).toEqual({ kind: 'initializing' });
    },
  );

  it.each([...memberPaths, ...publicOnlyPaths, ...unknownPaths])(
    "shows 'Unable to Load Application' with the error at %s",
    (path) => {
      const error = new Error('boom');
      expect(decideRoute({ status: 'error', error }, path)).toEqual({ kind: 'loadError', error });
    },
  );
});

describe('decideRoute when signed out', () => {
  it.each([
    ['/', 'landing'],
    ['/about', 'about'],
    ['/careers', 'careers'],
    ['/booking', 'booking'],
    ['/pricing-beta', 'pricingBeta'],
  ] as const)('shows %s as the public %s page', (path, name) => {
    expect(decideRoute(signedOut, path)).toEqual(screen(name, 'public'));
  });

  it.each([
    '/settings',
    '/supplier-verification',
    '/supplier-verification/sup-1',
    '/payments',
    '/fx-management',
    '/team',
    '/notifications',
    '/admin',
    ...unknownPaths,
  ])('redirects %s to /', (path) => {
    expect(decideRoute(signedOut, path)).toEqual(toHome);
  });

  it('accepts a trailing slash', () => {
    expect(decideRoute(signedOut, '/about/')).toEqual(screen('about', 'public'));
  });
});

describe.each([
  ['pending', 'accountPending'],
  ['rejected', 'accountDenied'],
] as const)('decideRoute for a %s account', (status, blockedScreen) => {
  const state = signedIn(status);

  it.each([
    ['/settings', 'settings'],
    ['/supplier-verification', 'supplierVerification'],
    ['/pricing-beta', 'pricingBeta'],
  ] as const)('opens %s', (path, name) => {
    expect(decideRoute(state, path)).toEqual(screen(name, 'restricted'));
  });

  it.each([
    '/',
    '/supplier-verification/sup-1',
    '/payments',
    '/fx-management',
    '/team',
    '/notifications',
    '/admin',
    ...publicOnlyPaths,
    ...unknownPaths,
  ])(`shows ${blockedScreen} at %s`, (path) => {
    expect(decideRoute(state, path)).toEqual(screen(blockedScreen, 'none'));
  });

  it('shows the same notice to an administrator in that state', () => {
    expect(decideRoute(signedIn(status, true), '/admin')).toEqual(screen(blockedScreen, 'none'));
  });
});

describe.each(['demo', 'approved'] as const)('decideRoute for a %s account', (status) => {
  const state = signedIn(status);

  it.each([
    ['/', 'dashboard'],
    ['/settings', 'settings'],
    ['/supplier-verification', 'supplierVerification'],
    ['/pricing-beta', 'pricingBeta'],
    ['/notifications', 'notifications'],
  ] as const)('opens %s in the shell', (path, name) => {
    expect(decideRoute(state, path)).toEqual(screen(name, 'shell'));
  });

  it('opens a supplier with its id', () => {
    expect(decideRoute(state, '/supplier-verification/sup-42')).toEqual(
      screen('supplierDetail', 'shell', { supplierId: 'sup-42' }),
    );
  });

  it('decodes an encoded supplier id', () => {
    expect(decideRoute(state, supplierDetailPath('a b/c'))).toEqual(
      screen('supplierDetail', 'shell', { supplierId: 'a b/c' }),
    );
  });

  it('keeps a supplier id with a malformed escape as it is', () => {
    expect(decideRoute(state, '/supplier-verification/%E0%A4%A')).toEqual(
      screen('supplierDetail', 'shell', { supplierId: '%E0%A4%A' }),
    );
  });

  it.each([...publicOnlyPaths, ...unknownPaths])('redirects %s to /', (path) => {
    expect(decideRoute(state, path)).toEqual(toHome);
  });

  it('redirects /admin to / for someone who is not an administrator', () => {
    expect(decideRoute(state, '/admin')).toEqual(toHome);
  });

  it('opens /admin for an administrator', () => {
    expect(decideRoute(signedIn(status, true), '/admin')).toEqual(screen('admin', 'shell'));
  });
});

describe('decideRoute for the pages only approved accounts may use', () => {
  it.each([
    ['/payments', 'payments'],
    ['/fx-management', 'fxManagement'],
    ['/team', 'team'],
  ] as const)('shows %s to an approved account', (path, name) => {
    expect(decideRoute(signedIn('approved'), path)).toEqual(screen(name, 'shell'));
  });

  it.each(['/payments', '/fx-management', '/team'])(
    "shows 'Account Under Review' at %s to a demo account",
    (path) => {
      expect(decideRoute(signedIn('demo'), path)).toEqual(screen('accountUnderReview', 'shell'));
      expect(decideRoute(signedIn('demo', true), path)).toEqual(screen('accountUnderReview', 'shell'));
    },
  );
});

describe("decideRoute for the 'Forgot password?' link", () => {
  it.each([
    [signedOut, 'public'],
    [signedIn('pending'), 'restricted'],
    [signedIn('rejected'), 'restricted'],
    [signedIn('demo'), 'shell'],
    [signedIn('approved'), 'shell'],
  ] as const)('opens /reset-password in every state (%o → %s)', (state, layout) => {
    expect(decideRoute(state, '/reset-password')).toEqual(screen('resetPassword', layout));
  });
});
