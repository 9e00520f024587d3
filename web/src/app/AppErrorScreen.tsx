import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { LoadErrorScreen } from './LoadErrorScreen';

/** The router's error boundary: a chunk that failed to download or a screen that threw while rendering. */
export function AppErrorScreen() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  const detail = error instanceof Error && error.message ? error.message : t('app.loadFailedFallback');
  return <LoadErrorScreen detail={detail} />;
}
