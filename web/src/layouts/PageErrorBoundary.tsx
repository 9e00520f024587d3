import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '../app/ErrorBoundary';
import { loadErrorDetail } from '../i18n/apiErrorMessage';

export function PageError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <Result
      status="error"
      title={<h1 className="th-result-title">{t('app.pageFailedTitle')}</h1>}
      subTitle={loadErrorDetail(error, t)}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('app.tryAgain')}
        </Button>
      }
    />
  );
}

/** A page that throws (or whose chunk fails to download) keeps the layout and its navigation around it. */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary fallback={(error) => <PageError error={error} />}>{children}</ErrorBoundary>;
}
