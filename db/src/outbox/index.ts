export {
  OUTBOX_KINDS,
  OutboxMessage,
  type OutboxJobPayload,
  type OutboxKind,
  type OutboxPayload,
  type OutboxSocketPayload,
} from './outbox-message.js';
export {
  enqueueJob,
  outboxBroadcaster,
  pushSocket,
  type OutboxAggregate,
  type OutboxJob,
  type OutboxJobOptions,
  type OutboxSocketPush,
  type SocketEvent,
} from './writer.js';
export { OUTBOX_CHANNEL, OUTBOX_RELAY_LOCK_KEY } from './channel.js';
