export * from './sandbox-rail.js';
