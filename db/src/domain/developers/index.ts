export * from './api-key-commands.js';
export * from './developer-effects.js';
