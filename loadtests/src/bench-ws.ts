// `npm run bench:ws`: the real-time load test that runs where k6 is not installed. It starts its own
// workers and gateway(s) on a database and Redis prefix of its own, then measures, with socket.io
// clients in this process (the measured ones on worker threads):
//   1. gateway memory per idle connection (RSS before and after BENCH_IDLE_CLIENTS sockets, no feed);
//   2. `fx:tick` delivery to BENCH_CLIENTS sockets at FX_TICK_MS=500 (2 ticks/s): ticks/s and the
//      publish-to-receive latency from the snapshot's `publishedAt`;
//   3. the same with a second gateway on the same Redis, half the clients on each (the Redis adapter);
//   4. the machine's floor for such a fan-out: one thread writing a tick-sized frame to as many loopback
//      sockets, without socket.io (harness/fanout-floor.ts).
// Everything it created is removed at the end, on failure and on Ctrl-C.
import os from 'node:os';
import { io } from 'socket.io-client';
import type { FxSnapshot } from '@tradehub/contract';
import { freePort } from '../../infra/test-support/product-process.js';
import { Cleanup } from './harness/cleanup.js';
import { connectDeliveryClients } from './harness/client-threads.js';
import { connectClients } from './harness/clients.js';
import { measureFanOutFloor, type FanOutFloor } from './harness/fanout-floor.js';
import { benchTracing } from './harness/otlp-collector.js';
import { formatMs, printTable, verdict, type Row } from './harness/report.js';
import { prepareRunEnvironment } from './harness/run-environment.js';
import {
  machineCpuTicks,
  openFilesLimit,
  processCpuTicks,
  sampleRssKb,
  sleep,
  waitUntilReady,
  type ServerProcess,
} from './harness/stack.js';
import { startSupervisedServer } from './harness/supervised-server.js';
import { percentile } from './harness/tick-recorder.js';

const TARGET_P99_MS = 25;
const TARGET_KB_PER_IDLE_CONNECTION = 25;
/** Write loops timed for the fan-out floor, one per tick period. */
const FLOOR_ROUNDS = 20;
/** Open files the harness and each gateway need besides one per socket (libraries, pools, logs). */
const FILE_HEADROOM = 256;

const readSettings = () => ({
  clients: positiveInteger('BENCH_CLIENTS', 2000),
  seconds: positiveInteger('BENCH_SECONDS', 20),
  idleClients: positiveInteger('BENCH_IDLE_CLIENTS', 2000),
  batchSize: positiveInteger('BENCH_BATCH', 100),
  tickMs: positiveInteger('BENCH_TICK_MS', 500),
  clientThreads: positiveInteger('BENCH_CLIENT_THREADS', os.availableParallelism()),
  secondGateway: process.env.BENCH_SECOND_GATEWAY !== '0',
});
let settings: ReturnType<typeof readSettings>;

interface Gateway {
  process: ServerProcess;
  url: string;
}

interface DeliveryResult {
  clients: number;
  connected: number;
  failed: number;
  dropped: number;
  errors: string[];
  ticksPerSecondPublished: number;
  ticksPerSecondDelivered: number;
  deliveryRatio: number;
  sorted: Float64Array;
  perGateway: Float64Array[];
  /** Per tick, its first delivery's latency: the feed, Redis and the adapter, without the fan-out. */
  firstDelivery: { p50: number; max: number };
  clientLoopDelayP99: number;
  /** % of one CPU during the window. */
  cpuGateways: number;
  cpuHarness: number;
  cpuOthers: number;
}

const cleanup = new Cleanup();

