export * from './api-key-commands.js';
export * from './developer-effects.js';
export * from './api-key-call-audit.js';
