import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { ApprovalBasis } from '@tradehub/contract';
import {
  createdAtProperty,
  currencyProperty,
  idProperty,
  minorUnitsProperty,
  timestampProperty,
  updatedAtProperty,
} from './common.js';
import {
  APPROVAL_STATUSES,
  PAYMENT_STATUSES,
  PAYMENT_TYPES,
  TRANSFER_METHODS,
} from '@tradehub/contract/enums';
import { Organisation } from './organisation.js';
import { PaymentBatch } from './payment-batch.js';
import { Supplier } from './supplier.js';
import { UserProfile } from './user-profile.js';

/** A cross-border payment to (or request from) a supplier: the spec's "transaction". */
export const Payment = defineEntity({
  name: 'Payment',
  tableName: 'payment',
  properties: {
    id: idProperty(),
    organisation: () => p.manyToOne(Organisation).ref(),
    createdBy: () => p.manyToOne(UserProfile).ref(),
    supplier: () => p.manyToOne(Supplier).ref(),
    /** Money is never a float: whole minor units (cents for USD) of `currency`. */
    amountMinor: minorUnitsProperty(),
    currency: currencyProperty(),
    status: p
      .enum([...PAYMENT_STATUSES])
      .default('pending')
      .onCreate(() => 'pending' as const),
    type: p
      .enum([...PAYMENT_TYPES])
      .default('payment')
      .onCreate(() => 'payment' as const),
    method: p.enum([...TRANSFER_METHODS]),
    reference: p.text().nullable(),
    /** When the payment was (or is to be) made; lists sort by it. */
    date: timestampProperty(),
    /** Settlement goes ahead once this is not_required or approved (as many approvals as required). */
    approvalStatus: p
      .enum([...APPROVAL_STATUSES])
      .default('not_required')
      .onCreate(() => 'not_required' as const),
    /** Why approval is needed: over_threshold (the amount band), first_payment, new_bank_details, country_mismatch. */
    approvalReasons: p
      .array<string>()
      .defaultRaw(`'{}'`)
      .onCreate(() => []),
    /** The maker's recent payments it was judged with, when they asked for approval (recent_payments, daily_limit). */
    approvalBasis: p.json<ApprovalBasis>().nullable(),
    /** Approvals the policy asked for when the payment was made: 0, 1 or 2 different members, never the maker. */
    approvalsRequired: p
      .integer()
      .default(0)
      .onCreate(() => 0),
    /** Who has approved so far, in order: [{ userId, name, at }]. */
    approvals: p
      .json<{ userId: string; name: string; at: string }[]>()
      .defaultRaw(`'[]'`)
      .onCreate(() => []),
    /** The approver whose approval completed it (the last one). */
    approvedBy: () => p.manyToOne(UserProfile).ref().nullable(),
    approvedAt: timestampProperty().nullable(),
    /** Fee of the rail, whole minor units of the base currency. */
    feeMinor: minorUnitsProperty().nullable(),
    /** Units of `currency` per 1 unit of the base currency at the quote, when they differ. */
    fxRate: p.decimal('number').precision(20).scale(10).nullable(),
    /** The amount in the organisation's base currency at the quoted rate, whole minor units. */
    baseAmountMinor: minorUnitsProperty().nullable(),
    /** One settlement per payment, whatever retries happen: the rail's idempotency key. */
    idempotencyKey: p.text().nullable().unique(),
    submittedAt: timestampProperty().nullable(),
    settledAt: timestampProperty().nullable(),
    failureReason: p.text().nullable(),
    /**
     * The timeline shown in View Details, appended as the payment moves: [{ at, event, by, note, messageKey,
     * params }] (the key and parameters render the note in the reader's language; entries before them have
     * only the note).
     */
    events: p
      .json<
        {
          at: string;
          event: string;
          by: string | null;
          note: string | null;
          messageKey?: string | null;
          params?: Record<string, string | number> | null;
        }[]
      >()
      .defaultRaw(`'[]'`)
      .onCreate(() => []),
    /** The batch it was made in (a row of an uploaded file), and that row's number in the file. */
    batch: () => p.manyToOne(PaymentBatch).ref().nullable(),
    batchRow: p.integer().nullable(),
    createdAt: createdAtProperty(),
    updatedAt: updatedAtProperty(),
  },
  indexes: [
    {
      name: 'payment_organisation_id_created_at_index',
      expression:
        'create index "payment_organisation_id_created_at_index" on "payment" ("organisation_id", "created_at" desc)',
    },
    {
      name: 'payment_organisation_id_date_index',
      expression:
        'create index "payment_organisation_id_date_index" on "payment" ("organisation_id", "date" desc)',
    },
    { name: 'payment_created_by_id_date_index', properties: ['createdBy', 'date'] },
    { properties: ['supplier'] },
    { properties: ['batch', 'batchRow'] },
  ],
});
export type Payment = InferEntity<typeof Payment>;
