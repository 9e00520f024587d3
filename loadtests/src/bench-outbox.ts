// `npm run bench:outbox`: how long a socket push written to the transactional outbox takes to reach a
// browser, commit → event received, on the machine's PostgreSQL and on the embedded database (the PostgreSQL
// server from npm that `npm start` runs when nothing is configured, db/src/embedded). For each database, on
// a database (or an embedded data directory) and a Redis key prefix of its own:
//   1. migrates it, seeds the demo workspace, starts a gateway (socket.io with the Redis adapter) and the
//      outbox relay in a process of its own, as the workers run it (harness/outbox-relay-process.ts);
//   2. signs in as a demo member and connects one socket.io client (WebSocket, the session cookie), which
//      the gateway joins to the member's `user:<id>` room;
//   3. at rest: BENCH_REST_SAMPLES transactions, one every BENCH_REST_INTERVAL_MS; under load: BENCH_RATE
//      transactions per second for BENCH_LOAD_SECONDS. Each is a MikroORM transaction that writes one
//      `pushSocket` row (`supplier:changed` to the member's room, its id carrying the sample's number),
//      as a domain command does; the latency runs from the commit resolving in the harness to the event
//      arriving at the client (one process, one clock). Every push must arrive exactly once;
//   4. the floor, in the same window (the two take turns, each at the full rate): the same client
//      receiving the same event emitted directly through @socket.io/redis-emitter (the workers' emitter,
//      no outbox, no database): what Redis, the adapter, the gateway and the client cost by themselves,
//      under the same machine noise. Each outbox p99 is also shown as its excess over the floor's p99.
// Prints one table against the targets (p99 ≤ 30 ms on PostgreSQL, ≤ 100 ms embedded, every push once);
// everything it created is removed at the end, on failure and on Ctrl-C. Exits 0 when every target
// passes, 1 when one fails, 2 when the run itself failed.
// BENCH_DATABASES=postgres (or embedded) measures only one of them.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { rooms, type ClientToServerEvents, type ServerToClientEvents } from '@tradehub/contract';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { createTestDatabase } from '../../infra/test-support/test-database.js';
import { pushSocket } from '../../infra/test-support/outbox-writer.js';
import { createTestRedisPrefix } from '../../infra/test-support/test-redis.js';
import { Cleanup } from './harness/cleanup.js';
import { BENCH_MEMBER, seedDemoWithMemberPassword, signIn } from './harness/demo-member.js';
import { printTable, verdict, type Row } from './harness/report.js';
import { migrate, sleep, waitUntilReady, type ServerProcess } from './harness/stack.js';
import { startSupervisedServer } from './harness/supervised-server.js';
import { percentile } from './harness/tick-recorder.js';
import { freePort } from '../../infra/test-support/product-process.js';

type DatabaseKind = 'postgres' | 'embedded';

const TARGET_P99_MS: Record<DatabaseKind, number> = { postgres: 30, embedded: 100 };
const DATABASE_NAMES: Record<DatabaseKind, string> = {
  postgres: 'PostgreSQL',
  embedded: 'embedded PostgreSQL',
};
const EVENT = 'supplier:changed';
const HARNESS_DIST = 'loadtests/dist/loadtests/src/harness';

