// Outbound webhooks (issue 27): the event catalogue's one entry point for commands (recordWebhookEvent),
// signing, sealed secrets, the address policy, and the endpoints' own commands.
export * from './address-policy.js';
export * from './deliveries.js';
export * from './endpoint-commands.js';
export * from './record-event.js';
export * from './secret-box.js';
export * from './signature.js';
