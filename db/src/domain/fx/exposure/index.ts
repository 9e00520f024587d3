export * from './buckets.js';
export * from './inputs.js';
export * from './market.js';
export * from './prepare-exposure.js';
export * from './read-exposure.js';
export * from './read-exposure-detail.js';
export * from './push-threshold.js';
export * from './value-exposure.js';
