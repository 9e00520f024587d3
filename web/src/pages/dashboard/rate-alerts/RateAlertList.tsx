import type { RateAlert } from '@tradehub/contract';
import { Button, Empty, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRateAlertText } from '../../../fx/useRateAlertText';
import { useFormat } from '../../../i18n/useFormat';

interface RateAlertListProps {
  alerts: RateAlert[];
  /** The id of the alert being deleted or re-armed. */
  busyId: string | undefined;
  readOnly: boolean;
  onDelete: (alert: RateAlert) => void;
  onRearm: (alert: RateAlert) => void;
}

/** The member's alerts: pair, condition, Armed or Fired (when, at what rate), Re-arm and Delete. */
export function RateAlertList({ alerts, busyId, readOnly, onDelete, onRearm }: RateAlertListProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const describe = useRateAlertText();

  if (alerts.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('rateAlerts.empty')} />;
  }
  return (
    <ul className="th-rate-alerts">
      {alerts.map((alert) => {
        const fired = alert.status === 'fired';
        const name = describe.full(alert);
        return (
          <li
            key={alert.id}
            className="th-rate-alert"
            data-testid="rate-alert"
            data-alert-id={alert.id}
            data-status={alert.status}
          >
            <div className="th-rate-alert__text">
              <div className="th-rate-alert__heading">
                <strong className="th-rate-alert__pair">{describe.pair(alert)}</strong>
                <span className="th-rate-alert__condition">{describe.condition(alert)}</span>
              </div>
              <div className="th-rate-alert__status">
                <Tag color={fired ? 'orange' : 'blue'}>{t(`rateAlerts.status.${alert.status}`)}</Tag>
                {fired && alert.firedAt && (
                  <span className="th-rate-alert__fired">
                    {t('rateAlerts.firedAt', {
                      time: format.dateTime(alert.firedAt),
                      rate: describe.rate(alert, alert.firedRate),
                    })}
                  </span>
                )}
              </div>
            </div>
            {!readOnly && (
              <Space size="small" className="th-rate-alert__actions">
                {fired && (
                  <Button
                    size="small"
                    disabled={busyId !== undefined}
                    loading={busyId === alert.id}
                    aria-label={t('rateAlerts.rearmLabel', { alert: name })}
                    onClick={() => onRearm(alert)}
                  >
                    {t('rateAlerts.rearm')}
                  </Button>
                )}
                <Button
                  size="small"
                  danger
                  disabled={busyId !== undefined}
                  aria-label={t('rateAlerts.deleteLabel', { alert: name })}
                  onClick={() => onDelete(alert)}
                >
                  {t('rateAlerts.delete')}
                </Button>
              </Space>
            )}
          </li>
        );
      })}
    </ul>
  );
}
