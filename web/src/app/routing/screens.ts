import type { ComponentType, ReactNode } from 'react';
import i18n from '../../i18n';
import { toAppLanguage } from '../../i18n/languages';
import { loadAntdLocale } from '../antdLocale';
import { lazyWithPreload } from '../lazyWithPreload';
import type { LayoutName, RouteParams, ScreenName } from './decideRoute';

export interface ScreenProps {
  params: RouteParams;
}

type LayoutModule = Promise<{ default: ComponentType<{ children: ReactNode }> }>;

/**
 * A layout's chunk together with antd's texts for the current language, so the first render is already
 * in that language; should the locale fail to load, antd's English will do.
 */
function layout(load: () => LayoutModule) {
  return lazyWithPreload(async () => {
    const [module] = await Promise.all([
      load(),
      loadAntdLocale(toAppLanguage(i18n.resolvedLanguage)).catch(() => undefined),
    ]);
    return module;
  });
}

// Each layout and each screen is its own chunk; antd arrives with the first layout.
export const layouts = {
  public: layout(() => import('../../layouts/PublicLayout')),
  restricted: layout(() => import('../../layouts/RestrictedLayout')),
  shell: layout(() => import('../../layouts/ShellLayout')),
  none: layout(() => import('../../layouts/BareLayout')),
} satisfies Record<LayoutName, unknown>;

export const screens = {
  landing: lazyWithPreload<ScreenProps>(() => import('../../pages/landing/LandingPage')),
  about: lazyWithPreload<ScreenProps>(() => import('../../pages/public/AboutPage')),
  careers: lazyWithPreload<ScreenProps>(() => import('../../pages/public/CareersPage')),
  booking: lazyWithPreload<ScreenProps>(() => import('../../pages/public/BookingPage')),
  pricingBeta: lazyWithPreload<ScreenProps>(() => import('../../pages/public/PricingBetaPage')),
  dashboard: lazyWithPreload<ScreenProps>(() => import('../../pages/dashboard/DashboardPage')),
  settings: lazyWithPreload<ScreenProps>(() => import('../../pages/settings/SettingsPage')),
  supplierVerification: lazyWithPreload<ScreenProps>(
    () => import('../../pages/suppliers/SupplierVerificationPage'),
  ),
  supplierDetail: lazyWithPreload<ScreenProps>(() => import('../../pages/suppliers/SupplierDetailPage')),
  payments: lazyWithPreload<ScreenProps>(() => import('../../pages/payments/PaymentsPage')),
  fxManagement: lazyWithPreload<ScreenProps>(() => import('../../pages/fx/FxManagementPage')),
  team: lazyWithPreload<ScreenProps>(() => import('../../pages/team/TeamPage')),
  invite: lazyWithPreload<ScreenProps>(() => import('../../pages/invite/InvitePage')),
  resetPassword: lazyWithPreload<ScreenProps>(() => import('../../pages/account/ResetPasswordPage')),
  audit: lazyWithPreload<ScreenProps>(() => import('../../pages/audit/AuditPage')),
  notifications: lazyWithPreload<ScreenProps>(() => import('../../pages/notifications/NotificationsPage')),
  admin: lazyWithPreload<ScreenProps>(() => import('../../pages/admin/AdminPage')),
  accountPending: lazyWithPreload<ScreenProps>(() => import('../../pages/account/AccountPendingScreen')),
  accountDenied: lazyWithPreload<ScreenProps>(() => import('../../pages/account/AccountDeniedScreen')),
  accountUnderReview: lazyWithPreload<ScreenProps>(
    () => import('../../pages/account/AccountUnderReviewScreen'),
  ),
} satisfies Record<ScreenName, unknown>;
