import { CheckCircleFilled, ExclamationCircleFilled, InfoCircleFilled } from '@ant-design/icons';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NotificationItem } from '@tradehub/contract';
import { useFormat } from '../i18n/useFormat';
import { notificationText } from './notificationText';
import './notifications.css';

// Colours of the scheme in use (app/theme.css).
const typeIcons: Record<NotificationItem['type'], { Icon: typeof InfoCircleFilled; color: string }> = {
  alert: { Icon: ExclamationCircleFilled, color: 'var(--th-danger)' },
  success: { Icon: CheckCircleFilled, color: 'var(--th-success)' },
  info: { Icon: InfoCircleFilled, color: 'var(--th-blue)' },
};

/** Notifications with their type icon, text, time and whether they are unread. */
export function NotificationList({
  items,
  compact = false,
}: {
  items: NotificationItem[];
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  if (items.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notifications.empty')} />;
  }
  return (
    <ul className={`th-notification-list${compact ? ' th-notification-list--compact' : ''}`}>
      {items.map((item) => {
        const { Icon, color } = typeIcons[item.type];
        const text = notificationText(item, t, format);
        return (
          <li key={item.id} className={`th-notification${item.readAt ? '' : ' th-notification--unread'}`}>
            <span className="th-notification__icon" style={{ color }}>
              <Icon aria-hidden="true" />
              <span className="th-visually-hidden">{t(`notifications.types.${item.type}`)}</span>
            </span>
            <div className="th-notification__body">
              <p className="th-notification__title">
                {text.title}
                {!item.readAt && <span className="th-visually-hidden"> {t('notifications.unread')}</span>}
              </p>
              <p className="th-notification__message">{text.message}</p>
              {item.link && text.action && (
                <Link className="th-notification__action" to={item.link} data-testid="notification-action">
                  {text.action}
                </Link>
              )}
              <time className="th-notification__time" dateTime={item.createdAt}>
                {format.dateTime(item.createdAt)}
              </time>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
