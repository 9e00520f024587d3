// The rules both ends apply: the domain enforces them, the web explains them before a request is sent.
export * from './approval-bands.js';
export * from './supplier-review.js';
export * from './team-managers.js';
