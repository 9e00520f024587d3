import { ExperimentOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

export function DemoBanner() {
  const { t } = useTranslation();
  return (
    <div className="th-demo-banner" role="note">
      <ExperimentOutlined aria-hidden="true" />
      <span>{t('shell.demoBanner')}</span>
    </div>
  );
}
