// `npm run bench:jobs`: the background-job side of TradeHub (BullMQ on Redis, the reports processor on
// PostgreSQL), measured on this machine against the local Redis and PostgreSQL, on a Redis key prefix and
// a database of its own:
//   1. pickup latency: single jobs enqueued at a steady BENCH_PICKUP_RATE per second for
//      BENCH_PICKUP_SECONDS into a queue served by one Worker with the production options (runtime.ts),
//      in another process; enqueue → processor start, p50/p99 (process.hrtime, one clock for both);
//   2. throughput: BENCH_JOBS trivial jobs added with addBulk in chunks of BENCH_JOBS_CHUNK, processed by
//      BENCH_WORKER_PROCESSES processes × one Worker of concurrency BENCH_JOBS_CONCURRENCY: end to end
//      (workers running while the jobs are added) and processing only (a queue filled first);
//   3. the risk report of an organisation with BENCH_REPORT_PAYMENTS payments: the real migrations, the
//      demo seed grown to that many payments, then the real reports processor (computeDashboard, charts,
//      PDF, XLSX, files) behind a real BullMQ Worker, once per language of BENCH_REPORT_LANGUAGES (default
//      en,zh: English draws with the PDF's standard Helvetica, Chinese embeds a Noto Sans SC subset).
// Prints one table against the targets; everything it created is removed at the end, on failure and on
// Ctrl-C. Exits 0 when every target passes, 1 when one fails, 2 when the run itself failed.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Queue, Worker, type Processor, type WorkerOptions } from 'bullmq';
import type { RedisClient } from '@tradehub/db/queues';
import type { Broadcaster } from '@tradehub/db/domain';
import { pino } from 'pino';
import { createTestDatabase } from '../../infra/test-support/test-database.js';
import { createTestRedisPrefix } from '../../infra/test-support/test-redis.js';
import { Cleanup } from './harness/cleanup.js';
import type { BenchJobData, BenchWorkerOptions, JobWorkerStats } from './harness/job-worker.js';
import { forkJobWorker, type JobWorkerProcess } from './harness/job-workers.js';
import { insertReport, seedReportData } from './harness/report-data.js';
import { printTable, verdict, type Row } from './harness/report.js';
import { migrate, sleep } from './harness/stack.js';
import { percentile } from './harness/tick-recorder.js';

const TARGET_PICKUP_P99_MS = 10;
const TARGET_JOBS_PER_SECOND = 3_000;
const TARGET_REPORT_SECONDS = 3;

/**
 * The Worker options of workers/src/runtime.ts (keep in step): concurrency 4 on every queue but `ai` (16),
 * one shared connection; lockDuration and stalledInterval from QUEUE_LOCK_MS and QUEUE_STALLED_INTERVAL_MS,
 * whose defaults (30 s) are BullMQ's; BullMQ's defaults for the rest (drainDelay 5 s, …).
 */
const PRODUCTION_WORKER_OPTIONS: BenchWorkerOptions = { concurrency: 4 };

const readSettings = () => ({
  pickupRate: positiveInteger('BENCH_PICKUP_RATE', 200),
  pickupSeconds: positiveInteger('BENCH_PICKUP_SECONDS', 10),
  jobs: positiveInteger('BENCH_JOBS', 30_000),
  chunk: positiveInteger('BENCH_JOBS_CHUNK', 1_000),
  workerProcesses: positiveInteger('BENCH_WORKER_PROCESSES', 2),
  concurrency: positiveInteger('BENCH_JOBS_CONCURRENCY', 32),
  payments: positiveInteger('BENCH_REPORT_PAYMENTS', 10_000),
  suppliers: positiveInteger('BENCH_REPORT_SUPPLIERS', 50),
  reportRange: process.env.BENCH_REPORT_RANGE ?? '90d',
  reportLanguages: (process.env.BENCH_REPORT_LANGUAGES ?? 'en,zh')
    .split(',')
    .map((language) => language.trim()),
  /** JSON merged over the production Worker options, to try a change (e.g. '{"drainDelay":1}'). */
  workerOverrides: JSON.parse(process.env.BENCH_WORKER_OPTIONS ?? '{}') as BenchWorkerOptions,
  /**
   * JSON of a Worker option change to compare with (e.g. '{"drainDelay":1}'): adds an A/B pickup run,
   * both variants measured at the same time (jobs alternated between two queues and worker processes),
   * so both see the same machine noise.
   */
  compareOverrides: process.env.BENCH_COMPARE_OPTIONS
    ? (JSON.parse(process.env.BENCH_COMPARE_OPTIONS) as BenchWorkerOptions)
    : undefined,
  phases: new Set((process.env.BENCH_PHASES ?? 'pickup,throughput,report').split(',').map((p) => p.trim())),
});
let settings: ReturnType<typeof readSettings>;

