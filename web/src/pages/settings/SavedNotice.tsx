import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';

/** 'Saved', announced to screen readers, once a section's change went through. */
export function SavedNotice() {
  const { t } = useTranslation();
  return (
    <Alert type="success" showIcon role="status" className="th-settings__alert" title={t('settings.saved')} />
  );
}