const positiveInteger = (name: string, fallback: number): number => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number`);
  return value;
};

const readSettings = () => ({
  restSamples: positiveInteger('BENCH_REST_SAMPLES', 200),
  restIntervalMs: positiveInteger('BENCH_REST_INTERVAL_MS', 50),
  rate: positiveInteger('BENCH_RATE', 200),
  loadSeconds: positiveInteger('BENCH_LOAD_SECONDS', 10),
  /** How long to wait, after the last commit, for pushes still on their way (the relay polls every 1 s). */
  settleMs: positiveInteger('BENCH_SETTLE_MS', 3_000),
  databases: (process.env.BENCH_DATABASES ?? 'postgres,embedded')
    .split(',')
    .map((kind) => kind.trim())
    .filter((kind): kind is DatabaseKind => {
      if (kind === 'postgres' || kind === 'embedded') return true;
      throw new Error(`BENCH_DATABASES: unknown database ${kind} (postgres, embedded)`);
    }),
});
let settings: ReturnType<typeof readSettings>;

const cleanup = new Cleanup();

interface Stack {
  kind: DatabaseKind;
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
  relayListening: boolean;
  /** The member's `user:<id>` room, which the client is in. */
  room: string;
  client: BenchClient;
}

async function main(): Promise<number> {
  settings = readSettings();
  cleanup.onSignals();
  const loadAtStart = os.loadavg()[0]!;
  const rows: Row[] = [];
  for (const kind of settings.databases) {
    const stack = await startStack(kind);
    console.log(
      `[bench:outbox] ${DATABASE_NAMES[kind]}: stack up, relay ${stack.relayListening ? 'woken by LISTEN/NOTIFY' : 'not listening: polling every second'}`,
    );
    rows.push(...(await measure(stack)));
    await stopStack();
  }
  rows.push({
    measure: 'machine load, 1-min average',
    value: `${loadAtStart.toFixed(2)} → ${os.loadavg()[0]!.toFixed(2)}`,
    target: `${os.availableParallelism()} CPUs`,
  });
  printTable(
    `bench:outbox — commit → socket.io client, one client in a user room; at rest ${settings.restSamples} × 1 per ` +
      `${settings.restIntervalMs} ms, under load ${settings.rate}/s for ${settings.loadSeconds} s`,
    rows,
  );
  return rows.some((row) => row.verdict === 'FAIL') ? 1 : 0;
}

/** Undo steps registered since the stack started: run them now, so the next stack has the machine. */
let stackCleanup: Cleanup | undefined;

async function stopStack(): Promise<void> {
  await stackCleanup?.run();
  stackCleanup = undefined;
}

async function startStack(kind: DatabaseKind): Promise<Stack> {
  const local = new Cleanup();
  stackCleanup = local;
  cleanup.add(`the ${kind} stack`, () => local.run());

  const redis = createTestRedisPrefix(`bench-outbox-${kind}`);
  local.add(`delete Redis keys ${redis.prefix}*`, () => redis.cleanup());
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `tradehub-bench-outbox-${kind}-`));
  local.add(`remove ${dataDir}`, () => rmSync(dataDir, { recursive: true, force: true }));
  // A port the kernel says is free (a random one in a range once landed on epmd's 4369).
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const common: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    // Production needs a mail server; the benchmarks send no mail (a mail job would fail and be retried).
    SMTP_URL: 'smtp://127.0.0.1:9',
    REDIS_URL: redis.url,
    REDIS_PREFIX: redis.prefix,
    SESSION_SECRET: `bench-${'x'.repeat(40)}`,
    DATA_DIR: dataDir,
  };

  let databaseUrl: string;
  if (kind === 'postgres') {
    const database = await createTestDatabase('bench_outbox');
    local.add(`drop database ${database.name}`, () => database.drop());
    databaseUrl = database.url;
  } else {
    const server = startSupervisedServer(
      local,
      'embedded PostgreSQL',
      `${HARNESS_DIST}/embedded-postgres-server.js`,
      { ...common, EMBEDDED_DATA_DIR: dataDir },
    );
    databaseUrl = await waitForLine(server, /^EMBEDDED_DATABASE_URL (\S+)/);
  }
  const env = { ...common, DATABASE_URL: databaseUrl };
  await migrate(env);
  await seedDemoWithMemberPassword(databaseUrl);

  const relay = startSupervisedServer(local, 'outbox relay', `${HARNESS_DIST}/outbox-relay-process.js`, env);
  const relayListening = (await waitForLine(relay, /^OUTBOX_RELAY_READY listening=(\w+)/)) === 'true';
  const gateway = startSupervisedServer(local, 'gateway', 'gateway/dist/main.js', {
    ...env,
    HOST: '127.0.0.1',
    PORT: String(port),
    APP_URL: baseUrl,
  });
  await waitUntilReady(baseUrl, gateway);

  const room = rooms.user(await memberId(databaseUrl));
  const client = await connectClient(baseUrl, await signIn(baseUrl));
  local.add('disconnect the client', () => client.close());
  return { kind, databaseUrl, redisUrl: redis.url, redisPrefix: redis.prefix, relayListening, room, client };
}

async function memberId(databaseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>('select id from user_profile where email = $1', [
      BENCH_MEMBER.email,
    ]);
    if (!rows[0]) throw new Error(`the demo member ${BENCH_MEMBER.email} is not in the database`);
    return rows[0].id;
  } finally {
    await client.end();
  }
}

/** Waits until a process prints a line matching `pattern`; returns its first group. */
async function waitForLine(server: ServerProcess, pattern: RegExp, timeoutMs = 60_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const line of server.output().split('\n')) {
      const match = pattern.exec(line);
      if (match?.[1]) return match[1];
    }
    await sleep(50);
  }
  throw new Error(
    `${server.name} did not print ${pattern} within ${timeoutMs / 1000} s:\n${server.output()}`,
  );
}

// ---- the client --------------------------------------------------------------------------------------

/** What the client is recording: pushes whose id is `<tag>:<sample number>`. */
interface Recording {
  receivedAt: Float64Array;
  receipts: Uint16Array;
  received: number;
}

interface BenchClient {
  /** Records pushes whose id starts with `tag:` (undefined: stops recording them). */
  record(tag: string, recording: Recording | undefined): void;
  close(): Promise<void>;
}

async function connectClient(baseUrl: string, cookie: string): Promise<BenchClient> {
  const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io(baseUrl, {
    path: '/socket.io',
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    extraHeaders: { cookie },
  });
  const recordings = new Map<string, Recording>();
  let disconnects = 0;
  socket.on(EVENT, ({ supplierId }) => {
    const now = performance.now();
    const separator = supplierId.indexOf(':');
    const recording = recordings.get(supplierId.slice(0, separator));
    if (!recording) return;
    const index = Number(supplierId.slice(separator + 1));
    if (!(index >= 0 && index < recording.receipts.length)) return;
    const receipts = recording.receipts[index] ?? 0;
    recording.receipts[index] = receipts + 1;
    if (receipts === 0) {
      recording.receivedAt[index] = now;
      recording.received++;
    }
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  socket.on('disconnect', (reason) => {
    if (reason !== 'io client disconnect') disconnects++;
  });
  return {
    record(tag, recording) {
      if (disconnects > 0) throw new Error('the client was disconnected during the run');
      if (recording) recordings.set(tag, recording);
      else recordings.delete(tag);
    },
    async close() {
      socket.disconnect();
      await sleep(100);
    },
  };
}

// ---- measuring ---------------------------------------------------------------------------------------

/** One way of pushing: resolves with the time (performance.now()) the latency is measured from. */
type Send = (id: string) => Promise<number>;

interface PhaseResult {
  sent: number;
  failed: number;
  firstError?: string;
  received: number;
  duplicates: number;
  /** Reference time (commit resolved, or emit) → received, ms, sorted. */
  latencies: Float64Array;
  /** How long each send took before its reference time (the commit itself), ms, sorted. */
  sendDurations: Float64Array;
  /** Sends per second actually achieved. */
  rate: number;
}

let phaseCounter = 0;

/**
 * Sends `count` pushes through each of `senders`, each sender one every `intervalMs` on a fixed schedule
 * (a late send does not push the next ones back; the senders take turns, offset by intervalMs / senders),
 * none waiting for the previous one. The senders run in the same window, so they see the same machine.
 */
async function runPhase(client: BenchClient, count: number, intervalMs: number, senders: Send[]) {
  const lanes = senders.map((send) => {
    const tag = `bench${phaseCounter++}`;
    const recording: Recording = {
      receivedAt: new Float64Array(count).fill(NaN),
      receipts: new Uint16Array(count),
      received: 0,
    };
    client.record(tag, recording);
    return {
      send,
      tag,
      recording,
      startedAt: new Float64Array(count).fill(NaN),
      sentAt: new Float64Array(count).fill(NaN),
      failed: 0,
      firstError: undefined as string | undefined,
    };
  });
  const sends: Promise<void>[] = [];
  const start = performance.now();
  for (let slot = 0; slot < count * lanes.length; slot++) {
    const index = Math.floor(slot / lanes.length);
    const lane = lanes[slot % lanes.length]!;
    const wait = start + (slot * intervalMs) / lanes.length - performance.now();
    if (wait >= 1) await sleep(wait);
    lane.startedAt[index] = performance.now();
    sends.push(
      lane.send(`${lane.tag}:${index}`).then(
        (reference) => {
          lane.sentAt[index] = reference;
        },
        (error: unknown) => {
          lane.failed++;
          lane.firstError ??= error instanceof Error ? error.message : String(error);
        },
      ),
    );
  }
  await Promise.all(sends);
  const elapsed = performance.now() - start;
  const deadline = performance.now() + settings.settleMs;
  const waiting = () => lanes.some((lane) => lane.recording.received < count - lane.failed);
  while (waiting() && performance.now() < deadline) await sleep(20);
  // A duplicate would follow its first copy closely: give it a moment.
  await sleep(300);

  return lanes.map((lane): PhaseResult => {
    client.record(lane.tag, undefined);
    const latencies: number[] = [];
    const sendDurations: number[] = [];
    let duplicates = 0;
    for (let index = 0; index < count; index++) {
      if (Number.isNaN(lane.sentAt[index]!)) continue;
      sendDurations.push(lane.sentAt[index]! - lane.startedAt[index]!);
      const receipts = lane.recording.receipts[index]!;
      if (receipts > 1) duplicates += receipts - 1;
      if (receipts > 0) latencies.push(lane.recording.receivedAt[index]! - lane.sentAt[index]!);
    }
    const sorted = (values: number[]) => Float64Array.from(values).sort();
    return {
      sent: count - lane.failed,
      failed: lane.failed,
      firstError: lane.firstError,
      received: lane.recording.received,
      duplicates,
      latencies: sorted(latencies),
      sendDurations: sorted(sendDurations),
      rate: (count * 1000) / Math.max(elapsed, 1),
    };
  });
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : 'n/a');
const spread = (sorted: Float64Array) =>
  `p50 ${ms(percentile(sorted, 50))} / p95 ${ms(percentile(sorted, 95))} / p99 ${ms(percentile(sorted, 99))} / max ${ms(sorted[sorted.length - 1] ?? NaN)} ms`;
const delivery = (result: PhaseResult) =>
  `${result.received}/${result.sent} received, ${result.sent - result.received} missing, ${result.duplicates} twice` +
  (result.failed ? `, ${result.failed} sends failed (${result.firstError})` : '');

const loads = () => [
  {
    name: `at rest (${settings.restSamples} × 1 per ${settings.restIntervalMs} ms)`,
    count: settings.restSamples,
    intervalMs: settings.restIntervalMs,
  },
  {
    name: `${settings.rate}/s × ${settings.loadSeconds} s`,
    count: settings.rate * settings.loadSeconds,
    intervalMs: 1000 / settings.rate,
  },
];

/** Each push written as an outbox row in a transaction of its own, as a domain command writes it. */
async function outboxSender(stack: Stack) {
  const db = await import('@tradehub/db');
  // The gateway's own pool size; prepared statements play no part in an insert through MikroORM.
  const orm = await db.initOrm(db.createOrmConfig({ clientUrl: stack.databaseUrl, poolMax: 10 }));
  const send: Send = async (id) => {
    await orm.em.fork().transactional(async (em) => {
      pushSocket(em, {
        aggregate: ['bench', id],
        rooms: [stack.room],
        event: EVENT,
        args: [{ supplierId: id }],
      });
    });
    return performance.now();
  };
  return { send, close: () => orm.close() };
}

/** The floor: the same event emitted straight through the workers' Redis emitter, no database. */
async function floorSender(stack: Stack) {
  const { createRealtimeEmitter } = await import('@tradehub/workers');
  const { createRedisConnection } = await import('@tradehub/db/queues');
  const redis = createRedisConnection(stack.redisUrl, 'producer');
  // A producer connection fails fast (no offline queue): emit only once it is connected.
  if (redis.status !== 'ready') await new Promise((resolve) => redis.once('ready', resolve));
  const emitter = createRealtimeEmitter(redis, stack.redisPrefix);
  const send: Send = async (id) => {
    const reference = performance.now();
    emitter.to(stack.room).emit(EVENT, { supplierId: id });
    return reference;
  };
  return { send, close: async () => void redis.disconnect() };
}

async function measure(stack: Stack): Promise<Row[]> {
  const outbox = await outboxSender(stack);
  const floor = await floorSender(stack);
  try {
    // Warm-up: the first transactions open the pool's connections and compile the code paths.
    await runPhase(stack.client, 20, 10, [outbox.send, floor.send]);
    const rows: Row[] = [];
    const name = DATABASE_NAMES[stack.kind];
    const target = TARGET_P99_MS[stack.kind];
    for (const load of loads()) {
      const [result, floorResult] = await runPhase(stack.client, load.count, load.intervalMs, [
        outbox.send,
        floor.send,
      ]);
      const p99 = percentile(result!.latencies, 99);
      const floorP99 = percentile(floorResult!.latencies, 99);
      const complete = result!.failed === 0 && result!.received === result!.sent && result!.duplicates === 0;
      rows.push(
        {
          measure: `${name} outbox, ${load.name}`,
          value: spread(result!.latencies),
          target: `p99 ≤ ${target} ms`,
          verdict: verdict(p99 <= target),
        },
        { measure: '  delivery', value: delivery(result!), target: 'each once', verdict: verdict(complete) },
        {
          measure: '  the commit itself (transaction start → resolved)',
          value: `${spread(result!.sendDurations)}; ${Math.round(result!.rate)}/s sent`,
        },
        {
          measure: '  floor, same window: redis-emitter emit, no outbox',
          value: spread(floorResult!.latencies),
          target: delivery(floorResult!),
        },
        {
          measure: '  outbox p99 − floor p99',
          value: `${p99 >= floorP99 ? '+' : '−'}${ms(Math.abs(p99 - floorP99))} ms (×${(p99 / floorP99).toFixed(1)})`,
        },
      );
    }
    return rows;
  } finally {
    await outbox.close();
    await floor.close();
  }
}

main()
  .then(async (code) => {
    await cleanup.run();
    process.exit(code);
  })
  .catch(async (error: unknown) => {
    console.error('[bench:outbox] failed:', error instanceof Error ? error.message : error);
    await cleanup.run();
    process.exit(2);
  });
