// Batch payments' domain core (issue 19 item 3): a file's rows validated against the organisation, the batch
// made from its valid rows, its approval by its total, and its progress as the payments queue settles it.
export * from './batch-commands.js';
export * from './batch-effects.js';
export * from './batch-item.js';
export * from './validate-batch-rows.js';
