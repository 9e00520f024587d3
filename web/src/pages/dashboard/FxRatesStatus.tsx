import { Alert, Button, Empty, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { loadLatestRates } from '../../fx/liveRates';
import type { LiveRatesState } from '../../fx/liveRatesState';
import { apiErrorMessage } from '../../i18n/apiErrorMessage';

/** What a rates card shows while it has no rates at all: loading, not published yet, or failed. */
export function FxRatesStatus({ live }: { live: LiveRatesState }) {
  const { t } = useTranslation();
  if (live.status === 'idle' || live.status === 'loading') {
    return (
      <div className="th-card-state" role="status">
        <Spin size="small" /> {t('dashboard.fx.loading')}
      </div>
    );
  }
  if (live.status === 'error') {
    return (
      <Alert
        type="error"
        showIcon
        title={t('dashboard.fx.loadFailed')}
        description={apiErrorMessage(live.error, t)}
        action={
          <Button size="small" onClick={() => void loadLatestRates()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={t(live.status === 'unavailable' ? 'dashboard.fx.unavailable' : 'dashboard.fx.empty')}
    />
  );
}
