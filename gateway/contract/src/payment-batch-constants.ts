// Batch payments' plain values, free of zod so the web bundle can import them (`@tradehub/contract/constants`).

/** Data rows one batch file may hold (the header row aside); more is refused naming the limit. */
export const BATCH_MAX_ROWS = 1000;

/** The largest batch file accepted, CSV or XLSX. 1,000 rows of CSV are about 100 KB. */
export const BATCH_MAX_FILE_BYTES = 2 * 1024 * 1024;

/**
 * The file's columns, in the template's order; headers are matched case-insensitively (see batchColumnOf).
 * `bill` is optional: the bill the row pays (its id, or its reference among the row's supplier's bills).
 */
export const BATCH_COLUMNS = [
  'supplier',
  'amount',
  'currency',
  'method',
  'reference',
  'valueDate',
  'bill',
] as const;
export type BatchColumn = (typeof BATCH_COLUMNS)[number];

/** The template's header row: how each column is spelled in the file. */
export const BATCH_COLUMN_HEADERS: Record<BatchColumn, string> = {
  supplier: 'supplier',
  amount: 'amount',
  currency: 'currency',
  method: 'method',
  reference: 'reference',
  valueDate: 'value date',
  bill: 'bill',
};

/** `Value Date`, `value_date`, `VALUEDATE` → valueDate; undefined for a header that is not a column. */
export function batchColumnOf(header: string): BatchColumn | undefined {
  const key = header
    .replace(/^\uFEFF/, '')
    .replace(/[\s_-]+/g, '')
    .toLowerCase();
  return BATCH_COLUMNS.find((column) => column.toLowerCase() === key);
}

/**
 * A batch's life: awaiting approval (when its total or a row's risk asks for approvers), processing (its
 * rows are being settled one by one by the payments queue), completed (every row settled or failed), or
 * rejected (no row is paid).
 */
export const PAYMENT_BATCH_STATUSES = ['awaiting_approval', 'processing', 'completed', 'rejected'] as const;
export type PaymentBatchStatus = (typeof PAYMENT_BATCH_STATUSES)[number];

/**
 * Why a row of a batch file is refused, as a stable code the web translates with the error's params (the
 * English `message` beside it is for API clients and logs).
 */
export const BATCH_ROW_ERROR_CODES = [
  'formula',
  'control',
  'too_long',
  'supplier_required',
  'supplier_unknown',
  'supplier_ambiguous',
  'supplier_pending',
  'supplier_rejected',
  'supplier_sanctions_hit',
  'supplier_screening_pending',
  'currency_required',
  'currency_unknown',
  'rates_unavailable',
  'no_rate',
  'amount_required',
  'amount_format',
  'amount_precision',
  'amount_not_positive',
  'amount_too_large',
  'method_invalid',
  'value_date_invalid',
  'duplicate_paid',
  'duplicate_row',
  'bill_unknown',
  'bill_other_supplier',
  'bill_other_currency',
  'bill_closed',
  'bill_amount_over',
  'bill_twice',
] as const;
export type BatchRowErrorCode = (typeof BATCH_ROW_ERROR_CODES)[number];
