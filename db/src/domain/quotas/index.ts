// Quotas: what an organisation not yet approved may use (suppliers, document bytes, screenings per hour).
export * from './unreviewed-quotas.js';
