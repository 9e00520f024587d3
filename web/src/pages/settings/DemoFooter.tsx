import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths';

/** Shown instead of the sections' save buttons when the account may not change its settings. */
export function DemoFooter() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="th-settings__demo-footer">
      <Button type="primary" disabled data-testid="settings-save-disabled">
        {t('settings.demo.saveDisabled')}
      </Button>
      <Button onClick={() => void navigate(paths.pricingBeta)} data-testid="settings-upgrade">
        {t('settings.demo.upgradeToEnable')}
      </Button>
    </div>
  );
}
