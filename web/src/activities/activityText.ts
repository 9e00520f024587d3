// An activity's text as the reader reads it. One the server wrote with a message key is rendered from the
// catalogue (`activities.messages.<key>.title|description`) in the reader's language, its parameters
// formatted for them by their names (../i18n/messageParams); older activities (no key) show the text they
// were stored with, as does a key this build's catalogue lacks.
import type { TFunction } from 'i18next';
import type { ActivityItem } from '@tradehub/contract';
import { formatMessageParams, type Format } from '../i18n/messageParams';

export interface ActivityText {
  title: string;
  description: string;
}

export function activityText(
  item: Pick<ActivityItem, 'title' | 'description' | 'messageKey' | 'params'>,
  t: TFunction,
  format: Format,
): ActivityText {
  const key = item.messageKey ? `activities.messages.${item.messageKey}` : undefined;
  if (!key || !item.params) return { title: item.title, description: item.description };
  const params = formatMessageParams(item.params, format, t);
  return {
    title: t(`${key}.title`, { ...params, defaultValue: item.title }),
    description: t(`${key}.description`, { ...params, defaultValue: item.description }),
  };
}
