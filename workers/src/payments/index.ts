export * from './money.js';
export * from './sandbox-rail.js';
