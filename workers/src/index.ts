export { startWorkerRuntime, type WorkerRuntime, type WorkerRuntimeOptions } from './runtime.js';
export * from './ai/index.js';
export { createAiProcessor, type AiJob, type AiJobResult } from './processors/ai.js';
export * from './fx/index.js';
export { createRateAlertEvaluator } from './alerts/evaluate-rate-alerts.js';
export { createRealtimeEmitter, type RealtimeEmitter } from './realtime/emitter.js';
export { createRedisOutboxPublisher, outboxJobId, type OutboxPublisher } from './outbox/publisher.js';
export {
  startOutboxRelay,
  type OutboxRelay,
  type OutboxRelayOptions,
  type OutboxRow,
} from './outbox/relay.js';
export {
  startWorkersOutboxRelay,
  type RunningOutboxRelay,
  type WorkersOutboxRelayOptions,
} from './outbox/start.js';
export {
  createReportsProcessor,
  reportFailureMessage,
  type ReportsJob,
  type ReportsJobResult,
  type ReportsProcessorDeps,
} from './processors/reports.js';
export * from './reports/index.js';
export { createRiskProcessor, type RiskJob, type RiskJobResult } from './processors/risk.js';
export {
  createSanctionsProcessor,
  type SanctionsJob,
  type SanctionsJobResult,
  type SanctionsProcessorDeps,
} from './processors/sanctions.js';
export * from './sanctions/index.js';
export { createScreeningProcessor, type ScreeningJob } from './processors/screening.js';
export {
  createPaymentsProcessor,
  type PaymentsJob,
  type PaymentsJobResult,
  type PaymentsProcessorDeps,
} from './processors/payments.js';
export * from './payments/index.js';
export {
  createWebhooksProcessor,
  type WebhookAttemptRecord,
  type WebhooksJob,
  type WebhooksJobResult,
  type WebhooksProcessorDeps,
} from './processors/webhooks.js';
export { postWebhook, WEBHOOK_TIMEOUT_MS } from './webhooks/post-webhook.js';
export { webhookBody, webhookHeaders } from './webhooks/delivery-request.js';
