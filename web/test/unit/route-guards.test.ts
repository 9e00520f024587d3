import type { Profile } from '@tradehub/contract';
import { describe, expect, it } from 'vitest';
import { accessKey, accessOf } from '../../src/app/routes/access';
import { supplierDetailPath } from '../../src/app/paths';
import { resolveRoute, type RouteOutcome, type RoutingProfileState } from './resolveRoute';

// The account-state guards of spec section 2: which route table applies (routes/access.ts) and what each
// table shows at a path (routes/routeTables.tsx), resolved as the router resolves them.
type RouteDecision = RouteOutcome;
const decideRoute = resolveRoute;

type Status = Profile['status'];

const signedIn = (status: Status, isAdmin = false): RoutingProfileState => ({
  status: 'signedIn',
  profile: { status, isAdmin },
});
const signedOut: RoutingProfileState = { status: 'signedOut' };
const toHome: RouteDecision = { kind: 'redirect', to: '/' };

const screen = (
  screenName: string,
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

describe('the route guards while the profile is loading or failed', () => {
  it.each([...memberPaths, ...publicOnlyPaths, ...unknownPaths])(
    "shows 'Initializing...' at %s while loading",
    async (path) => {
      expect(await decideRoute({ status: 'loading' }, path)).toEqual({ kind: 'initializing' });
    },
  );

  it.each([...memberPaths, ...publicOnlyPaths, ...unknownPaths])(
    "shows 'Unable to Load Application' with the error at %s",
    async (path) => {
      const error = new Error('boom');
      expect(await decideRoute({ status: 'error', error }, path)).toEqual({ kind: 'loadError', error });
    },
  );
});

describe('the route guards when signed out', () => {
  it.each([
    ['/', 'landing'],
    ['/about', 'about'],
    ['/careers', 'careers'],
    ['/booking', 'booking'],
    ['/pricing-beta', 'pricingBeta'],
  ] as const)('shows %s as the public %s page', async (path, name) => {
    expect(await decideRoute(signedOut, path)).toEqual(screen(name, 'public'));
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
  ])('redirects %s to /', async (path) => {
    expect(await decideRoute(signedOut, path)).toEqual(toHome);
  });

  it('accepts a trailing slash', async () => {
    expect(await decideRoute(signedOut, '/about/')).toEqual(screen('about', 'public'));
  });
});

describe.each([
  ['pending', 'accountPending'],
  ['rejected', 'accountDenied'],
] as const)('the route guards for a %s account', (status, blockedScreen) => {
  const state = signedIn(status);

  it.each([
    ['/settings', 'settings'],
    ['/supplier-verification', 'supplierVerification'],
    ['/pricing-beta', 'pricingBeta'],
  ] as const)('opens %s', async (path, name) => {
    expect(await decideRoute(state, path)).toEqual(screen(name, 'restricted'));
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
  ])(`shows ${blockedScreen} at %s`, async (path) => {
    expect(await decideRoute(state, path)).toEqual(screen(blockedScreen, 'bare'));
  });

  it('shows the same notice to an administrator in that state', async () => {
    expect(await decideRoute(signedIn(status, true), '/admin')).toEqual(screen(blockedScreen, 'bare'));
  });
});

describe.each(['demo', 'approved'] as const)('the route guards for a %s account', (status) => {
  const state = signedIn(status);

  it.each([
    ['/', 'dashboard'],
    ['/settings', 'settings'],
    ['/supplier-verification', 'supplierVerification'],
    ['/pricing-beta', 'pricingBeta'],
    ['/notifications', 'notifications'],
  ] as const)('opens %s in the shell', async (path, name) => {
    expect(await decideRoute(state, path)).toEqual(screen(name, 'shell'));
  });

  it('opens a supplier with its id', async () => {
    expect(await decideRoute(state, '/supplier-verification/sup-42')).toEqual(
      screen('supplierDetail', 'shell', { supplierId: 'sup-42' }),
    );
  });

  it('decodes an encoded supplier id', async () => {
    expect(await decideRoute(state, supplierDetailPath('a b/c'))).toEqual(
      screen('supplierDetail', 'shell', { supplierId: 'a b/c' }),
    );
  });

  it('keeps a supplier id with a malformed escape as it is', async () => {
    expect(await decideRoute(state, '/supplier-verification/%E0%A4%A')).toEqual(
      screen('supplierDetail', 'shell', { supplierId: '%E0%A4%A' }),
    );
  });

  it.each([...publicOnlyPaths, ...unknownPaths])('redirects %s to /', async (path) => {
    expect(await decideRoute(state, path)).toEqual(toHome);
  });

  it('redirects /admin to / for someone who is not an administrator', async () => {
    expect(await decideRoute(state, '/admin')).toEqual(toHome);
  });

  it('opens /admin for an administrator', async () => {
    expect(await decideRoute(signedIn(status, true), '/admin')).toEqual(screen('admin', 'shell'));
  });
});

describe('the route guards for the pages only approved accounts may use', () => {
  it.each([
    ['/payments', 'payments'],
    ['/fx-management', 'fxManagement'],
    ['/team', 'team'],
  ] as const)('shows %s to an approved account', async (path, name) => {
    expect(await decideRoute(signedIn('approved'), path)).toEqual(screen(name, 'shell'));
  });

  it.each(['/payments', '/fx-management', '/team'])(
    "shows 'Account Under Review' at %s to a demo account",
    async (path) => {
      expect(await decideRoute(signedIn('demo'), path)).toEqual(screen('accountUnderReview', 'shell'));
      expect(await decideRoute(signedIn('demo', true), path)).toEqual(screen('accountUnderReview', 'shell'));
    },
  );
});

describe("the route guards for the 'Forgot password?' link", () => {
  it.each([
    [signedOut, 'public'],
    [signedIn('pending'), 'restricted'],
    [signedIn('rejected'), 'restricted'],
    [signedIn('demo'), 'shell'],
    [signedIn('approved'), 'shell'],
  ] as const)('opens /reset-password in every state (%o → %s)', async (state, layout) => {
    expect(await decideRoute(state, '/reset-password')).toEqual(screen('resetPassword', layout));
  });
});

describe('the route guards for a payment request share link', () => {
  it.each([
    [signedOut, 'public'],
    [signedIn('pending'), 'restricted'],
    [signedIn('rejected'), 'restricted'],
    [signedIn('demo'), 'shell'],
    [signedIn('approved'), 'shell'],
  ] as const)('opens /pay/:reference in every state (%o → %s)', async (state, layout) => {
    expect(await decideRoute(state, '/pay/PR-7K3M9Q')).toEqual(screen('payRequest', layout));
  });
});

describe('which route table applies', () => {
  it('gives each account state its own table, and the router a new one when it changes', () => {
    const keys = (['pending', 'rejected', 'demo', 'approved'] as const).flatMap((status) =>
      [false, true].map((isAdmin) => accessKey(accessOf({ status, isAdmin }))),
    );
    expect(new Set(keys)).toEqual(
      new Set([
        'restricted:accountPending',
        'restricted:accountDenied',
        'member:demo:user',
        'member:demo:admin',
        'member:approved:user',
        'member:approved:admin',
      ]),
    );
  });
});
