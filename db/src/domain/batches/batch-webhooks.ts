// A batch's webhook data for the systems that listen (issue 27): the batch as the public API shapes it.
import type { WebhookBatch } from '@tradehub/contract';
import type { PaymentBatch } from '../../index.js';
import { batchFields } from './batch-item.js';

export async function batchWebhookData(batch: PaymentBatch): Promise<WebhookBatch> {
  return batchFields(batch, await batch.createdBy.loadOrFail());
}
