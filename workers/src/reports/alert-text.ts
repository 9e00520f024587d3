// A risk alert (an activity) as the report's reader reads it: one the server wrote with a message key is said
// from the activities catalogue (the web's feed reads the same one) in the report's language, its parameters
// formatted by the contract's rules with the report's formats; an alert written before keys keeps its text.
import type { ActivityItem } from '@tradehub/contract';
import { formatMessageParams, type MessageFormatters } from '@tradehub/contract/message-params';
import type { ServerTranslator } from '../i18n/server-i18n.js';
import { formatDateUtc } from '../i18n/utc-dates.js';
import { formatMoney } from './format.js';

/** The report's formats as the message rules ask for them. */
export function reportMessageFormatters(tr: ServerTranslator): MessageFormatters {
  return {
    locale: tr.locale,
    money: (amountMinor, currency, options) =>
      formatMoney(amountMinor, currency, tr, { signed: options?.signDisplay === 'always' }),
    number: (value, options) => new Intl.NumberFormat(tr.locale, options).format(value),
    date: (value) => formatDateUtc(value, tr),
  };
}

export function alertText(
  alert: Pick<ActivityItem, 'title' | 'description' | 'messageKey' | 'params'>,
  tr: ServerTranslator,
): { title: string; description: string } {
  if (!alert.messageKey || !alert.params) return { title: alert.title, description: alert.description };
  const key = `activities.messages.${alert.messageKey}`;
  const params = formatMessageParams(alert.params, reportMessageFormatters(tr), (name, options) =>
    tr.t(name, options),
  );
  return {
    title: tr.t(`${key}.title`, { ...params, defaultValue: alert.title }),
    description: tr.t(`${key}.description`, { ...params, defaultValue: alert.description }),
  };
}
