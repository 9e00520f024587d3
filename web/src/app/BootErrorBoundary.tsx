import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { loadErrorDetail } from '../i18n/apiErrorMessage';
import { ErrorBoundary } from './ErrorBoundary';
import { LoadErrorScreen } from './LoadErrorScreen';

function BootError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return <LoadErrorScreen detail={loadErrorDetail(error, t)} />;
}

/** Catches what fails before the router exists: GET /api/config, the Auth0 chunk, the providers. */
export function BootErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary fallback={(error) => <BootError error={error} />}>{children}</ErrorBoundary>;
}
