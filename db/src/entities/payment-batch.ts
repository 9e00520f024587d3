import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { PAYMENT_BATCH_STATUSES, type ApprovalBasis } from '@tradehub/contract';
import {
  createdAtProperty,
  currencyProperty,
  idProperty,
  minorUnitsProperty,
  timestampProperty,
  updatedAtProperty,
} from './common.js';
import { Organisation } from './organisation.js';
import { UserProfile } from './user-profile.js';

/**
 * Payments made from one uploaded file (issue 19 item 3): its valid rows are its payments (Payment.batch),
 * approved together by the batch's total and settled one by one. The file's hash is unique per organisation,
 * so the same file uploaded twice is refused rather than paid twice.
 */
export const PaymentBatch = defineEntity({
  name: 'PaymentBatch',
  tableName: 'payment_batch',
  properties: {
    id: idProperty(),
    organisation: () => p.manyToOne(Organisation).ref(),
    createdBy: () => p.manyToOne(UserProfile).ref(),
    fileName: p.text(),
    /** SHA-256 of the file's bytes, hex. */
    fileHash: p.text(),
    status: p.enum([...PAYMENT_BATCH_STATUSES]),
    /** Its payments: the file's valid rows. */
    rowCount: p.integer(),
    /** Per currency, whole minor units of that currency: [{ currency, amountMinor }]. */
    totals: p.json<{ currency: string; amountMinor: number }[]>(),
    baseCurrency: currencyProperty(),
    /** The rows' amounts in the base currency at the rates of the upload: what the approval bands apply to. */
    baseTotalMinor: minorUnitsProperty(),
    approvalsRequired: p.integer(),
    approvalReasons: p.array<string>(),
    /** The maker's recent payments it was judged with, when they asked for approval (recent_payments, daily_limit). */
    approvalBasis: p.json<ApprovalBasis>().nullable(),
    /** Who has approved so far, in order: [{ userId, name, at }]. */
    approvals: p
      .json<{ userId: string; name: string; at: string }[]>()
      .defaultRaw(`'[]'`)
      .onCreate(() => []),
    rejectionReason: p.text().nullable(),
    /** Rows settled (completed) and failed so far; the batch completes when they add up to rowCount. */
    settledCount: p
      .integer()
      .default(0)
      .onCreate(() => 0),
    failedCount: p
      .integer()
      .default(0)
      .onCreate(() => 0),
    completedAt: timestampProperty().nullable(),
    createdAt: createdAtProperty(),
    updatedAt: updatedAtProperty(),
  },
  uniques: [{ properties: ['organisation', 'fileHash'] }],
  indexes: [
    {
      name: 'payment_batch_organisation_id_created_at_index',
      expression:
        'create index "payment_batch_organisation_id_created_at_index" on "payment_batch" ("organisation_id", "created_at" desc)',
    },
  ],
});
export type PaymentBatch = InferEntity<typeof PaymentBatch>;
