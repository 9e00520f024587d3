// Each event's `data`, shaped as the API shapes the thing (contract developers.ts), without what depends on
// who is looking. Builders load what they name (supplier, creator) through the caller's EntityManager.
import type {
  FxTradeItem,
  RateAlert as RateAlertItem,
  Report,
  WebhookBatch,
  WebhookPayment,
  WebhookSupplier,
} from '@tradehub/contract';
import type { FxTrade, Payment, PaymentBatch, Supplier } from '../../index.js';
import { batchFields } from '../batches/batch-item.js';
import { toFxTradeItem } from '../fx/trade-item.js';
import { paymentFields } from '../payments/payment-item.js';
import { toSupplierListItem } from '../suppliers/supplier-item.js';

export async function paymentWebhookData(payment: Payment): Promise<WebhookPayment> {
  const supplier = await payment.supplier.loadOrFail();
  const creator = await payment.createdBy.loadOrFail();
  return {
    ...paymentFields(payment, creator),
    supplier: { id: supplier.id, name: supplier.name },
    batchId: payment.batch?.id ?? null,
  };
}

export async function batchWebhookData(batch: PaymentBatch): Promise<WebhookBatch> {
  return batchFields(batch, await batch.createdBy.loadOrFail());
}

export function supplierWebhookData(supplier: Supplier, hits?: WebhookSupplier['hits']): WebhookSupplier {
  return { ...toSupplierListItem(supplier), ...(hits ? { hits } : {}) };
}

export async function fxTradeWebhookData(trade: FxTrade): Promise<FxTradeItem> {
  await trade.createdBy.loadOrFail();
  return toFxTradeItem(trade);
}

export const rateAlertWebhookData = (alert: RateAlertItem, message: string) => ({ ...alert, message });

export const reportWebhookData = (report: Report): Report => report;
