// BullMQ and Redis plumbing shared by the gateway (producer) and the workers (consumers). Queue names and
// job payload types are the contract's; they are re-exported here so producers import one module.
export type { AiJobResult, JobName, JobPayload, JobPayloads, QueueName } from '@tradehub/contract';
export { QUEUE_NAMES } from '@tradehub/contract';
export * from './queues.js';
export * from './redis-connection.js';
