import { useQuery } from '@tanstack/react-query';
import { AlertOutlined, SafetyCertificateOutlined, SwapOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { activityText } from '../../activities/activityText';
import { recentActivitiesQuery, type Activity } from '../../api/activities/queries';
import { apiErrorMessage } from '../../i18n/apiErrorMessage';
import { useFormat } from '../../i18n/useFormat';
import { TransactionStatusTag } from './StatusTags';
import { recentActivitiesLimit } from './dashboardReads';

const typeIcons: Record<Activity['type'], typeof SwapOutlined> = {
  verification: SafetyCertificateOutlined,
  transaction: SwapOutlined,
  alert: AlertOutlined,
};

/**
 * The organisation's five newest activities; pushed ones are prepended in the cache (cacheUpdates.ts), and a
 * re-connect re-reads them.
 */
export function RecentActivityCard() {
  const { t } = useTranslation();
  const format = useFormat();
  const activities = useQuery(recentActivitiesQuery(recentActivitiesLimit));

  let body;
  if (activities.isPending) {
    body = (
      <div className="th-card-state" role="status">
        <Spin size="small" /> {t('dashboard.activity.loading')}
      </div>
    );
  } else if (!activities.data) {
    body = (
      <Alert
        type="error"
        showIcon
        title={t('dashboard.activity.loadFailed')}
        description={apiErrorMessage(activities.error, t)}
        action={
          <Button size="small" onClick={() => void activities.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  } else if (activities.data.items.length === 0) {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.activity.empty')} />;
  } else {
    body = (
      <ul className="th-feed">
        {activities.data.items.map((activity) => {
          const Icon = typeIcons[activity.type];
          const text = activityText(activity, t, format);
          return (
            <li key={activity.id} className="th-feed__item" data-testid="activity">
              <span className={`th-feed__icon th-feed__icon--${activity.type}`}>
                <Icon aria-hidden="true" />
                <span className="th-visually-hidden">{t(`dashboard.activity.types.${activity.type}`)}</span>
              </span>
              <div className="th-feed__body">
                <p className="th-feed__title">{text.title}</p>
                <p className="th-feed__text">{text.description}</p>
                <div className="th-feed__meta">
                  <TransactionStatusTag status={activity.status} />
                  <time className="th-feed__time" dateTime={activity.date}>
                    {format.dateTime(activity.date)}
                  </time>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <Card
      title={<h2 className="th-card-title">{t('dashboard.activity.title')}</h2>}
      className="th-card"
      data-testid="recent-activity"
    >
      {body}
    </Card>
  );
}