const nowMicros = () => Number(process.hrtime.bigint() / 1000n);
const ms = (micros: number) => (Number.isFinite(micros) ? `${(micros / 1000).toFixed(2)} ms` : 'n/a');
const perSecond = (count: number, micros: number) => (count * 1e6) / micros;
const rate = (value: number) => `${Math.round(value).toLocaleString('en-US')} jobs/s`;

const cleanup = new Cleanup();

interface Stack {
  redisUrl: string;
  redisPrefix: string;
  env: NodeJS.ProcessEnv;
  workers: JobWorkerProcess[];
  workerOptions: BenchWorkerOptions;
}

async function main(): Promise<number> {
  settings = readSettings();
  cleanup.onSignals();
  const workerOptions = { ...PRODUCTION_WORKER_OPTIONS, ...settings.workerOverrides };
  const overridden = Object.keys(settings.workerOverrides).length > 0;
  console.log(
    `[bench:jobs] Worker options ${JSON.stringify(workerOptions)}${overridden ? ' (BENCH_WORKER_OPTIONS)' : ' (as in runtime.ts)'}; ` +
      `phases: ${[...settings.phases].join(', ')}`,
  );
  const loadAtStart = os.loadavg()[0]!;

  const redis = createTestRedisPrefix('bench-jobs');
  cleanup.add('redis keys', () => redis.cleanup());
  const env = {
    PATH: process.env.PATH,
    REDIS_URL: redis.url,
    REDIS_PREFIX: redis.prefix,
    SESSION_SECRET: `bench-${'x'.repeat(40)}`,
    LOG_LEVEL: 'warn',
  };
  const workers: JobWorkerProcess[] = [];
  cleanup.add('worker processes', async () => {
    await Promise.all(workers.map((worker) => worker.exit()));
  });
  const stack: Stack = { redisUrl: redis.url, redisPrefix: redis.prefix, env, workers, workerOptions };

  const { createRedisConnection } = await import('@tradehub/db/queues');
  // The gateway's producer connection: fails fast rather than queueing commands while Redis is away.
  const producer = createRedisConnection(redis.url, 'producer');
  cleanup.add('producer connection', () => void producer.disconnect());

  const rows: Row[] = [];
  if (settings.phases.has('pickup')) rows.push(...(await measurePickup(stack, producer)));
  if (settings.phases.has('throughput')) rows.push(...(await measureThroughput(stack, producer)));
  if (settings.phases.has('report')) rows.push(...(await measureReport(stack)));

  rows.push({
    measure: 'machine load, 1-min average',
    value: `${loadAtStart.toFixed(2)} → ${os.loadavg()[0]!.toFixed(2)}`,
    target: `${os.availableParallelism()} CPUs`,
  });
  printTable(
    `bench:jobs — BullMQ ${JSON.stringify(workerOptions)}, Redis and PostgreSQL on this machine`,
    rows,
  );
  return rows.some((row) => row.verdict === 'FAIL') ? 1 : 0;
}

/** Forks worker processes until there are `count` of them. */
async function ensureWorkers(stack: Stack, count: number): Promise<JobWorkerProcess[]> {
  while (stack.workers.length < count) {
    const worker = await forkJobWorker(stack.env);
    // Interrupted while it started: the cleanup already ran past the worker processes.
    if (cleanup.started) {
      await worker.exit();
      throw new Error('interrupted');
    }
    stack.workers.push(worker);
  }
  return stack.workers.slice(0, count);
}

/** The queue of a bench phase, with the retention of the production queues (queues.ts). */
async function benchQueue(stack: Stack, producer: RedisClient, name: string): Promise<Queue<BenchJobData>> {
  const { bullPrefix, DEFAULT_JOB_OPTIONS } = await import('@tradehub/db/queues');
  const queue = new Queue<BenchJobData>(name, {
    connection: producer,
    prefix: bullPrefix(stack.redisPrefix),
    defaultJobOptions: DEFAULT_JOB_OPTIONS.risk,
  });
  cleanup.add(`queue ${name}`, () => queue.close());
  await queue.waitUntilReady();
  return queue;
}