async function main(): Promise<number> {
  settings = readSettings();
  checkOpenFilesLimit();
  cleanup.onSignals();
  console.log(
    `[bench] ${settings.clients} clients for ${settings.seconds} s, ${settings.idleClients} idle clients, ` +
      `a tick every ${settings.tickMs} ms${settings.secondGateway ? ', then two gateways' : ''}`,
  );

  const loadAtStart = os.loadavg()[0]!;
  const prepared = await prepareRunEnvironment(cleanup, 'bench-ws');
  // BENCH_TRACING=collector: the processes trace, to a local OTLP receiver.
  const env = { ...prepared.env, ...(await benchTracing(cleanup)).env };
  const gatewayA = await startGateway('gateway', env);

  console.log(`[bench] memory: ${settings.idleClients} idle connections (the feed not running yet)…`);
  const memory = await measureIdleMemory(gatewayA);

  startSupervisedServer(cleanup, 'workers', 'workers/dist/main.js', {
    ...env,
    FX_TICK_MS: String(settings.tickMs),
  });
  const tickMessageBytes = await waitForFirstTick(gatewayA.url);

  console.log(`[bench] delivery: ${settings.clients} clients on one gateway…`);
  const single = await measureDelivery([gatewayA], settings.clients);

  let dual: DeliveryResult | undefined;
  if (settings.secondGateway) {
    const gatewayB = await startGateway('gateway-2', env);
    console.log(`[bench] delivery: ${settings.clients} clients across two gateways…`);
    dual = await measureDelivery([gatewayA, gatewayB], settings.clients);
  }

  console.log(
    `[bench] floor: one thread writing a ${tickMessageBytes}-byte frame to ${settings.clients} sockets…`,
  );
  const floor = await measureFanOutFloor({
    sockets: settings.clients,
    messageBytes: tickMessageBytes,
    rounds: FLOOR_ROUNDS,
    intervalMs: settings.tickMs,
  });

  const rows = [...reportRows(memory, single, dual), ...floorRows(floor, tickMessageBytes)];
  rows.push({
    measure: 'machine load, 1-min average',
    value: `${loadAtStart.toFixed(2)} → ${os.loadavg()[0]!.toFixed(2)}`,
    target: `${os.availableParallelism()} CPUs`,
  });
  printTable(
    `TradeHub real-time: fx:tick every ${settings.tickMs} ms, ${settings.seconds} s per phase, ` +
      `clients on ${settings.clientThreads} threads, on the servers' machine`,
    rows,
  );
  for (const errors of [memory.errors, single.errors, dual?.errors ?? []])
    if (errors.length) console.log(`connection errors (first ones): ${errors.join('; ')}`);
  return rows.some((row) => row.verdict === 'FAIL') ? 1 : 0;
}

async function startGateway(name: string, env: NodeJS.ProcessEnv): Promise<Gateway> {
  const port = await freePort();
  const server = startSupervisedServer(cleanup, name, 'gateway/dist/main.js', {
    ...env,
    HOST: '127.0.0.1',
    PORT: String(port),
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilReady(url, server);
  return { process: server, url };
}

async function measureIdleMemory(gateway: Gateway) {
  // Warm up first, so that what the first connections load (code, JIT, pools) is not counted.
  const warmUp = await connectClients({ url: gateway.url, count: 50, batchSize: 50 });
  await sleep(1000);
  await warmUp.close();
  await sleep(2000);

  const beforeKb = await sampleRssKb(gateway.process.pid);
  const idle = await connectClients({
    url: gateway.url,
    count: settings.idleClients,
    batchSize: settings.batchSize,
  });
  await sleep(3000);
  const afterKb = await sampleRssKb(gateway.process.pid);
  await idle.close();
  await sleep(1000);
  return { connected: idle.connected, errors: idle.errors, beforeKb, afterKb };
}

/** Waits for the feed's first tick; returns the size of its message as the gateway frames it. */
async function waitForFirstTick(url: string, timeoutMs = 120_000): Promise<number> {
  const socket = io(url, { transports: ['websocket'], forceNew: true, reconnection: false });
  try {
    const snapshot = await new Promise<FxSnapshot>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no fx:tick within ${timeoutMs / 1000} s: is the workers' FX feed running?`)),
        timeoutMs,
      );
      socket.once('fx:tick', (tick: FxSnapshot) => {
        clearTimeout(timer);
        resolve(tick);
      });
    });
    if (typeof snapshot.publishedAt !== 'number')
      throw new Error(`fx:tick carries no numeric publishedAt: ${JSON.stringify(snapshot).slice(0, 200)}`);
    // Engine.IO's message type, socket.io's event type, then the event as JSON: `42["fx:tick",{…}]`.
    return Buffer.byteLength(`42${JSON.stringify(['fx:tick', snapshot])}`);
  } finally {
    socket.disconnect();
  }
}

