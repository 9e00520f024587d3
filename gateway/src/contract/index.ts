// The wire contract shared by gateway, workers and web: request/response schemas (zod), their types and
// the socket event map. Web imports types (and ./constants.js values) only, so zod stays out of its bundle.
export * from './activities.js';
export * from './ai.js';
export * from './admin.js';
export * from './audit.js';
export * from './app-config.js';
export * from './auth.js';
export * from './constants.js';
export * from './dashboard.js';
export * from './demo.js';
export * from './errors.js';
export * from './fx.js';
export * from './fx-trades.js';
export * from './ids.js';
export * from './health.js';
export * from './notifications.js';
export * from './payments.js';
export * from './profile.js';
export * from './settings.js';
export * from './socket-events.js';
export * from './suppliers.js';
export * from './team.js';