/** Resolves once the workers together have completed `total` jobs. */
async function waitForCompleted(workers: JobWorkerProcess[], total: number, timeoutMs = 300_000) {
  const deadline = Date.now() + timeoutMs;
  const done = () => workers.reduce((sum, worker) => sum + worker.completed, 0);
  while (done() < total) {
    if (Date.now() > deadline) throw new Error(`only ${done()} of ${total} jobs completed in time`);
    await sleep(20);
  }
}

// 1. Pickup latency ------------------------------------------------------------------------------------

async function measurePickup(stack: Stack, producer: RedisClient): Promise<Row[]> {
  const { pickupRate, pickupSeconds } = settings;
  const [worker] = await ensureWorkers(stack, 1);
  const queue = await benchQueue(stack, producer, 'bench-pickup');
  const total = pickupRate * pickupSeconds;
  const rows: Row[] = [];
  for (const run of [1, 2]) {
    console.log(`[bench:jobs] pickup, run ${run}: ${pickupRate} jobs/s for ${pickupSeconds} s…`);
    await worker!.start('bench-pickup', 1, stack.workerOptions);
    // One second unmeasured first: connections, JIT, the worker's first BZPOPMIN.
    await addSteadily([queue], pickupRate, pickupRate, false);
    await waitForCompleted([worker!], pickupRate);
    await worker!.stop();
    await worker!.start('bench-pickup', 1, stack.workerOptions);
    const addMicros = await addSteadily([queue], pickupRate, total, true);
    await waitForCompleted([worker!], total);
    const stats = await worker!.stop();
    const pickup = Float64Array.from(stats.pickupMicros).sort();
    const adds = Float64Array.from(addMicros).sort();
    const p99 = percentile(pickup, 99);
    rows.push(
      {
        measure: `pickup, enqueue → processor start, p50 / p99 (run ${run})`,
        value: `${ms(percentile(pickup, 50))} / ${ms(p99)}`,
        target: `p99 ≤ ${TARGET_PICKUP_P99_MS} ms`,
        verdict: verdict(pickup.length === total && p99 <= TARGET_PICKUP_P99_MS * 1000),
      },
      {
        measure: `  p95 / max; jobs measured`,
        value: `${ms(percentile(pickup, 95))} / ${ms(pickup[pickup.length - 1] ?? NaN)}; ${pickup.length} of ${total}`,
        target: `${pickupRate}/s for ${pickupSeconds} s`,
      },
      {
        measure: `  queue.add() round trip, p50 / p99`,
        value: `${ms(percentile(adds, 50))} / ${ms(percentile(adds, 99))}`,
      },
    );
  }
  if (settings.compareOverrides)
    rows.push(...(await comparePickup(stack, producer, settings.compareOverrides)));
  return rows;
}

/** A/B: the current options and the same with `change`, fed alternately at once, twice. */
async function comparePickup(
  stack: Stack,
  producer: RedisClient,
  change: BenchWorkerOptions,
): Promise<Row[]> {
  const { pickupRate, pickupSeconds } = settings;
  const [workerA, workerB] = await ensureWorkers(stack, 2);
  const queues = [
    await benchQueue(stack, producer, 'bench-pickup-a'),
    await benchQueue(stack, producer, 'bench-pickup-b'),
  ];
  const variants = [
    { worker: workerA!, queue: 'bench-pickup-a', options: stack.workerOptions },
    { worker: workerB!, queue: 'bench-pickup-b', options: { ...stack.workerOptions, ...change } },
  ];
  const total = pickupRate * pickupSeconds;
  const rows: Row[] = [];
  for (const run of [1, 2]) {
    console.log(
      `[bench:jobs] pickup A/B, run ${run}: ${JSON.stringify(change)} against the current options…`,
    );
    await Promise.all(variants.map((variant) => variant.worker.start(variant.queue, 1, variant.options)));
    await addSteadily(queues, 2 * pickupRate, 2 * pickupRate, false);
    await waitForCompleted([workerA!], pickupRate);
    await waitForCompleted([workerB!], pickupRate);
    await Promise.all(variants.map((variant) => variant.worker.stop()));
    await Promise.all(variants.map((variant) => variant.worker.start(variant.queue, 1, variant.options)));
    await addSteadily(queues, 2 * pickupRate, 2 * total, true);
    await waitForCompleted([workerA!], total);
    await waitForCompleted([workerB!], total);
    for (const [index, variant] of variants.entries()) {
      const pickup = Float64Array.from((await variant.worker.stop()).pickupMicros).sort();
      rows.push({
        measure: `  A/B run ${run}: ${index === 0 ? 'current' : 'changed'} ${JSON.stringify(variant.options)}`,
        value: `p50 ${ms(percentile(pickup, 50))}, p95 ${ms(percentile(pickup, 95))}, p99 ${ms(percentile(pickup, 99))}`,
        target: `${pickup.length} jobs, ${pickupRate}/s each`,
      });
    }
  }
  return rows;
}

