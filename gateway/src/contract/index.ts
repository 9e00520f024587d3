// The wire contract shared by gateway, workers and web: request/response schemas (zod) and their types.
// Web imports types only (`import type`), so zod stays out of the browser bundle.
export * from './demo.js';
export * from './errors.js';
export * from './health.js';
