// Batch payments (issue 19 item 3): a CSV or XLSX of up to BATCH_MAX_ROWS rows, validated row by row before
// anything is created, then one batch approved by its total and settled row by row.
import { z } from 'zod';
import { entityIdSchema } from './ids.js';
import { APPROVAL_REASONS } from './policy-constants.js';
import { BATCH_COLUMNS, BATCH_ROW_ERROR_CODES, PAYMENT_BATCH_STATUSES } from './payment-batch-constants.js';
import { transferMethodSchema } from './enum-schemas.js';
import { approvalBasisSchema } from './policies.js';

export const batchColumnSchema = z.enum(BATCH_COLUMNS);
export const paymentBatchStatusSchema = z.enum(PAYMENT_BATCH_STATUSES);

/** One row as the file has it: every cell as text (empty when the cell is). */
export const batchRowValuesSchema = z.object({
  supplier: z.string(),
  amount: z.string(),
  currency: z.string(),
  method: z.string(),
  reference: z.string(),
  valueDate: z.string(),
  /** The bill the row pays (its id or reference); absent when the file has no `bill` column. */
  bill: z.string().optional(),
});
export type BatchRowValues = z.infer<typeof batchRowValuesSchema>;

/** What a valid row will pay: money in integer minor units of its currency (and of the base currency). */
export const batchRowParsedSchema = z.object({
  supplierId: z.string(),
  supplierName: z.string(),
  amountMinor: z.number().int(),
  currency: z.string(),
  method: transferMethodSchema,
  reference: z.string().nullable(),
  valueDate: z.iso.date(),
  baseAmountMinor: z.number().int(),
  feeMinor: z.number().int(),
  /** The bill the row pays, when it names one: the payment pays that much of it. */
  bill: z.object({ id: z.string(), reference: z.string() }).nullable(),
});
export type BatchRowParsed = z.infer<typeof batchRowParsedSchema>;

export const batchRowErrorSchema = z.object({
  /** The column the error is about (`row` for the row as a whole, e.g. a duplicate). */
  column: z.union([batchColumnSchema, z.literal('row')]),
  /** What is wrong, for the web to say in the reader's language with `params`. */
  code: z.enum(BATCH_ROW_ERROR_CODES),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  /** The same in English, for API clients. */
  message: z.string(),
});
export type BatchRowError = z.infer<typeof batchRowErrorSchema>;

export const batchRowSchema = z.object({
  /** The row's number as a spreadsheet shows it: the header is row 1, the first data row 2. */
  row: z.number().int(),
  values: batchRowValuesSchema,
  /** Null when the row has errors. */
  parsed: batchRowParsedSchema.nullable(),
  errors: z.array(batchRowErrorSchema),
});
export type BatchRow = z.infer<typeof batchRowSchema>;

/** Per currency, in minor units of that currency. */
export const batchTotalSchema = z.object({ currency: z.string(), amountMinor: z.number().int() });

const approvalSummary = {
  /**
   * Approvers the batch needs under the policies: the band of its base-currency total (or of its rows to one
   * supplier with the maker's other payments to it in the last 24 hours, if higher), raised by risk rules and
   * the daily limit.
   */
  approvalsRequired: z.number().int().min(0).max(2),
  approvalReasons: z.array(z.enum(APPROVAL_REASONS)),
  /** The maker's recent payments the batch was judged with, when they ask for approval. */
  approvalBasis: approvalBasisSchema.nullable(),
  /** How many more members with Payment Approval the organisation needs before it can be approved. */
  approversMissing: z.number().int(),
};

/** The row-by-row answer to an upload: nothing is created by validating. */
export const batchValidationSchema = z.object({
  fileName: z.string(),
  rowCount: z.number().int(),
  validCount: z.number().int(),
  invalidCount: z.number().int(),
  rows: z.array(batchRowSchema),
  /** Totals of the valid rows. */
  totals: z.array(batchTotalSchema),
  baseCurrency: z.string(),
  baseTotalMinor: z.number().int(),
  ...approvalSummary,
  /** The batch this very file already made (creating it again is refused), else null. */
  duplicateOf: z.object({ id: z.string(), fileName: z.string(), createdAt: z.iso.datetime() }).nullable(),
});
export type BatchValidation = z.infer<typeof batchValidationSchema>;

export const paymentBatchSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  status: paymentBatchStatusSchema,
  rowCount: z.number().int(),
  totals: z.array(batchTotalSchema),
  baseCurrency: z.string(),
  baseTotalMinor: z.number().int(),
  ...approvalSummary,
  approvals: z.array(z.object({ id: z.string(), name: z.string(), at: z.iso.datetime() })),
  progress: z.object({ settled: z.number().int(), failed: z.number().int(), pending: z.number().int() }),
  /** Whether the viewer may approve (or reject) it now. */
  canApprove: z.boolean(),
  createdBy: z.object({ id: z.string(), name: z.string() }),
  createdAt: z.iso.datetime(),
  completedAt: z.iso.datetime().nullable(),
  rejectionReason: z.string().nullable(),
});
export type PaymentBatchItem = z.infer<typeof paymentBatchSchema>;

export const paymentBatchResponseSchema = z.object({ batch: paymentBatchSchema });
export const paymentBatchesListSchema = z.object({ items: z.array(paymentBatchSchema) });
export const paymentBatchParamsSchema = z.object({ batchId: entityIdSchema });
export const rejectPaymentBatchBodySchema = z.object({
  reason: z.string().trim().min(1, 'is required').max(500),
});