/**
 * Adds `total` single jobs at `perSecond`, on a schedule (no drift), round-robin over `queues`; returns
 * each add()'s duration, µs.
 */
async function addSteadily(
  queues: Queue<BenchJobData>[],
  perSecond: number,
  total: number,
  measured: boolean,
): Promise<number[]> {
  const intervalMs = 1000 / perSecond;
  const durations: number[] = [];
  const pending: Promise<unknown>[] = [];
  const start = performance.now();
  for (let i = 0; i < total; i++) {
    const wait = start + i * intervalMs - performance.now();
    if (wait >= 1) await sleep(wait);
    const sentAt = nowMicros();
    pending.push(
      queues[i % queues.length]!.add('pickup', measured ? { sentAt } : {}).then(
        () => void durations.push(nowMicros() - sentAt),
      ),
    );
  }
  await Promise.all(pending);
  return durations;
}

// 2. Throughput ----------------------------------------------------------------------------------------

async function measureThroughput(stack: Stack, producer: RedisClient): Promise<Row[]> {
  const { jobs, chunk, workerProcesses, concurrency } = settings;
  const workers = await ensureWorkers(stack, workerProcesses);
  const options = { ...stack.workerOptions, concurrency };
  const shape = `${workerProcesses} process${workerProcesses > 1 ? 'es' : ''} × concurrency ${concurrency}`;
  const rows: Row[] = [];
  for (const run of [1, 2]) {
    // End to end: the workers wait on an empty queue; the clock runs from the first addBulk to the last
    // completion.
    console.log(`[bench:jobs] throughput, run ${run}: ${jobs} jobs end to end (${shape})…`);
    const e2eQueue = await benchQueue(stack, producer, `bench-e2e-${run}`);
    await Promise.all(workers.map((worker) => worker.start(`bench-e2e-${run}`, 1, options)));
    const startedAt = nowMicros();
    await addInChunks(e2eQueue, jobs, chunk);
    const enqueuedAt = nowMicros();
    await waitForCompleted(workers, jobs);
    const e2eStats = await Promise.all(workers.map((worker) => worker.stop()));
    const e2eEnd = Math.max(...e2eStats.map((stats) => stats.lastCompletedAt));
    const e2eRate = perSecond(jobs, e2eEnd - startedAt);

    // Processing only: the queue is filled first, then the workers start; the clock runs from the first
    // processor start to the last completion.
    console.log(`[bench:jobs] throughput, run ${run}: ${jobs} jobs processing only…`);
    const drainQueue = await benchQueue(stack, producer, `bench-drain-${run}`);
    await addInChunks(drainQueue, jobs, chunk);
    await Promise.all(workers.map((worker) => worker.start(`bench-drain-${run}`, 1, options)));
    await waitForCompleted(workers, jobs);
    const drainStats = await Promise.all(workers.map((worker) => worker.stop()));
    const drainRate = processingRate(drainStats, jobs);
    const failed = [...e2eStats, ...drainStats].reduce((sum, stats) => sum + stats.failed, 0);

    rows.push(
      {
        measure: `throughput, end to end (run ${run}, ${shape})`,
        value: rate(e2eRate),
        target: `≥ ${rate(TARGET_JOBS_PER_SECOND)}`,
        verdict: verdict(e2eRate >= TARGET_JOBS_PER_SECOND && failed === 0),
      },
      {
        measure: `  addBulk alone (${Math.ceil(jobs / chunk)} × ${chunk})`,
        value: rate(perSecond(jobs, enqueuedAt - startedAt)),
      },
      {
        measure: `throughput, processing only (run ${run})`,
        value: rate(drainRate),
        target: `≥ ${rate(TARGET_JOBS_PER_SECOND)}`,
        verdict: verdict(drainRate >= TARGET_JOBS_PER_SECOND && failed === 0),
      },
    );
    // The completed jobs BullMQ keeps (1,000 per queue) are not needed any more.
    await e2eQueue.obliterate({ force: true });
    await drainQueue.obliterate({ force: true });
  }
  return rows;
}

