import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/**
 * The router's error boundary: a chunk that failed to download or a page that threw while rendering.
 * Plain HTML, so it works even when the antd chunks are what failed.
 */
export function AppErrorScreen() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  const detail = error instanceof Error && error.message ? error.message : t('app.loadFailedFallback');
  return (
    <div className="th-fatal" role="alert">
      <h1 className="th-fatal__title">{t('app.loadFailedTitle')}</h1>
      <p className="th-fatal__detail">{detail}</p>
      <button type="button" className="th-fatal__button" onClick={() => window.location.reload()}>
        {t('app.tryAgain')}
      </button>
    </div>
  );
}
