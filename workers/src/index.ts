export { createRedisConnection } from './redis-connection.js';
export { startWorkerRuntime, type WorkerRuntime, type WorkerRuntimeOptions } from './runtime.js';
export * from './queues.js';
export {
  checkVerificationToken,
  createVerificationToken,
  type VerificationTokenCheck,
} from './mail/email-verification-token.js';
