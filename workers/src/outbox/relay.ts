// The outbox relay: publishes committed outbox rows (db/src/outbox) to Redis, in id order, and marks them
// published. Any number of relays may run (one per workers process): a batch is published under a
// transaction-level advisory lock, so one relay publishes at a time and rows never overtake each other.
//
// Wake-ups: PostgreSQL NOTIFY (the table's trigger fires at commit) on a dedicated connection, plus a
// poll as a fallback (every second) for what LISTEN cannot see: rows committed while the relay's
// connection was being replaced. The embedded database is a real PostgreSQL server too, so LISTEN works
// wherever the relay runs.
//
// Delivery is at least once: a relay that dies after publishing a row but before its commit leaves the row
// unpublished, and the next batch publishes it again. A job then keeps its id (`outbox-<row id>`), so
// BullMQ ignores the second add; a socket push may arrive twice (events carry state or say what to
// refetch, so a repeat is harmless).
import { backoffDelayMs, type Backoff } from '@tradehub/contract';
import {
  OUTBOX_CHANNEL,
  OUTBOX_RELAY_LOCK_KEY,
  type OutboxJobPayload,
  type OutboxSocketPayload,
} from '@tradehub/db';
import { inSpanFrom } from '@tradehub/db/telemetry';
import pg from 'pg';
import type { OutboxPublisher } from './publisher.js';

type RelayLogger = {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
};

export interface OutboxRow {
  id: string;
  kind: 'job' | 'socket' | 'webhook';
  payload: unknown;
  createdAt: Date;
}

export interface OutboxRelayOptions {
  databaseUrl: string;
  publisher: OutboxPublisher;
  logger: RelayLogger;
  /** Rows per batch transaction (default 100); a full batch is followed by another at once. */
  batchSize?: number;
  /** Poll interval beside LISTEN, as a safety net (default 1000 ms). */
  pollMs?: number;
  /** First retry delay after a failed publish; doubles up to maxBackoffMs (defaults 200 ms, 30 s). */
  backoffMs?: number;
  maxBackoffMs?: number;
  /** Published rows older than this are deleted (default 7 days), checked every pruneEveryMs (1 h). */
  retentionMs?: number;
  pruneEveryMs?: number;
  /**
   * Called after each row is published, before the batch commits. For tests and measurements: a hook that
   * throws aborts the batch as a crash would (nothing of it is marked published).
   */
  afterPublish?: (row: OutboxRow, indexInBatch: number) => void | Promise<void>;
  /** Told of each row published and each failed publish (the workers' metrics: relay throughput, failures). */
  observer?: OutboxRelayObserver;
}

export interface OutboxRelayObserver {
  /** A row went out; `delayMs` is the time from its creation (in the causing transaction) to now. */
  published(kind: OutboxRow['kind'], delayMs: number): void;
  failed(kind: OutboxRow['kind']): void;
}

export interface OutboxRelay {
  /** Whether the relay's connection LISTENs now (false while it is being replaced: the poll carries on). */
  readonly listening: boolean;
  /** Runs a pass now and resolves when nothing is left to publish (or a publish failed). */
  drain(): Promise<void>;
  /** Stops waking up, waits for the batch in progress, closes the connection (not the publisher). */
  close(): Promise<void>;
}

interface BatchResult {
  /** false when another relay held the lock. */
  locked: boolean;
  published: number;
  full: boolean;
  failed: boolean;
}

interface RowRecord {
  id: string;
  kind: OutboxRow['kind'];
  payload: unknown;
  created_at: Date;
}

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

