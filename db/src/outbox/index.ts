export {
  OUTBOX_KINDS,
  OutboxMessage,
  type OutboxJobPayload,
  type OutboxKind,
  type OutboxPayload,
  type OutboxSocketPayload,
} from './outbox-message.js';
// The writer (enqueueJob, pushSocket, outboxBroadcaster) is not exported: only the domain's commands write
// effects (db/src/domain imports ./writer.js itself); .dependency-cruiser.cjs forbids the gateway and the
// workers a deep import of it. What reads the outbox (the workers' relay) is here.
export { OUTBOX_CHANNEL, OUTBOX_RELAY_LOCK_KEY } from './channel.js';