/** Clients split evenly over the gateways; ticks counted by when they were published. */
async function measureDelivery(gateways: Gateway[], clients: number): Promise<DeliveryResult> {
  const run = await connectDeliveryClients({
    gatewayUrls: gateways.map((gateway) => gateway.url),
    clients,
    threads: settings.clientThreads,
    batchSize: settings.batchSize,
    ticksPerClient: ((settings.seconds * 1000) / settings.tickMs + 4) * 1.25,
  });
  cleanup.add('close the measured clients', () => run.close());
  await sleep(1000);

  const from = Date.now();
  const to = from + settings.seconds * 1000;
  await run.startWindow({ from, to });
  const cpu = startCpuAccounting(gateways.map((gateway) => gateway.process.pid));
  await sleep(to - Date.now());
  const cpuShares = cpu.stop();
  await sleep(2000); // deliveries of the last ticks may land after `to`
  const { all, perGateway, dropped, loopDelayP99Ms } = await run.collect();
  await run.close();
  await sleep(1000);

  return {
    clients,
    connected: run.connected,
    failed: run.failed,
    dropped,
    errors: run.errors,
    ticksPerSecondPublished: all.ticks / settings.seconds,
    ticksPerSecondDelivered: all.deliveries / settings.seconds,
    deliveryRatio: all.ticks && run.connected ? all.deliveries / (all.ticks * run.connected) : 0,
    sorted: all.sorted,
    perGateway: perGateway.map((summary) => summary.sorted),
    firstDelivery: { p50: percentile(all.firstDeliveries, 50), max: percentile(all.firstDeliveries, 100) },
    clientLoopDelayP99: loopDelayP99Ms,
    ...cpuShares,
  };
}

/**
 * Where the machine's CPU went during a window, in % of one CPU: the gateways, this harness, and
 * everything else (workers, Redis, PostgreSQL, and whatever else runs on the machine).
 */
function startCpuAccounting(gatewayPids: number[]) {
  const gatewayTicks = () => gatewayPids.reduce((total, pid) => total + processCpuTicks(pid), 0);
  const start = { machine: machineCpuTicks(), gateways: gatewayTicks(), harness: processCpuTicks('self') };
  return {
    stop() {
      const machine = machineCpuTicks();
      const cpus = os.availableParallelism();
      // % of one CPU = ticks used / (elapsed ticks of the whole machine / CPUs) * 100.
      const elapsedPerCpu = (machine.total - start.machine.total) / cpus;
      const share = (ticks: number) => (elapsedPerCpu > 0 ? (ticks / elapsedPerCpu) * 100 : NaN);
      const gateways = share(gatewayTicks() - start.gateways);
      const harness = share(processCpuTicks('self') - start.harness);
      const busy = share(machine.busy - start.machine.busy);
      return { cpuGateways: gateways, cpuHarness: harness, cpuOthers: busy - gateways - harness };
    },
  };
}

function reportRows(
  memory: Awaited<ReturnType<typeof measureIdleMemory>>,
  single: DeliveryResult,
  dual: DeliveryResult | undefined,
): Row[] {
  const expectedPerClient = 1000 / settings.tickMs;
  const p99 = percentile(single.sorted, 99);
  const kbPerConnection = memory.connected ? (memory.afterKb - memory.beforeKb) / memory.connected : NaN;
  const rows: Row[] = [
    {
      measure: 'clients connected',
      value: `${single.connected} / ${single.clients}`,
      target: `${single.clients}, none dropped`,
      verdict: verdict(single.connected === single.clients && single.dropped === 0),
    },
    {
      measure: 'ticks/s published by the feed',
      value: single.ticksPerSecondPublished.toFixed(2),
      target: expectedPerClient.toFixed(2),
    },
    {
      measure: 'ticks/s delivered, total',
      value: single.ticksPerSecondDelivered.toFixed(0),
      target: `≈ ${(single.clients * expectedPerClient).toFixed(0)}`,
    },
    {
      measure: 'ticks/s delivered, per client',
      value: (single.ticksPerSecondDelivered / Math.max(1, single.connected)).toFixed(2),
      target: expectedPerClient.toFixed(2),
    },
    {
      measure: 'deliveries of published ticks',
      value: `${(single.deliveryRatio * 100).toFixed(2)} %`,
      target: '≥ 99.9 %',
      verdict: verdict(single.deliveryRatio >= 0.999),
    },
    { measure: 'latency p50', value: formatMs(percentile(single.sorted, 50)) },
    { measure: 'latency p95', value: formatMs(percentile(single.sorted, 95)) },
    {
      measure: 'latency p99',
      value: formatMs(p99),
      target: `≤ ${TARGET_P99_MS} ms`,
      verdict: verdict(p99 <= TARGET_P99_MS),
    },
    { measure: 'latency max', value: formatMs(percentile(single.sorted, 100)) },
    {
      measure: '  first delivery of a tick, p50 / max',
      value: `${formatMs(single.firstDelivery.p50)} / ${formatMs(single.firstDelivery.max)}`,
    },
    { measure: '  client event-loop delay p99', value: formatMs(single.clientLoopDelayP99) },
    {
      measure: '  CPU: gateway / harness / rest',
      value: cpuShares(single),
      target: `of ${os.availableParallelism() * 100} %`,
    },
    { measure: '  gateway CPU per tick (fan-out)', value: formatMs(gatewayMsPerTick(single)) },
    {
      measure: 'idle connections',
      value: `${memory.connected} / ${settings.idleClients}`,
      target: `${settings.idleClients}`,
      verdict: verdict(memory.connected === settings.idleClients),
    },
    {
      measure: 'gateway RSS before → after',
      value: `${(memory.beforeKb / 1024).toFixed(1)} → ${(memory.afterKb / 1024).toFixed(1)} MB`,
    },
    {
      measure: 'gateway RSS per idle connection',
      value: `${kbPerConnection.toFixed(1)} KB`,
      target: `≤ ${TARGET_KB_PER_IDLE_CONNECTION} KB`,
      verdict: verdict(kbPerConnection <= TARGET_KB_PER_IDLE_CONNECTION),
    },
  ];
  if (dual) {
    const dualP99 = percentile(dual.sorted, 99);
    rows.push(
      {
        measure: 'two gateways: clients connected',
        value: `${dual.connected} / ${dual.clients}`,
        target: `${dual.clients}, none dropped`,
        verdict: verdict(dual.connected === dual.clients && dual.dropped === 0),
      },
      {
        measure: 'two gateways: deliveries',
        value: `${(dual.deliveryRatio * 100).toFixed(2)} %`,
        target: '≥ 99.9 %',
        verdict: verdict(dual.deliveryRatio >= 0.999),
      },
      {
        measure: 'two gateways: latency p50',
        value: formatMs(percentile(dual.sorted, 50)),
      },
      {
        measure: 'two gateways: latency p99 (A / B)',
        value: `${formatMs(dualP99)} (${dual.perGateway.map((sorted) => formatMs(percentile(sorted, 99))).join(' / ')})`,
        target: `≤ ${TARGET_P99_MS} ms`,
        verdict: verdict(dualP99 <= TARGET_P99_MS),
      },
      {
        measure: '  CPU: gateways / harness / rest',
        value: cpuShares(dual),
        target: `of ${os.availableParallelism() * 100} %`,
      },
      {
        measure: 'two gateways: p99 added vs one',
        value: `${dualP99 - p99 >= 0 ? '+' : ''}${formatMs(dualP99 - p99)}`,
      },
    );
  }
  return rows;
}

