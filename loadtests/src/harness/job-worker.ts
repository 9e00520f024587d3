// One worker process of `bench:jobs` (started with child_process.fork): BullMQ Workers with a trivial
// processor, on one shared ioredis connection as workers/src/runtime.ts has them, driven over IPC. The
// producer is the parent process, as the gateway is a separate process from the workers in production.
//
// Times are process.hrtime (CLOCK_MONOTONIC, the same clock in every process of the machine), in
// microseconds: the parent stamps `sentAt` into the payload right before `queue.add`, the processor
// stamps its first line, and the difference is the pickup latency, with no clock skew to account for.
import { Worker, type Job, type WorkerOptions } from 'bullmq';
import { bullPrefix, createRedisConnection } from '@tradehub/db/queues';

export interface BenchJobData {
  /** process.hrtime in µs, taken by the producer right before adding the job (absent: not measured). */
  sentAt?: number;
}

/** The options the bench may set on a Worker (the rest is fixed: connection, prefix). */
export type BenchWorkerOptions = Pick<
  WorkerOptions,
  'concurrency' | 'drainDelay' | 'stalledInterval' | 'skipStalledCheck' | 'skipLockRenewal' | 'lockDuration'
>;

export type ToJobWorker =
  | { type: 'start'; queue: string; instances: number; options: BenchWorkerOptions }
  | { type: 'stop' }
  | { type: 'exit' };

export interface JobWorkerStats {
  /** Jobs whose processor started. */
  started: number;
  /** Jobs completed (the `completed` event: the result is stored in Redis). */
  completed: number;
  failed: number;
  /** First processor start and last completion, hrtime µs (NaN before the first job). */
  firstStartAt: number;
  lastCompletedAt: number;
  /** Processor start minus `sentAt`, µs, for the jobs that carried one. */
  pickupMicros: number[];
}

export type FromJobWorker =
  | { type: 'ready' }
  | { type: 'started' }
  | { type: 'progress'; completed: number; lastCompletedAt: number }
  | { type: 'stopped'; stats: JobWorkerStats }
  | { type: 'error'; message: string };

const nowMicros = () => Number(process.hrtime.bigint() / 1000n);

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisPrefix = process.env.REDIS_PREFIX;
if (!redisPrefix || !process.send) throw new Error('job-worker is forked by bench-jobs with REDIS_PREFIX');
const send = (message: FromJobWorker) => process.send!(message);

// One connection for every Worker of the process, as in the runtime (BullMQ duplicates it for the
// blocking BZPOPMIN connection of each Worker).
const connection = createRedisConnection(redisUrl, 'worker');
let workers: Worker[] = [];
let stats: JobWorkerStats = emptyStats();
let progressTimer: NodeJS.Timeout | undefined;

function emptyStats(): JobWorkerStats {
  return {
    started: 0,
    completed: 0,
    failed: 0,
    firstStartAt: NaN,
    lastCompletedAt: NaN,
    pickupMicros: [],
  };
}

/** The trivial processor: records when it started, does nothing else. */
async function processor(job: Job<BenchJobData>): Promise<void> {
  const startedAt = nowMicros();
  if (stats.started++ === 0) stats.firstStartAt = startedAt;
  if (job.data.sentAt !== undefined) stats.pickupMicros.push(startedAt - job.data.sentAt);
}

async function handle(message: ToJobWorker): Promise<void> {
  switch (message.type) {
    case 'start': {
      stats = emptyStats();
      workers = Array.from({ length: message.instances }, () => {
        const worker = new Worker<BenchJobData>(message.queue, processor, {
          ...message.options,
          connection,
          prefix: bullPrefix(redisPrefix!),
        });
        // The runtime listens to `completed` and `failed` on every worker (it logs them); so do we.
        worker.on('completed', () => {
          stats.completed++;
          stats.lastCompletedAt = nowMicros();
        });
        worker.on('failed', () => stats.failed++);
        worker.on('error', (error) => send({ type: 'error', message: error.message }));
        return worker;
      });
      await Promise.all(workers.map((worker) => worker.waitUntilReady()));
      let reported = -1;
      progressTimer = setInterval(() => {
        if (stats.completed === reported) return;
        reported = stats.completed;
        send({ type: 'progress', completed: stats.completed, lastCompletedAt: stats.lastCompletedAt });
      }, 50);
      send({ type: 'started' });
      return;
    }
    case 'stop':
      clearInterval(progressTimer);
      await Promise.all(workers.map((worker) => worker.close()));
      workers = [];
      send({ type: 'stopped', stats });
      return;
    case 'exit':
      clearInterval(progressTimer);
      await Promise.all(workers.map((worker) => worker.close()));
      await connection.quit();
      process.exit(0);
  }
}

process.on('message', (message: ToJobWorker) => {
  handle(message).catch((error: unknown) =>
    send({ type: 'error', message: error instanceof Error ? error.message : String(error) }),
  );
});
// The parent going away (Ctrl-C, a crash) ends this process too, also when it went while this one was
// still loading its modules (the `disconnect` event is then already past).
process.on('disconnect', () => process.exit(0));
if (!process.connected) process.exit(0);
send({ type: 'ready' });
