// A payment timeline entry as the reader reads it: its event in words (`payments.timeline.events`) and its
// note. A note the server wrote with a message key is rendered from `payments.timeline.messages.<key>` in the
// reader's language, its parameters formatted for them (../../i18n/messageParams); an approval request adds
// how many approvers it needs and the basis it was judged on. A note without a key (a person's own words, an
// entry written before keys that no pattern matched) is shown as it was stored.
import type { TFunction } from 'i18next';
import type { PaymentItem } from '@tradehub/contract';
import { formatMessageParams, type Format } from '../../i18n/messageParams';
import { transferMethodName } from '../../i18n/transferMethodName';

export type PaymentEvent = PaymentItem['events'][number];

export interface PaymentEventText {
  title: string;
  note: string | null;
}

/** The approval request's parts after its reasons: approvers beyond one, and the recent-payments basis. */
function approvalRequestExtras(params: Record<string, string | number>, t: TFunction): string[] {
  const extras: string[] = [];
  const approvers = Number(params.approvers);
  if (approvers > 1) extras.push(t('payments.timeline.approvers', { count: approvers }));
  if (typeof params.recentCount === 'number')
    extras.push(
      t('payments.approvalBasis.recentToSupplier', {
        count: params.recentCount,
        supplier: params.recentSupplier,
        total: params.recentTotal,
      }),
    );
  if (params.dailyUsed !== undefined && params.dailyLimit !== undefined)
    extras.push(t('payments.approvalBasis.dailyLimit', { used: params.dailyUsed, limit: params.dailyLimit }));
  return extras;
}

export function paymentEventText(event: PaymentEvent, t: TFunction, format: Format): PaymentEventText {
  const title = t(`payments.timeline.events.${event.event}`, { defaultValue: event.event });
  if (!event.messageKey || !event.params) return { title, note: event.note };
  const params = formatMessageParams(event.params, format, t);
  const note = t(`payments.timeline.messages.${event.messageKey}`, {
    ...params,
    method: typeof params.method === 'string' ? transferMethodName(params.method, t) : params.method,
    defaultValue: event.note ?? '',
  });
  if (event.messageKey !== 'approvalRequested') return { title, note };
  return { title, note: [note, ...approvalRequestExtras(params, t)].join(' ') };
}