async function addInChunks(queue: Queue<BenchJobData>, total: number, chunk: number): Promise<void> {
  for (let added = 0; added < total; added += chunk) {
    const size = Math.min(chunk, total - added);
    await queue.addBulk(Array.from({ length: size }, () => ({ name: 'throughput', data: {} })));
  }
}

function processingRate(stats: JobWorkerStats[], jobs: number): number {
  const first = Math.min(...stats.map((part) => part.firstStartAt).filter(Number.isFinite));
  const last = Math.max(...stats.map((part) => part.lastCompletedAt).filter(Number.isFinite));
  return perSecond(jobs, last - first);
}

// 3. The risk report of an organisation with 10,000 payments -------------------------------------------

async function measureReport(stack: Stack): Promise<Row[]> {
  const { payments, suppliers, reportRange, reportLanguages } = settings;
  const database = await createTestDatabase('bench_jobs');
  cleanup.add('database', () => database.drop());
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tradehub-bench-jobs-'));
  cleanup.add('data directory', () => rmSync(dataDir, { recursive: true, force: true }));

  console.log(`[bench:jobs] report: migrating ${database.name}, seeding ${payments} payments…`);
  await migrate({ ...stack.env, DATABASE_URL: database.url, DATA_DIR: dataDir });
  const seedStarted = performance.now();
  const data = await seedReportData(database.url, { payments, suppliers });
  const seedSeconds = (performance.now() - seedStarted) / 1000;

  const db = await import('@tradehub/db');
  const workersPackage = await import('@tradehub/workers');
  const queues = await import('@tradehub/db/queues');
  const domain = await import('@tradehub/db/domain');
  const { createReportsProcessor } = workersPackage;
  const { bullPrefix, createRedisConnection } = queues;
  const { computeDashboard } = domain;
  // As the runtime builds it: one ORM (pool of 5), one worker connection, the Redis emitter.
  const orm = await db.initOrm(db.createOrmConfig({ clientUrl: database.url, poolMax: 5 }));
  cleanup.add('orm', () => orm.close());
  const connection = createRedisConnection(stack.redisUrl, 'worker');
  cleanup.add('report worker connection', () => void connection.disconnect());
  const emitter = workersPackage.createRealtimeEmitter(connection, stack.redisPrefix);

  // Wrapped to time the steps: the computation, and each progress update the processor pushes.
  let dashboardMs = 0;
  let progress: { progress: number; at: number }[] = [];
  const broadcaster: Broadcaster = {
    to(room) {
      const target = emitter.to(room);
      return {
        emit(event, ...args) {
          if (event === 'report:updated')
            progress.push({ progress: (args[0] as { progress: number }).progress, at: performance.now() });
          return (target.emit as (...all: unknown[]) => unknown)(event, ...args);
        },
      };
    },
  };
  const processor = createReportsProcessor({
    orm,
    dataDir,
    broadcaster,
    logger: pino({ level: 'silent' }),
    computeDashboard: async (...args) => {
      const started = performance.now();
      try {
        return await computeDashboard(...args);
      } finally {
        dashboardMs = performance.now() - started;
      }
    },
  });
  const workerOptions: WorkerOptions = {
    ...stack.workerOptions,
    connection,
    prefix: bullPrefix(stack.redisPrefix),
  };
  const worker = new Worker('reports', processor as Processor, workerOptions);
  cleanup.add('reports worker', () => worker.close());
  const outcomes = new Map<string, (result: { ok: boolean; detail: string }) => void>();
  worker.on('completed', (job, result: { status: string }) =>
    outcomes.get(job.id!)?.({ ok: result.status === 'completed', detail: JSON.stringify(result) }),
  );
  worker.on('failed', (job, error) => job && outcomes.get(job.id!)?.({ ok: false, detail: error.message }));
  // The gateway's side: a producer connection and the typed queue POST /api/reports adds to.
  const producer = createRedisConnection(stack.redisUrl, 'producer');
  cleanup.add('reports producer connection', () => void producer.disconnect());
  const reportsQueue = new queues.TypedQueue('reports', {
    connection: producer,
    prefix: stack.redisPrefix,
  });
  cleanup.add('reports queue', () => reportsQueue.close());
  await worker.waitUntilReady();

  const rows: Row[] = [
    {
      measure: `report data: payments / suppliers / hourly FX bars`,
      value: `${data.payments.toLocaleString('en-US')} / ${data.suppliers} / ${data.fxBars.toLocaleString('en-US')}`,
      target: `inserted in ${seedSeconds.toFixed(1)} s`,
    },
    {
      // The 90-day rate sampling query is estimated far above jit_above_cost: with jit on, PostgreSQL
      // spends most of the dashboard step compiling it (measured in 2026-11; loadtests/README.md's git history).
      measure: `  PostgreSQL jit (PGOPTIONS='-c jit=off' to turn it off for a run)`,
      value: data.jit,
    },
  ];
  // One run per language (BENCH_REPORT_LANGUAGES, default English then Chinese): the font's cost is the
  // difference, English drawing with the PDF's standard Helvetica and Chinese embedding its Noto subset.
  for (const [index, language] of reportLanguages.entries()) {
    const run = `${index + 1}, ${language}`;
    console.log(`[bench:jobs] report, run ${run}: ${reportRange} risk report…`);
    const reportId = await insertReport(database.url, { ...data, range: reportRange, language });
    // Any id unique to the run: the outcome is matched to the job by it.
    const jobId = `bench-report-${reportId}`;
    progress = [];
    dashboardMs = 0;
    const outcome = new Promise<{ ok: boolean; detail: string }>((resolve) => outcomes.set(jobId, resolve));
    const startedAt = performance.now();
    await reportsQueue.add('build-risk-report', { reportId }, { jobId });
    const result = await outcome;
    const seconds = (performance.now() - startedAt) / 1000;
    if (!result.ok) throw new Error(`the report build failed: ${result.detail}`);

    const report = await orm.em.fork().findOneOrFail(db.Report, { id: reportId });
    const size = (key: string | null | undefined) =>
      key ? `${(statSync(path.join(dataDir, key)).size / 1024).toFixed(0)} KB` : 'n/a';
    rows.push(
      {
        measure: `risk report, ${data.payments.toLocaleString('en-US')} payments, ${reportRange} (run ${run}), enqueue → completed`,
        value: `${seconds.toFixed(2)} s`,
        target: `≤ ${TARGET_REPORT_SECONDS} s`,
        verdict: verdict(seconds <= TARGET_REPORT_SECONDS),
      },
      {
        measure: `  steps: dashboard / charts / PDF / XLSX / save`,
        value: `${stepTimes(progress, dashboardMs, startedAt + seconds * 1000)}`,
      },
      { measure: `  files: PDF / XLSX`, value: `${size(report.pdfKey)} / ${size(report.xlsxKey)}` },
    );
  }
  return rows;
}

/**
 * The processor pushes progress 5 (running), 10 (computed), 40 (charts), 70 (PDF), 90 (XLSX), 100 (saved,
 * completed): the time between two pushes is the step that ended at the second. The first step's time
 * includes reading the organisation and its alerts besides the dashboard computation.
 */
function stepTimes(
  pushes: { progress: number; at: number }[],
  dashboardMs: number,
  completedAt: number,
): string {
  // The completed state (100) is an outbox row, not a push: the job's end stands for it.
  const at = (value: number) =>
    pushes.find((push) => push.progress === value)?.at ?? (value === 100 ? completedAt : NaN);
  const between = (from: number, to: number) => `${(at(to) - at(from)).toFixed(0)}`;
  return (
    `${dashboardMs.toFixed(0)} / ${between(10, 40)} / ${between(40, 70)} / ${between(70, 90)} / ` +
    `${between(90, 100)} ms`
  );
}

function positiveInteger(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer`);
  return value;
}

main()
  .then(async (code) => {
    await cleanup.run();
    process.exit(code);
  })
  .catch(async (error: unknown) => {
    console.error('[bench:jobs] failed:', error instanceof Error ? error.message : error);
    await cleanup.run();
    process.exit(2);
  });
