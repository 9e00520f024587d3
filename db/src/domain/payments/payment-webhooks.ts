// A payment's webhook events for the systems that listen (issue 27): the payment as the public API shapes it,
// without what depends on who is looking, written in the payment command's transaction, built only when some
// endpoint listens.
import type { WebhookEventType, WebhookPayment } from '@tradehub/contract';
import type { EntityManager, Payment } from '../../index.js';
import { recordWebhookEvent } from '../webhooks/record-event.js';
import { paymentFields } from './payment-item.js';

export async function paymentWebhookData(payment: Payment): Promise<WebhookPayment> {
  const supplier = await payment.supplier.loadOrFail();
  const creator = await payment.createdBy.loadOrFail();
  return {
    ...paymentFields(payment, creator),
    supplier: { id: supplier.id, name: supplier.name },
    batchId: payment.batch?.id ?? null,
  };
}

/**
 * A payment's webhook event (`payment.created`, `…in_approval`, `…approved`, `…rejected`, `…completed`,
 * `…failed`) in the command's transaction, after its own rows.
 */
export const recordPaymentWebhook = (
  em: EntityManager,
  payment: Payment,
  type: Extract<WebhookEventType, `payment.${string}`>,
) =>
  recordWebhookEvent(em, {
    organisationId: payment.organisation.id,
    type,
    data: () => paymentWebhookData(payment),
  });
