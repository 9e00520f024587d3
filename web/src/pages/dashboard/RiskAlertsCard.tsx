import { ExclamationCircleFilled } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { latestNotificationsQuery } from '../../api/notifications/queries';
import { apiErrorMessage } from '../../i18n/apiErrorMessage';
import { useFormat } from '../../i18n/useFormat';
import { notificationText } from '../../notifications/notificationText';

/** How many alerts the panel lists. */
const shown = 5;

/**
 * The member's notifications of type alert (title, message, date; in the reader's language when stored with a
 * message key), newest first, from the shell's cached notifications query: pushed ones appear at once.
 */
export function RiskAlertsCard() {
  const { t } = useTranslation();
  const format = useFormat();
  const { data, error, isPending, refetch } = useQuery(latestNotificationsQuery());

  let body;
  if (isPending) {
    body = (
      <div className="th-card-state" role="status">
        <Spin size="small" /> {t('dashboard.riskAlerts.loading')}
      </div>
    );
  } else if (!data) {
    body = (
      <Alert
        type="error"
        showIcon
        title={t('dashboard.riskAlerts.loadFailed')}
        description={apiErrorMessage(error, t)}
        action={
          <Button size="small" onClick={() => void refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  } else {
    const alerts = data.items.filter((item) => item.type === 'alert').slice(0, shown);
    body =
      alerts.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.riskAlerts.empty')} />
      ) : (
        <ul className="th-feed">
          {alerts.map((alert) => {
            const text = notificationText(alert, t, format);
            return (
              <li key={alert.id} className="th-feed__item" data-testid="risk-alert">
                <ExclamationCircleFilled className="th-feed__icon th-feed__icon--alert" aria-hidden="true" />
                <div className="th-feed__body">
                  <p className="th-feed__title">{text.title}</p>
                  <p className="th-feed__text">{text.message}</p>
                  <time className="th-feed__time" dateTime={alert.createdAt}>
                    {format.dateTime(alert.createdAt)}
                  </time>
                </div>
              </li>
            );
          })}
        </ul>
      );
  }

  return (
    <Card
      title={<h2 className="th-card-title">{t('dashboard.riskAlerts.title')}</h2>}
      className="th-card"
      data-testid="risk-alerts"
    >
      {body}
    </Card>
  );
}
