// The route tables of product spec section 2, one per account state (access.ts): which screens exist, inside
// which layout, depends on who is signed in, so the router is built from the table that applies and rebuilt
// when that changes (app/router.tsx). Layouts and screens are lazy routes, each its own chunk, downloaded in
// parallel with the screen's first data (loaders, prefetch.ts).
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { queryClient } from '../../api/queryClient';
import { AppErrorScreen } from '../AppErrorScreen';
import { BootScreen } from '../BootScreen';
import { paths } from '../paths';
import type { RouteAccess } from './access';
import { RootFrame } from './RootFrame';
import { layout, pageErrors, screen } from './screenRoute';
import { prefetchDashboard, prefetchShell, prefetchSupplier } from './prefetch';

/** What a route shows, for the guard tests and for reading the table. */
export interface RouteHandle {
  layout?: 'public' | 'restricted' | 'shell' | 'bare';
  screen?: string;
  redirectTo?: string;
}

const layouts = {
  public: layout(() => import('../../layouts/PublicLayout')),
  restricted: layout(() => import('../../layouts/RestrictedLayout')),
  shell: layout(() => import('../../layouts/ShellLayout')),
  bare: layout(() => import('../../layouts/BareLayout')),
};

const screens = {
  landing: screen(() => import('../../pages/landing/LandingPage')),
  about: screen(() => import('../../pages/public/AboutPage')),
  careers: screen(() => import('../../pages/public/CareersPage')),
  booking: screen(() => import('../../pages/public/BookingPage')),
  pricingBeta: screen(() => import('../../pages/public/PricingBetaPage')),
  dashboard: screen(() => import('../../pages/dashboard/DashboardPage')),
  settings: screen(() => import('../../pages/settings/SettingsPage')),
  supplierVerification: screen(() => import('../../pages/suppliers/SupplierVerificationPage')),
  supplierDetail: screen(() => import('../../pages/suppliers/SupplierDetailPage')),
  payments: screen(() => import('../../pages/payments/PaymentsPage')),
  fxManagement: screen(() => import('../../pages/fx/FxManagementPage')),
  team: screen(() => import('../../pages/team/TeamPage')),
  invite: screen(() => import('../../pages/invite/InvitePage')),
  payRequest: screen(() => import('../../pages/pay/PayRequestPage')),
  resetPassword: screen(() => import('../../pages/account/ResetPasswordPage')),
  audit: screen(() => import('../../pages/audit/AuditPage')),
  notifications: screen(() => import('../../pages/notifications/NotificationsPage')),
  admin: screen(() => import('../../pages/admin/AdminPage')),
  accountPending: screen(() => import('../../pages/account/AccountPendingScreen')),
  accountDenied: screen(() => import('../../pages/account/AccountDeniedScreen')),
  accountUnderReview: screen(() => import('../../pages/account/AccountUnderReviewScreen')),
};

type ScreenName = keyof typeof screens;
type LayoutName = keyof typeof layouts;

function page(path: string, name: ScreenName, extra: Partial<RouteObject> = {}): RouteObject {
  const handle: RouteHandle = { screen: name };
  const base = path === paths.home ? { index: true as const } : { path };
  return { ...base, lazy: screens[name], handle, ...extra } as RouteObject;
}

/** A layout around its pages; a page that fails shows its error inside the layout (pageErrors). */
function inLayout(name: LayoutName, pages: RouteObject[], extra: Partial<RouteObject> = {}): RouteObject {
  const handle: RouteHandle = { layout: name };
  return {
    id: name,
    lazy: layouts[name],
    handle,
    ...extra,
    children: [{ id: `${name}-pages`, lazy: pageErrors, children: pages }],
  } as RouteObject;
}

/** Any other path goes to the home page of whoever is signed in. */
const otherwiseHome: RouteObject = {
  path: '*',
  handle: { redirectTo: paths.home } satisfies RouteHandle,
  loader: () => redirect(paths.home),
};

/**
 * Open to everyone, in whatever layout applies: an invitation, the 'Forgot password?' e-mail's link, a
 * payment request's share link.
 */
const everyone = (): RouteObject[] => [
  page(paths.invite, 'invite'),
  page(paths.payRequest, 'payRequest'),
  page(paths.resetPassword, 'resetPassword'),
];

function signedOutRoutes(): RouteObject[] {
  return [
    inLayout('public', [
      page(paths.home, 'landing'),
      page(paths.about, 'about'),
      page(paths.careers, 'careers'),
      page(paths.booking, 'booking'),
      page(paths.pricingBeta, 'pricingBeta'),
      ...everyone(),
    ]),
    otherwiseHome,
  ];
}

/** Awaiting approval, or refused: three pages they may still open; any other path shows the notice. */
function restrictedRoutes(notice: 'accountPending' | 'accountDenied'): RouteObject[] {
  return [
    inLayout('restricted', [
      page(paths.settings, 'settings'),
      page(paths.supplierVerification, 'supplierVerification'),
      page(paths.pricingBeta, 'pricingBeta'),
      ...everyone(),
    ]),
    inLayout('bare', [page('*', notice)]),
  ];
}

// The loaders' queries are in the first bundle (a few KB: the typed client and the fetchers), so the first
// screen's data is asked for the moment the router starts, beside its chunks rather than behind another one
// (measured with BENCH_TRACE=1 npm run bench:web: the dashboard's GET started ~600 ms sooner).
const shellLoader = () => {
  prefetchShell(queryClient);
  return null;
};

const dashboardLoader = ({ request }: LoaderFunctionArgs) => {
  prefetchDashboard(queryClient, new URL(request.url));
  return null;
};

const supplierLoader = ({ params }: LoaderFunctionArgs) => {
  prefetchSupplier(queryClient, params.supplierId);
  return null;
};

/** Demo and approved accounts: the shell. Demo accounts see 'Account Under Review' on approved-only pages. */
function memberRoutes({ approved, admin }: { approved: boolean; admin: boolean }): RouteObject[] {
  const approvedOnly = (path: string, name: ScreenName) => page(path, approved ? name : 'accountUnderReview');
  return [
    inLayout(
      'shell',
      [
        page(paths.home, 'dashboard', { loader: dashboardLoader }),
        page(paths.settings, 'settings'),
        page(paths.supplierVerification, 'supplierVerification'),
        page(paths.supplierDetail, 'supplierDetail', { loader: supplierLoader }),
        page(paths.pricingBeta, 'pricingBeta'),
        approvedOnly(paths.payments, 'payments'),
        approvedOnly(paths.fxManagement, 'fxManagement'),
        approvedOnly(paths.team, 'team'),
        approvedOnly(paths.audit, 'audit'),
        page(paths.notifications, 'notifications'),
        ...(admin ? [page(paths.admin, 'admin')] : []),
        ...everyone(),
      ],
      { loader: shellLoader },
    ),
    otherwiseHome,
  ];
}

function routesFor(access: RouteAccess): RouteObject[] {
  switch (access.kind) {
    case 'signedOut':
      return signedOutRoutes();
    case 'restricted':
      return restrictedRoutes(access.notice);
    case 'member':
      return memberRoutes(access);
  }
}

/**
 * The whole table for one account state: the root keeps the boot screen up while the first layout and screen
 * download, scrolls to the top on each navigation, and reports what fails outside any layout.
 */
export function routeTable(access: RouteAccess): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootFrame,
      HydrateFallback: BootScreen,
      ErrorBoundary: AppErrorScreen,
      children: routesFor(access),
    },
  ];
}
