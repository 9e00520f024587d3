// Bills' domain core: payables (supplier invoices, purchase orders) and what payments pay of them.
export * from './bill-commands.js';
export * from './bill-effects.js';
export * from './bill-item.js';
export * from './bill-payments.js';
export * from './bill-status.js';
export * from './validate-bill-rows.js';
export * from './bill-webhooks.js';
export * from './bill-from-payment-request.js';
