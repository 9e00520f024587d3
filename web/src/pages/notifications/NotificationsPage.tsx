import { App, Button, Card, Pagination, Result } from 'antd';
import { useState } from 'react';
import { useMarkAllRead } from '../../api/notifications/queries';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { PageLoading } from '../../components/PageLoading';
import { apiErrorMessage } from '../../i18n/apiErrorMessage';
import { useFormat } from '../../i18n/useFormat';
import { NotificationList } from '../../notifications/NotificationList';
import { useNotifications } from '../../notifications/notificationsContext';

const pageSize = 10;

/** /notifications: every notification, newest first, ten to a page. */
export default function NotificationsPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const { message } = App.useApp();
  const { data, error, loading, refresh } = useNotifications();
  const [page, setPage] = useState(1);
  const markAllRead = useMarkAllRead();
  const markAll = () =>
    markAllRead.mutate(undefined, { onError: (failure) => void message.error(apiErrorMessage(failure, t)) });

  let body;
  if (!data && loading) {
    body = <PageLoading label={t('notifications.loading')} />;
  } else if (!data) {
    body = (
      <Result
        status="error"
        title={<h2 className="th-result-title">{t('notifications.loadFailed')}</h2>}
        subTitle={apiErrorMessage(error, t)}
        extra={
          <Button type="primary" onClick={() => void refresh()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  } else {
    const pages = Math.max(1, Math.ceil(data.items.length / pageSize));
    const current = Math.min(page, pages);
    body = (
      <>
        <NotificationList items={data.items.slice((current - 1) * pageSize, current * pageSize)} />
        {data.items.length > pageSize && (
          <Pagination
            className="th-notifications-page__pagination"
            current={current}
            pageSize={pageSize}
            total={data.items.length}
            onChange={setPage}
            showSizeChanger={false}
            size="small"
          />
        )}
        {data.total > data.items.length && (
          <p className="th-notifications-page__more">
            {t('notifications.showingLatest', {
              shown: format.number(data.items.length),
              total: format.number(data.total),
            })}
          </p>
        )}
      </>
    );
  }

  const unread = data?.unreadCount ?? 0;
  return (
    <div className="th-page-container">
      <PageHeader
        title={t('notifications.title')}
        subtitle={data ? t('notifications.unreadSummary', { count: format.number(unread) }) : undefined}
        actions={
          <Button disabled={markAllRead.isPending || unread === 0} onClick={markAll}>
            {t('notifications.markAllRead')}
          </Button>
        }
      />
      <Card className="th-card">{body}</Card>
    </div>
  );
}
