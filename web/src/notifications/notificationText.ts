// A notification's text as the reader reads it. One the server wrote with a message key is rendered from the
// catalogue (`notifications.messages.<key>.title|message|action`) in the reader's language, its parameters
// formatted for them by their names (../i18n/messageParams). Older notifications (no key) show the text they
// were stored with.
import type { TFunction } from 'i18next';
import type { NotificationItem } from '@tradehub/contract';
import { formatMessageParams, type Format } from '../i18n/messageParams';

export interface NotificationText {
  title: string;
  message: string;
  /** The label of the notification's link, when it has one. */
  action?: string;
}

/** The parameters formatted for the reader (./i18n/messageParams). */
export const formatNotificationParams = formatMessageParams;

export function notificationText(item: NotificationItem, t: TFunction, format: Format): NotificationText {
  const key = item.messageKey ? `notifications.messages.${item.messageKey}` : undefined;
  if (!key || !item.params) return { title: item.title, message: item.message };
  const params = formatNotificationParams(item.params, format, t);
  return {
    title: t(`${key}.title`, { ...params, defaultValue: item.title }),
    message: t(`${key}.message`, { ...params, defaultValue: item.message }),
    action: item.link ? t(`${key}.action`, { ...params, defaultValue: t('notifications.open') }) : undefined,
  };
}
