import { ExperimentOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths';

/** Above the page when the account may not change its settings: why, and the way to an account that may. */
export function DemoBanner() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Alert
      type="warning"
      showIcon
      icon={<ExperimentOutlined aria-hidden="true" />}
      className="th-settings__banner"
      data-testid="settings-demo-banner"
      title={t('settings.demo.banner')}
      description={t('settings.demo.bannerDetail')}
      action={
        <Button
          type="primary"
          onClick={() => void navigate(paths.pricingBeta)}
          data-testid="settings-upgrade-now"
        >
          {t('settings.demo.upgradeNow')}
        </Button>
      }
    />
  );
}
