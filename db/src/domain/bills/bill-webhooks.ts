// `bill.created` and `bill.paid` for the systems that listen (issue 27's webhooks): the bill as the public API
// shapes it, written in the bill command's transaction, built only when some endpoint listens.
import type { WebhookEventType } from '@tradehub/contract';
import { Organisation, type Bill, type EntityManager } from '../../index.js';
import { recordWebhookEvent } from '../webhooks/record-event.js';
import { BILL_POPULATE, toBillItem } from './bill-item.js';

export const recordBillWebhook = (
  em: EntityManager,
  bill: Bill,
  type: Extract<WebhookEventType, `bill.${string}`>,
) =>
  recordWebhookEvent(em, {
    organisationId: bill.organisation.id,
    type,
    data: async () => {
      await em.populate(bill, BILL_POPULATE);
      const organisation = await em.findOneOrFail(Organisation, bill.organisation.id);
      return toBillItem(bill, Number(organisation.marginTolerancePercent), organisation.baseCurrency);
    },
  });
