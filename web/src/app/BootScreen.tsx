import { useTranslation } from 'react-i18next';

/** Shown while the shell's and the first page's chunks load; plain HTML, as antd is not loaded yet. */
export function BootScreen() {
  const { t } = useTranslation();
  return (
    <div className="th-boot" role="status">
      <span className="th-boot__spinner" aria-hidden="true" />
      <span>{t('app.loading')}</span>
    </div>
  );
}