export async function startOutboxRelay({
  databaseUrl,
  publisher,
  logger,
  batchSize = 100,
  pollMs = 1_000,
  backoffMs = 200,
  maxBackoffMs = 30_000,
  retentionMs = 7 * 24 * 60 * 60 * 1000,
  pruneEveryMs = 60 * 60 * 1000,
  afterPublish,
  observer,
}: OutboxRelayOptions): Promise<OutboxRelay> {
  let client: pg.Client | undefined;
  let listening = false;
  let closed = false;
  /** Set by a wake-up during a pass: run another one after it. */
  let dirty = false;
  let running: Promise<void> | undefined;
  let failures = 0;
  const backoff: Backoff = { firstMs: backoffMs, maxMs: maxBackoffMs };
  let retryAt = 0;
  let lastPrune = 0;
  let timer: NodeJS.Timeout | undefined;

  const forget = () => {
    client = undefined;
    listening = false;
  };

  const connect = async (): Promise<pg.Client> => {
    if (client) return client;
    const next = new pg.Client({ connectionString: databaseUrl });
    // A broken connection is replaced at the next pass; the poll keeps the relay going meanwhile.
    next.on('error', (error) => {
      logger.warn({ err: error }, 'outbox relay: database connection lost');
      if (client === next) forget();
    });
    next.on('end', () => {
      if (client === next) forget();
    });
    next.on('notification', () => wake());
    await next.connect();
    await next.query(`listen ${OUTBOX_CHANNEL}`);
    listening = true;
    client = next;
    return next;
  };

  // Each publish continues the trace of the transaction that wrote the row (when it was traced): a job
  // added inside the span carries it on to its worker (publisher.ts), a socket push ends it.
  const publishRow = async (row: RowRecord) => {
    if (row.kind === 'job') {
      const job = row.payload as OutboxJobPayload;
      await inSpanFrom(
        job.trace,
        `outbox publish job ${job.queue}.${job.name}`,
        'producer',
        { 'outbox.id': row.id },
        () => publisher.addJob(row.id, job),
      );
    } else if (row.kind === 'socket') {
      const push = row.payload as OutboxSocketPayload;
      await inSpanFrom(
        push.trace,
        `socket push ${push.event}`,
        'producer',
        { 'outbox.id': row.id, 'socket.rooms': push.rooms.length },
        () => publisher.pushSocket(push),
      );
    } else throw new Error(`outbox rows of kind ${row.kind} have no publisher yet`);
  };

  /** One transaction: lock, take the oldest unpublished rows, publish them in order, mark them. */
  const publishBatch = async (db: pg.Client): Promise<BatchResult> => {
    await db.query('begin');
    try {
      const lock = await db.query<{ locked: boolean }>('select pg_try_advisory_xact_lock($1) as locked', [
        OUTBOX_RELAY_LOCK_KEY,
      ]);
      if (!lock.rows[0]?.locked) {
        await db.query('rollback');
        return { locked: false, published: 0, full: false, failed: false };
      }
      const { rows } = await db.query<RowRecord>(
        // Ordered by the bigint column, not by the text alias (where "10" < "9").
        `select id::text as id, kind, payload, created_at from outbox_message
         where published_at is null order by outbox_message.id limit $1`,
        [batchSize],
      );
      const done: string[] = [];
      let failure: { id: string; error: unknown } | undefined;
      for (const row of rows) {
        try {
          await publishRow(row);
        } catch (error) {
          // Stop here: later rows must not overtake this one.
          failure = { id: row.id, error };
          observer?.failed(row.kind);
          break;
        }
        done.push(row.id);
        observer?.published(row.kind, Date.now() - new Date(row.created_at).getTime());
        await afterPublish?.(
          { id: row.id, kind: row.kind, payload: row.payload, createdAt: row.created_at },
          done.length - 1,
        );
      }
      if (done.length > 0) {
        // A sensitive job's data (a token on its way into a link) does not stay here once it is in Redis.
        await db.query(
          `update outbox_message set published_at = now(),
             payload = case when payload->>'sensitive' = 'true' then jsonb_set(payload, '{data}', 'null') else payload end
           where id = any($1::bigint[])`,
          [done],
        );
      }
      if (failure) {
        await db.query(
          'update outbox_message set attempts = attempts + 1, last_error = $2 where id = $1::bigint',
          [failure.id, errorMessage(failure.error).slice(0, 2000)],
        );
      }
      await db.query('commit');
      if (failure) {
        logger.warn(
          { outboxId: failure.id, err: failure.error, published: done.length },
          'outbox relay: publish failed; the row stays queued and is retried',
        );
      }
      return { locked: true, published: done.length, full: rows.length === batchSize, failed: !!failure };
    } catch (error) {
      await db.query('rollback').catch(() => {});
      throw error;
    }
  };

  const prune = async (db: pg.Client) => {
    lastPrune = Date.now();
    const result = await db.query(
      `delete from outbox_message where published_at < now() - make_interval(secs => $1)`,
      [retentionMs / 1000],
    );
    if (result.rowCount) logger.info({ deleted: result.rowCount }, 'outbox relay: pruned published rows');
  };

  const pass = async (fromPoll: boolean): Promise<void> => {
    if (Date.now() < retryAt) return;
    try {
      const db = await connect();
      if (Date.now() - lastPrune >= pruneEveryMs) await prune(db);
      if (fromPoll && !dirty) {
        // An idle poll costs one indexed lookup, not a transaction.
        const pending = await db.query('select 1 from outbox_message where published_at is null limit 1');
        if (pending.rowCount === 0) return;
      }
      for (;;) {
        dirty = false;
        if (closed) return;
        const batch = await publishBatch(db);
        if (batch.failed) {
          failures += 1;
          retryAt = Date.now() + backoffDelayMs(failures, backoff);
          return;
        }
        failures = 0;
        // Another relay is publishing: it was woken too, and its own loop takes what is left.
        if (!batch.locked) return;
        if (!batch.full && !dirty) return;
      }
    } catch (error) {
      failures += 1;
      retryAt = Date.now() + backoffDelayMs(failures, backoff);
      logger.error({ err: error }, 'outbox relay: batch aborted; retrying');
    }
  };

  const run = (fromPoll: boolean): Promise<void> => {
    if (running) {
      dirty = true;
      return running;
    }
    running = pass(fromPoll).finally(() => {
      running = undefined;
      // A wake-up during the pass that the pass itself did not pick up.
      if (dirty && !closed && Date.now() >= retryAt) void run(false);
    });
    return running;
  };

  function wake() {
    if (!closed) void run(false);
  }

  const schedule = () => {
    if (closed) return;
    const wait = Math.max(pollMs, retryAt - Date.now());
    timer = setTimeout(() => {
      void run(true).finally(schedule);
    }, wait);
  };

  try {
    await connect();
  } catch (error) {
    // The database may come later: the poll connects then.
    logger.warn({ err: error }, 'outbox relay: cannot connect to the database yet');
  }
  logger.info({ listening }, 'outbox relay started');
  void run(false);
  schedule();

  return {
    get listening() {
      return listening;
    },
    async drain() {
      retryAt = 0;
      while (running) await running;
      await run(false);
      while (running) await running;
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      while (running) await running.catch(() => {});
      const last = client;
      client = undefined;
      await last?.end().catch(() => {});
    },
  };
}
