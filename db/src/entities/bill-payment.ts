import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAtProperty, idProperty, minorUnitsProperty } from './common.js';
import { Bill } from './bill.js';
import { Payment } from './payment.js';

/** What one payment pays of one bill (same supplier, same currency), whole minor units of that currency. */
export const BillPayment = defineEntity({
  name: 'BillPayment',
  properties: {
    id: idProperty(),
    bill: () => p.manyToOne(Bill).ref().deleteRule('cascade'),
    payment: () => p.manyToOne(Payment).ref().deleteRule('cascade'),
    amountMinor: minorUnitsProperty(),
    createdAt: createdAtProperty(),
  },
  uniques: [{ properties: ['bill', 'payment'] }],
  indexes: [{ properties: ['payment'] }],
});
export type BillPayment = InferEntity<typeof BillPayment>;
