import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { PageLoading } from '../components/PageLoading';
import { PageErrorBoundary } from './PageErrorBoundary';

/**
 * Where a layout puts its page (the matched child route). The router downloads a page's chunk before showing
 * it; the spinner covers what a page itself loads lazily, and a page that throws shows its error here.
 */
export function PageSlot() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    // Keyed by path, so leaving a failed page clears its error.
    <PageErrorBoundary key={pathname}>
      <Suspense fallback={<PageLoading label={t('app.pageLoading')} />}>
        <Outlet />
      </Suspense>
    </PageErrorBoundary>
  );
}
