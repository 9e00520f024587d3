export * from './buckets.js';
export * from './compute.js';
export * from './inputs.js';
export * from './market.js';
export * from './read-exposure.js';
export * from './read-exposure-detail.js';
export * from './push-threshold.js';
export * from './revaluation.js';
