// Writing side effects into the outbox, inside the transaction that causes them: the rows are persisted
// through the caller's EntityManager, so they are inserted by its flush and committed (or rolled back)
// with the change itself. Nothing here talks to Redis; the workers' relay publishes committed rows.
import type { EntityManager } from '@mikro-orm/core';
import type { JobName, JobPayload, QueueName, ServerToClientEvents } from '@tradehub/contract';
import type { JobsOptions } from 'bullmq';
import { currentTraceCarrier } from '../telemetry/trace-context.js';
import { OutboxMessage, type OutboxJobPayload, type OutboxSocketPayload } from './outbox-message.js';

/** What a side effect is about, e.g. `['payment', paymentId]`: rows of one aggregate keep their order. */
export type OutboxAggregate = readonly [type: string, id: string];

/** Job options the outbox may carry: everything but the job id, which is always `outbox-<row id>`. */
export type OutboxJobOptions = Omit<JobsOptions, 'jobId' | 'repeat'>;

export interface OutboxJob<Q extends QueueName, N extends JobName<Q>> {
  aggregate: OutboxAggregate;
  queue: Q;
  name: N;
  data: JobPayload<Q, N>;
  options?: OutboxJobOptions;
  /**
   * The payload must not stay in the database once queued: the relay blanks the row's data once the job is
   * added. (Link tokens never travel in a payload at all: the worker derives them, domain auth/link-tokens.ts.)
   */
  sensitive?: boolean;
}

export type SocketEvent = keyof ServerToClientEvents;

export interface OutboxSocketPush<E extends SocketEvent> {
  aggregate: OutboxAggregate;
  rooms: readonly string[];
  event: E;
  args: Parameters<ServerToClientEvents[E]>;
}

/** Queues a job when the current transaction commits (the relay adds it with job id `outbox-<row id>`). */
export function enqueueJob<Q extends QueueName, N extends JobName<Q>>(
  em: EntityManager,
  job: OutboxJob<Q, N>,
): OutboxMessage {
  const payload: OutboxJobPayload = { queue: job.queue, name: job.name, data: job.data };
  if (job.options) payload.options = job.options as Record<string, unknown>;
  if (job.sensitive) payload.sensitive = true;
  // The relay continues this trace when it publishes the row, and the job's worker after it.
  const trace = currentTraceCarrier();
  if (trace) payload.trace = trace;
  return em.create(OutboxMessage, {
    aggregateType: job.aggregate[0],
    aggregateId: job.aggregate[1],
    kind: 'job',
    payload,
  });
}

/** Pushes a socket event to rooms when the current transaction commits. */
export function pushSocket<E extends SocketEvent>(
  em: EntityManager,
  push: OutboxSocketPush<E>,
): OutboxMessage {
  const payload: OutboxSocketPayload = { rooms: [...push.rooms], event: push.event, args: [...push.args] };
  const trace = currentTraceCarrier();
  if (trace) payload.trace = trace;
  return em.create(OutboxMessage, {
    aggregateType: push.aggregate[0],
    aggregateId: push.aggregate[1],
    kind: 'socket',
    payload,
  });
}

/**
 * `to(room).emit(event, …args)` that writes outbox rows instead of pushing: hand it to code written against
 * a broadcaster (socket.io server, Redis emitter) to make its pushes part of the transaction.
 */
export function outboxBroadcaster(em: EntityManager, aggregate: OutboxAggregate) {
  return {
    to(room: string | readonly string[]) {
      const rooms = typeof room === 'string' ? [room] : room;
      return {
        emit<E extends SocketEvent>(event: E, ...args: Parameters<ServerToClientEvents[E]>): OutboxMessage {
          return pushSocket(em, { aggregate, rooms, event, args });
        },
      };
    },
  };
}
