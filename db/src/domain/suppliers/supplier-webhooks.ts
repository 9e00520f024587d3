// A supplier's webhook data for the systems that listen (issue 27): the supplier as the public API lists it,
// with the screening hits when the event is about them.
import type { WebhookSupplier } from '@tradehub/contract';
import type { Supplier } from '../../index.js';
import { toSupplierListItem } from './supplier-item.js';

export function supplierWebhookData(supplier: Supplier, hits?: WebhookSupplier['hits']): WebhookSupplier {
  return { ...toSupplierListItem(supplier), ...(hits ? { hits } : {}) };
}
