// Policies' domain core: the organisation's supplier-verification and payment-approval rules, resolved
// against its team, and the command that changes them.
export * from './organisation-policies.js';
export * from './payment-approval.js';
export * from './recent-payments.js';
export * from './policy-commands.js';
export * from './proposals-of-leaver.js';
export * from './recent-team-managers.js';
