// The wire contract shared by gateway, workers and web: request/response schemas (zod) and their types.
// Web imports types only (`import type`) plus the plain constants below, so zod stays out of the bundle
// only where it is not used.
export * from './admin.js';
export * from './app-config.js';
export * from './auth.js';
export * from './constants.js';
export * from './demo.js';
export * from './errors.js';
export * from './health.js';
export * from './notifications.js';
export * from './profile.js';
