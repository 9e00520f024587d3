import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAtProperty, timestampProperty } from '../entities/common.js';

/** What a row asks the relay to do: add a queue job, push a socket event (webhooks later). */
export const OUTBOX_KINDS = ['job', 'socket', 'webhook'] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

/** A queue job to add: BullMQ `queue.add(name, data, options)`; the job id is always `outbox-<row id>`. */
export interface OutboxJobPayload {
  queue: string;
  name: string;
  data: unknown;
  /** BullMQ job options other than the job id (delay, priority, attempts, retention…). */
  options?: Record<string, unknown>;
  /** `data` holds a secret: the relay blanks it once the job is added. */
  sensitive?: boolean;
  /** The trace context of the transaction that wrote the row (W3C traceparent), when it was traced. */
  trace?: Record<string, string>;
}

/** A socket.io event pushed to rooms through the Redis emitter: `to(rooms).emit(event, ...args)`. */
export interface OutboxSocketPayload {
  rooms: string[];
  event: string;
  args: unknown[];
  /** The trace context of the transaction that wrote the row (W3C traceparent), when it was traced. */
  trace?: Record<string, string>;
}

export type OutboxPayload = OutboxJobPayload | OutboxSocketPayload;

/**
 * The transactional outbox (DESIGN.md convention 3): a side effect that must not be lost is written as a
 * row in the transaction that causes it, and the workers' relay publishes the rows in `id` order once they
 * are committed, then sets `publishedAt`. A statement-level trigger NOTIFYs the relay at commit.
 */
export const OutboxMessage = defineEntity({
  name: 'OutboxMessage',
  tableName: 'outbox_message',
  properties: {
    /** bigserial: the publishing order. A string, so ids beyond 2^53 stay exact. */
    id: p.bigint('string').primary().autoincrement(),
    /** What the side effect is about, e.g. ('payment', <payment id>): the unit of ordering. */
    aggregateType: p.text(),
    aggregateId: p.text(),
    kind: p.enum([...OUTBOX_KINDS]),
    payload: p.json<OutboxPayload>().columnType('jsonb'),
    createdAt: createdAtProperty(),
    publishedAt: timestampProperty().nullable(),
    /** Failed publish attempts (Redis away…); the row stays unpublished and is retried with backoff. */
    attempts: p
      .integer()
      .default(0)
      .onCreate(() => 0),
    lastError: p.text().nullable(),
  },
  indexes: [
    {
      name: 'outbox_message_unpublished_index',
      expression:
        'create index "outbox_message_unpublished_index" on "outbox_message" ("id") where "published_at" is null',
    },
  ],
});
export type OutboxMessage = InferEntity<typeof OutboxMessage>;
