import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageLoading } from '../components/PageLoading';
import { PageErrorBoundary } from './PageErrorBoundary';

/** Where a layout puts its page: a spinner while the page's chunk loads, an error if it fails. */
export function PageSlot({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    // Keyed by path, so leaving a failed page clears its error.
    <PageErrorBoundary key={pathname}>
      <Suspense fallback={<PageLoading label={t('app.pageLoading')} />}>{children}</Suspense>
    </PageErrorBoundary>
  );
}
