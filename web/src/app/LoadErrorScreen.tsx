import { useTranslation } from 'react-i18next';

/**
 * 'Unable to Load Application': the profile, the configuration or a code chunk could not be loaded.
 * Plain HTML, so it works even when the antd chunks are what failed. 'Try Again' reloads the page.
 */
export function LoadErrorScreen({ detail }: { detail: string }) {
  const { t } = useTranslation();
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