function floorRows(floor: FanOutFloor, messageBytes: number): Row[] {
  return [
    {
      measure: `floor: one thread, a ${messageBytes}-byte frame to ${floor.sockets} sockets, p50 / max`,
      value: `${formatMs(floor.loopMs.p50)} / ${formatMs(floor.loopMs.max)}`,
      target: `no socket.io; ${floor.rounds} rounds`,
    },
    ...(floor.queuedWrites
      ? [{ measure: '  writes left in Node (understated)', value: String(floor.queuedWrites) }]
      : []),
    {
      measure: '  its CPU per round: user / kernel',
      value: `${formatMs(floor.cpuMs.user)} / ${formatMs(floor.cpuMs.system)}`,
    },
  ];
}

/** CPU the gateways spent per tick: % of one CPU is 10 ms per second. */
const gatewayMsPerTick = (result: DeliveryResult) =>
  (result.cpuGateways * 10) / result.ticksPerSecondPublished;

const cpuShares = (result: DeliveryResult) =>
  [result.cpuGateways, result.cpuHarness, result.cpuOthers]
    .map((share) => `${share.toFixed(0)} %`)
    .join(' / ');

function checkOpenFilesLimit(): void {
  const needed = Math.max(settings.clients, settings.idleClients) + FILE_HEADROOM;
  const limit = openFilesLimit();
  if (limit >= needed) return;
  throw new Error(
    `\`ulimit -n\` is ${limit}, but ${Math.max(settings.clients, settings.idleClients)} sockets need about ` +
      `${needed} open files in this process and in the gateway. Raise it in this shell first, e.g. ` +
      '`ulimit -n 65536` (at most `ulimit -Hn`; above that: /etc/security/limits.conf, systemd ' +
      'LimitNOFILE= or `docker run --ulimit nofile=65536:65536`), or use fewer clients.',
  );
}

function positiveInteger(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number`);
  return value;
}

main()
  .catch((error: unknown) => {
    // Once cleanup runs (Ctrl-C, a server died), the measurement in progress fails as a consequence.
    if (!cleanup.started)
      console.error(`[bench] failed: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  })
  .then(async (exitCode) => {
    await cleanup.run();
    process.exit(exitCode);
  });
