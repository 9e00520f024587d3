// Payments' domain core: the commands that move a payment (each with its timeline entry, audit row,
// activity, notifications, `payment:changed` and settlement job, written once, in the command's unit of
// work). The gateway's routes and the workers' processor call these; nothing else writes those effects.
export * from './account-effects.js';
export * from './approval-view.js';
export * from './create-payment.js';
export * from './decide-payment.js';
export * from './decision-rules.js';
export * from './effects.js';
export * from './payment-item.js';
export * from './payment-methods.js';
export * from './payment-price.js';
export * from './payment-requests.js';
export * from './payment-webhooks.js';
export * from './quote-payment.js';
export * from './settle-payment.js';
export * from './supplier-payment-refusal.js';
