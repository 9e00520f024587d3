// Batch payments' domain core (issue 19 item 3): a file's rows validated against the organisation, the batch
// made from its valid rows, its approval by its total, and its progress as the payments queue settles it.
export * from './batch-commands.js';
export * from './batch-effects.js';
export * from './batch-item.js';
export * from './batch-webhooks.js';
export * from './validate-batch-rows.js';
export * from './validate-rows/batch-row-types.js';
export { BATCH_TOTAL_TOO_LARGE } from './validate-rows/batch-totals.js';
export { batchRowIdempotencyKey } from './validate-rows/duplicate-payments.js';
// Batches handle payments' 'payment.settled' (a row counts on its batch): registered as the area loads.
import './on-payment-settled.js';
