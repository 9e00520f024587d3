import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import {
  createdAtProperty,
  currencyProperty,
  idProperty,
  minorUnitsProperty,
  percentProperty,
  timestampProperty,
  updatedAtProperty,
} from './common.js';
import { BILL_KINDS, BILL_MARGIN_STATES, BILL_STATUSES } from '@tradehub/contract/enums';
import { Organisation } from './organisation.js';
import { PaymentRequest } from './payment-request.js';
import { Supplier } from './supplier.js';
import { SupplierDocument } from './supplier-document.js';
import { UserProfile } from './user-profile.js';

/**
 * A payable: a supplier's invoice (or a purchase order the organisation issued) to be paid in `currency` by
 * `dueDate`. What is still to pay of it is FX exposure (db/src/domain/fx/exposure). Payments pay it through
 * BillPayment rows; `paidMinor` (settled) and `scheduledMinor` (in payments not yet settled) and `status`
 * are recomputed from those by the payment commands (domain/bills/bill-payments.ts), never typed in.
 */
export const Bill = defineEntity({
  name: 'Bill',
  properties: {
    id: idProperty(),
    organisation: () => p.manyToOne(Organisation).ref(),
    createdBy: () => p.manyToOne(UserProfile).ref(),
    supplier: () => p.manyToOne(Supplier).ref(),
    kind: p
      .enum([...BILL_KINDS])
      .default('invoice')
      .onCreate(() => 'invoice' as const),
    /** The invoice or purchase-order number: one bill per supplier and reference (a second is a duplicate). */
    reference: p.text(),
    currency: currencyProperty(),
    /** Whole minor units of `currency`. */
    amountMinor: minorUnitsProperty(),
    /** Settled by completed payments, whole minor units of `currency`. */
    paidMinor: minorUnitsProperty()
      .default(0)
      .onCreate(() => 0),
    /** In payments not yet settled (pending, awaiting approval), whole minor units of `currency`. */
    scheduledMinor: minorUnitsProperty()
      .default(0)
      .onCreate(() => 0),
    issueDate: timestampProperty(),
    dueDate: timestampProperty(),
    /**
     * The rate the purchase was priced at, on the currency's market pair against USD as treasurers read it
     * (EUR/USD 1.0858: USD per 1 EUR; USD/JPY 148.25: JPY per 1 USD). The rate on the day it was entered when
     * none was given; null only when no rate was known then.
     */
    budgetRate: p.decimal('number').precision(20).scale(10).nullable(),
    /** How far (percent) its cost at the live rate may move from its budget before the margin guard alerts. */
    marginTolerancePercent: percentProperty().nullable(),
    /** Where the margin guard stands: `beyond` once an alert fired, back to `within` inside the hysteresis band. */
    marginState: p
      .enum([...BILL_MARGIN_STATES])
      .default('within')
      .onCreate(() => 'within' as const),
    status: p
      .enum([...BILL_STATUSES])
      .default('open')
      .onCreate(() => 'open' as const),
    /** The invoice itself (a PDF), held with the supplier's documents. */
    document: () => p.manyToOne(SupplierDocument).ref().nullable().deleteRule('set null'),
    /**
     * The other organisation's payment request this bill was recorded from (Pay a request), null for a bill
     * typed in or imported. One bill per request and organisation; paying it in full marks the request paid.
     */
    paymentRequest: () => p.manyToOne(PaymentRequest).ref().nullable().deleteRule('set null'),
    note: p.text().nullable(),
    cancelledAt: timestampProperty().nullable(),
    createdAt: createdAtProperty(),
    updatedAt: updatedAtProperty(),
  },
  uniques: [
    { properties: ['organisation', 'supplier', 'reference'] },
    { properties: ['organisation', 'paymentRequest'] },
  ],
  indexes: [{ properties: ['organisation', 'status', 'dueDate'] }, { properties: ['supplier'] }],
});
export type Bill = InferEntity<typeof Bill>;
