import type { Loaded, Payment } from '@tradehub/db';
import type { TransactionSummary } from '../../contract/index.js';

/** A payment as the Recent Transactions tables show it (Supplier, Amount, Status, Date, Method). */
export function toTransactionSummary(payment: Loaded<Payment, 'supplier'>): TransactionSummary {
  return {
    id: payment.id,
    supplierName: payment.supplier.$.name,
    amountMinor: payment.amountMinor,
    currency: payment.currency,
    status: payment.status,
    method: payment.method,
    date: payment.date.toISOString(),
  };
}
