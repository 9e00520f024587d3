import { BellOutlined } from '@ant-design/icons';
import { App, Badge, Button, Popover, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { useMarkAllRead } from '../../api/notifications/queries';
import { apiErrorMessage } from '../../i18n/apiErrorMessage';
import { NotificationList } from '../../notifications/NotificationList';
import { useNotifications } from '../../notifications/notificationsContext';

/** How many of the newest notifications the dropdown lists; the rest are on /notifications. */
const dropdownSize = 5;

function NotificationsPanel({ onViewAll, onClose }: { onViewAll: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  const panel = useRef<HTMLDivElement>(null);
  // Opened from the keyboard or not, reading starts in the panel (it is rendered away from the bell).
  useEffect(() => {
    panel.current?.focus();
  }, []);
  // Escape closes it from anywhere inside; listened to natively, as a dialog is not a control to handle keys on.
  useEffect(() => {
    const element = panel.current;
    if (!element) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onClose();
      }
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, [onClose]);
  const { message } = App.useApp();
  const { data, error, loading, refresh } = useNotifications();
  const markAllRead = useMarkAllRead();
  const markAll = () =>
    markAllRead.mutate(undefined, { onError: (failure) => void message.error(apiErrorMessage(failure, t)) });

  let body;
  if (!data && loading) {
    body = (
      <div className="th-notifications__state" role="status">
        <Spin size="small" /> {t('notifications.loading')}
      </div>
    );
  } else if (!data) {
    body = (
      <div className="th-notifications__state" role="alert">
        {apiErrorMessage(error, t)}{' '}
        <Button type="link" size="small" className="th-inline-link" onClick={() => void refresh()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  } else {
    body = <NotificationList items={data.items.slice(0, dropdownSize)} compact />;
  }

  return (
    <div
      ref={panel}
      className="th-notifications"
      role="dialog"
      aria-labelledby="th-notifications-title"
      tabIndex={-1}
    >
      <div className="th-notifications__header">
        <h2 id="th-notifications-title" className="th-notifications__title">
          {t('notifications.title')}
        </h2>
        <Button
          type="link"
          size="small"
          disabled={markAllRead.isPending || !data || data.unreadCount === 0}
          onClick={markAll}
        >
          {t('notifications.markAllRead')}
        </Button>
      </div>
      {body}
      <div className="th-notifications__footer">
        <Button block onClick={onViewAll}>
          {t('notifications.viewAll')}
        </Button>
      </div>
    </div>
  );
}

/** The top bar's bell: the real unread count as its badge, the newest notifications in a dropdown. */
export function NotificationsMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data, refresh } = useNotifications();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const unread = data?.unreadCount ?? 0;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) void refresh();
  };
  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };

  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={onOpenChange}
      content={
        <NotificationsPanel
          onClose={close}
          onViewAll={() => {
            setOpen(false);
            void navigate(paths.notifications);
          }}
        />
      }
      arrow={false}
      destroyOnHidden
    >
      <Button
        ref={trigger}
        type="text"
        shape="circle"
        className="th-topbar__icon-button"
        aria-label={
          unread > 0 ? t('notifications.buttonUnread', { count: unread }) : t('notifications.button')
        }
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="notifications-button"
        data-unread={unread}
      >
        <Badge count={unread} size="small" overflowCount={99} className="th-notifications__badge">
          <BellOutlined aria-hidden="true" className="th-topbar__icon" />
        </Badge>
      </Button>
    </Popover>
  );
}
