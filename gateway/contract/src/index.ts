// @tradehub/contract, the wire contract shared by web, gateway, workers and db: request/response schemas
// (zod), their types, the socket event map and rooms, pure money helpers, the queue names with their job
// payload types, the enumerations (enums.ts) and the rules both ends apply (rules/). Browser-safe: it imports
// zod only (.dependency-cruiser.cjs). Web imports types (and the values of the zod-free subpaths:
// `/constants`, `/enums`, `/rules/*`, `/money`, …) only, so zod stays out of its bundle.
export * from './activities.js';
export * from './ai.js';
export * from './admin.js';
export * from './audit.js';
export * from './app-config.js';
export * from './auth.js';
export * from './constants.js';
export * from './dashboard.js';
export * from './enums.js';
export * from './enum-schemas.js';
export * from './rules/index.js';
export * from './demo.js';
export * from './developers.js';
export * from './errors.js';
export * from './api-error-codes.js';
export * from './fx.js';
export * from './fx-pairs.js';
export * from './fx-trades.js';
export * from './exposure-report.js';
export * from './bills.js';
export * from './ids.js';
export * from './health.js';
export * from './notifications.js';
export * from './payments.js';
export * from './payment-batches.js';
export * from './policies.js';
export * from './profile.js';
export * from './settings.js';
export * from './socket-events.js';
export * from './suppliers.js';
export * from './team.js';
export * from './money.js';
export * from './backoff.js';
export * from './queues.js';
export * from './languages.js';
