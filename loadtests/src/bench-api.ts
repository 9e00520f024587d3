// `npm run bench:api`: HTTP throughput and latency where k6 is not installed (autocannon). It starts its
// own workers and gateway on a PostgreSQL database and a Redis prefix of its own, seeds the demo
// workspace, waits for the workers' FX history backfill to commit, signs in as one of its approved
// members, then drives each endpoint with BENCH_CONNECTIONS (default 64) connections for BENCH_SECONDS
// (default 10), after BENCH_WARMUP_SECONDS (default 3) on that endpoint that are not counted, and prints
// one table against the targets.
// BENCH_PATHS=/health,/api/payments measures only the endpoints whose path starts with one of those.
// BENCH_CPU_PROF=<dir> profiles the gateway and workers (harness/stack.ts) and prints each measured window.
// BENCH_TRACING=collector traces to a local OTLP receiver; BENCH_TRACING=compare measures the same endpoints
// with tracing off and on (BENCH_TRACE_SAMPLE_RATIO) on BENCH_COMPARE_PAIRS (default 8) pairs of stacks, each
// pair started afresh side by side and both driven at the same time in two windows, and prints each pair's
// on/off ratio and their geometric mean with its 95 % interval.
// BENCH_COMPARE_TOGETHER=0 measures a pair's stacks in turn instead, in four back-to-back windows.
// BENCH_COMPARE_CONTROL=1 runs the same with both stacks untraced: the ratio an unchanged gateway measures
// against itself in this sitting. BENCH_COMPARE_CONTROL=interleave alternates traced pairs with such control
// pairs and also gives the traced figure divided by the control's, the comparison's own lean taken out.
// BENCH_TRACING=switch measures one traced stack, its gateway's sample ratio switched between windows (first,
// second, second, first, …) from BENCH_TRACE_SAMPLE_RATIO to BENCH_SWITCH_RATIO (default 0) and back;
// BENCH_SWITCH_SETTLE=1 drives it unmeasured after each switch. BENCH_COMPARE_OFF_RATIO traces the "off" stack
// of each traced pair too, at that ratio. BENCH_COMPARE_OFF_NODE_ARGS gives the "off" stack's gateway more Node
// or V8 options: with BENCH_COMPARE_CONTROL=1, the two untraced stacks then differ by those options alone.
// Everything it created is removed at the end, on failure and on Ctrl-C.
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { loadConfig } from '@tradehub/db/config';
import { createTestDatabase } from '../../infra/test-support/test-database.js';
import { createTestRedisPrefix } from '../../infra/test-support/test-redis.js';
import { Cleanup } from './harness/cleanup.js';
import { seedDemoWithMemberPassword, signIn } from './harness/demo-member.js';
import { waitForFxHistory } from './harness/fx-history.js';
import { benchTracing, describeReceived, tracingToCollector } from './harness/otlp-collector.js';
import { printTable, verdict, type Row } from './harness/report.js';
import {
  migrate,
  processCpuTicks,
  processThreadCpuTicks,
  startServerProcess,
  waitUntilReady,
} from './harness/stack.js';
import { freePort } from '../../infra/test-support/product-process.js';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 64);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
/**
 * Each endpoint is driven this long before its measured window, so the window sees the steady state: a
 * route's first requests pay V8's compilation of its code and, on each pooled PostgreSQL connection, the
 * opening of the connection and the preparing of its statements (hundreds of ms at p99 in a cold run).
 */
const warmUpSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);

/** Path, and the requests/s and p99 it must reach (issue targets on this 2-core machine). */
const ENDPOINTS: { path: string; minRps: number; maxP99Ms?: number }[] = [
  { path: '/health', minRps: 20_000 },
  { path: '/api/dashboard?range=7d', minRps: 3_000, maxP99Ms: 30 },
  { path: '/api/payments', minRps: 3_000, maxP99Ms: 30 },
  { path: '/api/notifications', minRps: 3_000, maxP99Ms: 30 },
  { path: '/api/activities', minRps: 3_000, maxP99Ms: 30 },
  { path: '/api/workspace/overview', minRps: 3_000, maxP99Ms: 30 },
];

const only = (process.env.BENCH_PATHS ?? '').split(',').filter(Boolean);
const measured = ENDPOINTS.filter(
  (endpoint) => only.length === 0 || only.some((p) => endpoint.path.startsWith(p)),
);

const tracingMode = process.env.BENCH_TRACING ?? 'off';
/**
 * BENCH_RATE: each measured window offers this many requests a second (autocannon's overallRate) instead
 * of as many as the gateway answers. Below saturation, what a setting costs shows in the gateway's CPU per
 * request alone, without the contention of a machine run flat out. Compare mode only, which then judges
 * that figure.
 */
const fixedRate = tracingMode === 'compare' ? Number(process.env.BENCH_RATE ?? 0) || undefined : undefined;
const control = process.env.BENCH_COMPARE_CONTROL === '1';
/** Traced pairs and control pairs in turn (compareTracing), each kind with both start orders. */
const interleaved = process.env.BENCH_COMPARE_CONTROL === 'interleave';
/**
 * Even, at least 2: as many pairs take the untraced stack first as the traced one (compareTracing); a
 * multiple of 4 when interleaved, so that holds for the traced pairs and for the control pairs alike.
 */
const pairMultiple = interleaved ? 4 : 2;
const comparePairs = Math.max(
  pairMultiple,
  pairMultiple * Math.ceil(Number(process.env.BENCH_COMPARE_PAIRS ?? 8) / pairMultiple),
);
/**
 * A pair's two stacks are driven at the same time (BENCH_COMPARE_TOGETHER=0: in turn, four windows), so
 * whatever the rest of the machine does weighs on both at once, and a pair takes half the time.
 */
const together = process.env.BENCH_COMPARE_TOGETHER !== '0';
/** BENCH_COMPARE_OFF_NODE_ARGS: Node or V8 options of the "off" stack's gateway alone, space-separated. */
const offGatewayNodeArguments = (process.env.BENCH_COMPARE_OFF_NODE_ARGS ?? '').split(' ').filter(Boolean);
/** The issue's bound: instrumentation costs at most 5 % of /api/dashboard's throughput. */
const MIN_TRACED_SHARE: Record<string, number> = { '/api/dashboard?range=7d': 0.95 };

const cleanup = new Cleanup();

interface Measurement {
  path: string;
  rps: number;
  p99: number;
  non2xx: number;
  /** The machine's 1-minute load average as the measured window began. */
  load: number;
  /**
   * The gateway's CPU time (user + system) per request in the window, in µs: what a request costs it,
   * far less sensitive to the other processes on a shared machine than req/s.
   */
  cpuUsPerRequest: number;
  /** The same split by thread (processThreadCpuTicks): the main thread's user and system time, the rest's. */
  threadUsPerRequest: { mainUser: number; mainSystem: number; otherThreads: number };
}

type ThreadPart = keyof Measurement['threadUsPerRequest'];
const THREAD_PARTS: readonly ThreadPart[] = ['mainUser', 'mainSystem', 'otherThreads'];
const THREAD_PART_NAMES: Record<ThreadPart, string> = {
  mainUser: 'main thread, user',
  mainSystem: 'main thread, system',
  otherThreads: 'other threads',
};

/** Linux's USER_HZ: /proc's CPU times are in hundredths of a second. */
const CLOCK_TICK_US = 10_000;

/** Workers and a gateway on a port of their own; stop() ends both (cleanup does too, on failure). */
interface Stack {
  baseUrl: string;
  gatewayPid: number;
  stop(): Promise<void>;
}

async function startStack(env: NodeJS.ProcessEnv, gatewayNodeArguments: string[] = []): Promise<Stack> {
  // A port the kernel says is free (a random one in a range once landed on epmd's 4369).
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const stackEnv = { ...env, PORT: String(port) };
  const workers = startServerProcess('workers', 'workers/dist/main.js', stackEnv);
  cleanup.add('workers', () => workers.stop());
  const gateway = startServerProcess('gateway', 'gateway/dist/main.js', stackEnv, gatewayNodeArguments);
  cleanup.add('gateway', () => gateway.stop());
  await waitUntilReady(baseUrl, gateway);
  return {
    baseUrl,
    gatewayPid: gateway.pid,
    stop: async () => {
      await gateway.stop();
      await workers.stop();
    },
  };
}

type Endpoint = (typeof ENDPOINTS)[number];

/** Drives an endpoint for its warm-up (BENCH_WARMUP_SECONDS) without measuring. */
async function warmUp({ baseUrl }: Stack, cookie: string, endpoint: Endpoint): Promise<void> {
  if (warmUpSeconds > 0)
    await autocannon({
      url: `${baseUrl}${endpoint.path}`,
      connections,
      duration: warmUpSeconds,
      headers: { cookie },
    });
}

/** One measured window of an endpoint. */
async function measureWindow(
  { baseUrl, gatewayPid }: Stack,
  cookie: string,
  endpoint: Endpoint,
): Promise<Measurement> {
  const load = os.loadavg()[0]!;
  const windowStart = process.hrtime.bigint() / 1000n;
  const ticksBefore = processCpuTicks(gatewayPid);
  const threadTicksBefore = processThreadCpuTicks(gatewayPid);
  const result = await autocannon({
    url: `${baseUrl}${endpoint.path}`,
    connections,
    duration: seconds,
    headers: { cookie },
    ...(fixedRate === undefined ? {} : { overallRate: fixedRate }),
  });
  const ticks = processCpuTicks(gatewayPid) - ticksBefore;
  const threadTicks = processThreadCpuTicks(gatewayPid);
  const perRequest = (ticks: number) => (ticks * CLOCK_TICK_US) / Math.max(1, result.requests.total);
  // The measured window on the monotonic clock V8's CPU profiles use (BENCH_CPU_PROF): give it to
  // cpu-profile-summary as BENCH_PROFILE_WINDOW to leave out start-up and warm-up.
  if (process.env.BENCH_CPU_PROF)
    console.log(
      `[bench] ${endpoint.path} window: BENCH_PROFILE_WINDOW=${windowStart}-${process.hrtime.bigint() / 1000n}`,
    );
  return {
    path: endpoint.path,
    rps: result.requests.average,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    load,
    cpuUsPerRequest: perRequest(ticks),
    threadUsPerRequest: Object.fromEntries(
      THREAD_PARTS.map((part) => [part, perRequest(threadTicks[part] - threadTicksBefore[part])]),
    ) as Measurement['threadUsPerRequest'],
  };
}

/** Each endpoint driven for its warm-up, then measured. */
async function measureEndpoints(stack: Stack, cookie: string): Promise<Measurement[]> {
  const measurements: Measurement[] = [];
  for (const endpoint of measured) {
    await warmUp(stack, cookie, endpoint);
    measurements.push(await measureWindow(stack, cookie, endpoint));
  }
  return measurements;
}

const formatRps = (rps: number) => `${Math.round(rps).toLocaleString('en-US')} req/s`;

const describe = (m: Measurement) =>
  `${formatRps(m.rps)}, ${Math.round(m.cpuUsPerRequest)} µs CPU/request (load ${m.load.toFixed(1)})`;

const geometricMean = (values: number[]) =>
  Math.exp(values.reduce((sum, value) => sum + Math.log(value), 0) / values.length);

/**
 * The interval of about 95 % around the geometric mean of ratios: two standard errors of the mean of
 * their logarithms either side. Pairs of stacks differ by ±10 % and more for the same code, so this says
 * how far the figure can be trusted in a sitting (more pairs narrow it by their square root).
 */
function geometricInterval(values: number[]): [number, number] {
  return intervalOfLogs(logMean(values));
}

/** Two standard errors either side of a mean of logarithms, back on the ratios' scale. */
function intervalOfLogs({
  centre,
  standardError,
}: {
  centre: number;
  standardError: number;
}): [number, number] {
  return [Math.exp(centre - 2 * standardError), Math.exp(centre + 2 * standardError)];
}

/** The mean of the values' logarithms and its standard error. */
function logMean(values: number[]): { centre: number; standardError: number } {
  const logs = values.map(Math.log);
  const centre = mean(logs);
  const variance = logs.reduce((sum, value) => sum + (value - centre) ** 2, 0) / Math.max(1, logs.length - 1);
  return { centre, standardError: Math.sqrt(variance / logs.length) };
}

/**
 * The traced pairs' geometric mean divided by the control pairs' (BENCH_COMPARE_CONTROL=interleave), with
 * its interval of about 95 %: what tracing costs once whatever leans the comparison itself one way in this
 * sitting (the control's own ratio) is taken out. The two standard errors add in quadrature.
 */
function controlledRatio(traced: number[], controls: number[]) {
  const [t, c] = [logMean(traced), logMean(controls)];
  const centre = t.centre - c.centre;
  return {
    figure: Math.exp(centre),
    interval: intervalOfLogs({ centre, standardError: Math.hypot(t.standardError, c.standardError) }),
  };
}

/** One run of every endpoint against its targets (tracing as BENCH_TRACING says: off or collector). */
async function measureOnce(env: NodeJS.ProcessEnv, databaseUrl: string): Promise<number> {
  const tracing = await benchTracing(cleanup);
  const stack = await startStack({ ...env, ...tracing.env });
  await waitForFxHistory(databaseUrl);
  const cookie = await signIn(stack.baseUrl);
  const rows: Row[] = [];
  let failed = false;
  for (const { path, rps, p99, non2xx, cpuUsPerRequest, load } of await measureEndpoints(stack, cookie)) {
    const endpoint = ENDPOINTS.find((candidate) => candidate.path === path)!;
    const ok =
      rps >= endpoint.minRps && (endpoint.maxP99Ms === undefined || p99 <= endpoint.maxP99Ms) && non2xx === 0;
    failed ||= !ok;
    rows.push({
      measure: `${path} (${connections} connections)`,
      value:
        `${formatRps(rps)}, p99 ${p99} ms${non2xx ? `, ${non2xx} non-2xx` : ''}, ` +
        `${Math.round(cpuUsPerRequest)} µs gateway CPU/request, load ${load.toFixed(1)}`,
      target: `≥ ${endpoint.minRps.toLocaleString('en-US')} req/s${endpoint.maxP99Ms ? `, p99 ≤ ${endpoint.maxP99Ms} ms` : ''}`,
      verdict: verdict(ok),
    });
  }
  printTable(
    `bench:api — ${seconds} s per endpoint after ${warmUpSeconds} s of warm-up, PostgreSQL and Redis on this machine`,
    rows,
  );
  if (tracing.collector) {
    // Let the batch exporters send what they hold (they flush every 5 s).
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    console.log('[bench] spans received by instrumentation:', await tracing.collector.spansByScope());
  }
  return failed ? 1 : 0;
}

type Setting = 'off' | 'on';
/** One pair of stacks: each endpoint's measurements per setting (indexed like `measured`). */
interface Pair {
  first: Setting;
  /** A control pair: both stacks untraced (BENCH_COMPARE_CONTROL=1 or interleave). */
  control: boolean;
  off: Measurement[][];
  on: Measurement[][];
}

const other = (setting: Setting): Setting => (setting === 'off' ? 'on' : 'off');

/**
 * The two sessions every pair uses, signed in on the first pair's gateway (sessions live in Redis, which all
 * stacks share): a sign-in per stack and pair reached the sign-in rate limit (429) after 13 pairs.
 */
class Sessions {
  private cookies: Promise<[string, string]> | undefined;

  signedIn(baseUrl: string): Promise<[string, string]> {
    this.cookies ??= (async () => [await signIn(baseUrl), await signIn(baseUrl)] as [string, string])();
    return this.cookies;
  }
}

/**
 * One pair of a comparison: the two stacks started side by side on the same database and Redis, then for
 * each endpoint both warmed and measured at the same time in two windows (or, BENCH_COMPARE_TOGETHER=0, in
 * four back-to-back windows: first, second, second, first), so a machine getting busier or quieter weighs
 * on both settings alike. Every step takes the `first`
 * stack first, and the first stack gets the first session, and pairs alternate `first`: whatever being
 * first does to a stack (untraced control runs measured the stack signed in and warmed second 7 % faster,
 * in a sitting where only the start order alternated) falls on each setting in half the pairs.
 */
async function comparePair(
  envs: Record<Setting, NodeJS.ProcessEnv>,
  databaseUrl: string,
  first: Setting,
  sessions: Sessions,
  isControl: boolean,
): Promise<Pair> {
  const order = [first, other(first)] as const;
  const stacks = {} as Record<Setting, Stack>;
  for (const setting of order)
    stacks[setting] = await startStack(envs[setting], setting === 'off' ? offGatewayNodeArguments : []);
  await waitForFxHistory(databaseUrl);
  const [firstCookie, secondCookie] = await sessions.signedIn(stacks[first].baseUrl);
  const cookies = { [first]: firstCookie, [order[1]]: secondCookie } as Record<Setting, string>;
  const pair: Pair = { first, control: isControl, off: [], on: [] };
  for (const endpoint of measured) {
    const windows: Record<Setting, Measurement[]> = { off: [], on: [] };
    if (together) {
      await Promise.all(order.map((setting) => warmUp(stacks[setting], cookies[setting], endpoint)));
      for (let window = 0; window < 2; window++) {
        const both = await Promise.all(
          order.map((setting) => measureWindow(stacks[setting], cookies[setting], endpoint)),
        );
        for (const [index, setting] of order.entries()) windows[setting].push(both[index]!);
      }
    } else {
      for (const setting of order) await warmUp(stacks[setting], cookies[setting], endpoint);
      for (const setting of [order[0], order[1], order[1], order[0]])
        windows[setting].push(await measureWindow(stacks[setting], cookies[setting], endpoint));
    }
    pair.off.push(windows.off);
    pair.on.push(windows.on);
  }
  await stacks.on.stop();
  await stacks.off.stop();
  return pair;
}

function mean(values: number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/**
 * The pair's ratios for one endpoint, on ÷ off: mean req/s, mean CPU per request, and that CPU's parts by
 * thread (main user, main system, other threads).
 */
function pairRatios(pair: Pair, index: number): { rps: number; cpu: number } & Record<ThreadPart, number> {
  const [off, on] = [pair.off[index]!, pair.on[index]!];
  const ratio = (value: (m: Measurement) => number) => mean(on.map(value)) / mean(off.map(value));
  const byThread = Object.fromEntries(
    THREAD_PARTS.map((part) => [part, ratio((m) => m.threadUsPerRequest[part])]),
  ) as Record<ThreadPart, number>;
  return { rps: ratio((m) => m.rps), cpu: ratio((m) => m.cpuUsPerRequest), ...byThread };
}

/**
 * BENCH_TRACING=compare: what tracing costs in throughput, from one sitting, in BENCH_COMPARE_PAIRS pairs of
 * stacks, each pair two stacks side by side, one with tracing off and one with it on (to the local
 * receiver), started afresh for the pair, alternately the untraced and the traced one first. The figure is
 * the geometric mean of the pairs' ratios. Why pairs, each measured briefly, rather than one pair measured
 * long: a pair of stacks keeps its ratio for as long as it runs (one traced comparison measured 0.74–0.85
 * over three rounds with one pair, then 0.97–1.08 with the next), so the spread is between process
 * instances, not between windows, and only more pairs narrow it.
 */
async function compareTracing(env: NodeJS.ProcessEnv, databaseUrl: string): Promise<number> {
  const tracing = await tracingToCollector(cleanup);
  // The ceiling the traced stacks run with (OTEL_TRACES_MAX_PER_SECOND passed on, else the product's default).
  const { maxNewPerSecond } = loadConfig({
    OTEL_TRACES_MAX_PER_SECOND: process.env.OTEL_TRACES_MAX_PER_SECOND,
  }).tracing;
  const ratio =
    `${process.env.BENCH_TRACE_SAMPLE_RATIO ?? '1'}, ` +
    (maxNewPerSecond === undefined ? 'no ceiling' : `at most ${maxNewPerSecond} new traces a second`);
  console.log(
    control
      ? `[bench] compare, control: ${comparePairs} pairs of two untraced stacks ("on" is untraced too)`
      : interleaved
        ? `[bench] compare: ${comparePairs} pairs of stacks, traced pairs (tracing off and on, sample ratio ` +
          `${ratio}) in turn with control pairs (both untraced)`
        : `[bench] compare: ${comparePairs} pairs of stacks, tracing off and on (sample ratio ${ratio})`,
  );
  if (offGatewayNodeArguments.length > 0)
    console.log(`[bench] the "off" stacks' gateways are started with ${offGatewayNodeArguments.join(' ')}`);
  // A control pair (every pair with BENCH_COMPARE_CONTROL=1): both untraced, the comparison's noise floor.
  // BENCH_COMPARE_OFF_RATIO: the "off" stack traced too, at that ratio (what recording costs between stacks).
  const offRatio = process.env.BENCH_COMPARE_OFF_RATIO;
  const tracedEnvs = {
    off: offRatio === undefined ? env : { ...env, ...tracing.env, OTEL_TRACES_SAMPLE_RATIO: offRatio },
    on: { ...env, ...tracing.env },
  };
  const controlEnvs = { off: env, on: env };
  const pairs: Pair[] = [];
  const sessions = new Sessions();
  for (let index = 0; index < comparePairs; index++) {
    // Interleaved: traced, control, traced, control, … and each kind alternates its start order.
    const isControl = control || (interleaved && index % 2 === 1);
    const first = (interleaved ? Math.floor(index / 2) : index) % 2 === 0 ? 'off' : 'on';
    // What the receiver took in while a traced pair ran (start to stop); a control pair sends it nothing.
    const receivedBefore = isControl ? undefined : await tracing.collector.received();
    const pairStarted = performance.now();
    const pair = await comparePair(
      isControl ? controlEnvs : tracedEnvs,
      databaseUrl,
      first,
      sessions,
      isControl,
    );
    pairs.push(pair);
    for (const [endpointIndex, { path }] of measured.entries()) {
      const { rps, cpu, ...threads } = pairRatios(pair, endpointIndex);
      console.log(
        `[bench] pair ${index + 1}${pair.control ? ' (control)' : ''} (${pair.first} started first), ${path}: ` +
          `off ${pair.off[endpointIndex]!.map(describe).join(', ')}; ` +
          `on ${pair.on[endpointIndex]!.map(describe).join(', ')}: req/s ×${rps.toFixed(3)}, CPU/request ×${cpu.toFixed(3)} ` +
          `(${THREAD_PARTS.map((part) => `${THREAD_PART_NAMES[part]} ×${threads[part].toFixed(3)}`).join(', ')})`,
      );
    }
    if (receivedBefore)
      console.log(
        `[bench] pair ${index + 1}, the OTLP receiver: ` +
          describeReceived(
            receivedBefore,
            await tracing.collector.received(),
            (performance.now() - pairStarted) / 1000,
          ),
      );
  }
  const rows: Row[] = [];
  let failed = false;
  for (const [index, { path }] of measured.entries()) {
    const bound = MIN_TRACED_SHARE[path];
    for (const [pairIndex, pair] of pairs.entries()) {
      const non2xx = [...pair.off[index]!, ...pair.on[index]!].reduce((sum, m) => sum + m.non2xx, 0);
      failed ||= non2xx > 0;
      const loads = [...pair.off[index]!, ...pair.on[index]!].map((m) => m.load);
      const { rps, cpu } = pairRatios(pair, index);
      rows.push({
        measure: `${path}, pair ${pairIndex + 1}${pair.control ? ' (control)' : ''} (${pair.first} started first)`,
        value:
          `off ${formatRps(mean(pair.off[index]!.map((m) => m.rps)))}, ` +
          `on ${formatRps(mean(pair.on[index]!.map((m) => m.rps)))}: ` +
          `req/s ×${rps.toFixed(3)}, CPU/request ×${cpu.toFixed(3)}, ` +
          `load ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}` +
          (non2xx ? `, ${non2xx} non-2xx` : ''),
      });
    }
    // As many pairs of each order: the geometric mean cancels what the order does (comparePair).
    const summary = (kind: Pair[]) => (measure: 'rps' | 'cpu' | ThreadPart) => {
      const values = kind.map((pair) => pairRatios(pair, index)[measure]);
      const byOrder = (['off', 'on'] as const).map((first) =>
        geometricMean(
          kind.filter((pair) => pair.first === first).map((pair) => pairRatios(pair, index)[measure]),
        ).toFixed(3),
      );
      return {
        values,
        figure: geometricMean(values),
        value:
          `${geometricMean(values).toFixed(3)} (95 % interval ` +
          `${geometricInterval(values)
            .map((bound) => bound.toFixed(3))
            .join('–')}; pairs ${Math.min(...values).toFixed(2)}–` +
          `${Math.max(...values).toFixed(2)}; untraced first ${byOrder[0]}, traced first ${byOrder[1]})`,
      };
    };
    const traced = summary(pairs.filter((pair) => pair.control === control));
    const controls = summary(pairs.filter((pair) => pair.control));
    const [rps, cpu] = [traced('rps'), traced('cpu')];
    // Interleaved, the verdict is on the controlled figure: the traced ratio over the control's.
    const [rpsControlled, cpuControlled] = interleaved
      ? [
          controlledRatio(rps.values, controls('rps').values),
          controlledRatio(cpu.values, controls('cpu').values),
        ]
      : [undefined, undefined];
    const rpsFigure = rpsControlled?.figure ?? rps.figure;
    const cpuFigure = cpuControlled?.figure ?? cpu.figure;
    // At a fixed offered rate the req/s are the rate's: the bound is read as CPU per request.
    const judgeCpu = fixedRate !== undefined;
    failed ||= bound !== undefined && (judgeCpu ? cpuFigure > 1 / bound : rpsFigure < bound);
    const pairsCounted = interleaved ? `${comparePairs / 2} traced pairs` : `${pairs.length} pairs`;
    rows.push({
      measure: `${path}, req/s on ÷ off, geometric mean of ${pairsCounted}`,
      value: rps.value,
      target: bound === undefined || interleaved || judgeCpu ? '' : `≥ ${bound.toFixed(2)}`,
      verdict: bound === undefined || interleaved || judgeCpu ? '' : verdict(rps.figure >= bound),
    });
    rows.push({
      measure: `${path}, gateway CPU per request on ÷ off, geometric mean`,
      value: cpu.value,
      // A CPU-bound gateway serving 1/x the requests: the same bound, read as cost.
      target: bound === undefined || interleaved ? '' : `≤ ${(1 / bound).toFixed(2)}`,
      verdict: bound === undefined || interleaved ? '' : verdict(cpu.figure <= 1 / bound),
    });
    // Where the CPU went, by thread: the traced pairs' ratio, over the control's when interleaved.
    for (const part of THREAD_PARTS) {
      const controlled = interleaved
        ? controlledRatio(traced(part).values, controls(part).values)
        : undefined;
      rows.push({
        measure: `${path}, gateway CPU per request on ÷ off, ${THREAD_PART_NAMES[part]}`,
        value: controlled
          ? `${controlled.figure.toFixed(3)} over the control (95 % interval ` +
            `${controlled.interval.map((value) => value.toFixed(3)).join('–')}); traced pairs ${traced(part).value}`
          : traced(part).value,
      });
    }
    if (rpsControlled && cpuControlled) {
      rows.push(
        { measure: `${path}, control pairs: req/s on ÷ off`, value: controls('rps').value },
        { measure: `${path}, control pairs: gateway CPU per request on ÷ off`, value: controls('cpu').value },
      );
      const interval = (r: { interval: readonly [number, number] }) =>
        r.interval.map((value) => value.toFixed(3)).join('–');
      rows.push({
        measure: `${path}, req/s on ÷ off, traced pairs ÷ control pairs`,
        value: `${rpsFigure.toFixed(3)} (95 % interval ${interval(rpsControlled)})`,
        target: bound === undefined || judgeCpu ? '' : `≥ ${bound.toFixed(2)}`,
        verdict: bound === undefined || judgeCpu ? '' : verdict(rpsFigure >= bound),
      });
      rows.push({
        measure: `${path}, gateway CPU per request on ÷ off, traced pairs ÷ control pairs`,
        value: `${cpuFigure.toFixed(3)} (95 % interval ${interval(cpuControlled)})`,
        target: bound === undefined ? '' : `≤ ${(1 / bound).toFixed(2)}`,
        verdict: bound === undefined ? '' : verdict(cpuFigure <= 1 / bound),
      });
    }
  }
  printTable(
    `bench:api — tracing off vs on (sample ratio ${ratio}), ${comparePairs} pairs of stacks, ${seconds} s ` +
      `windows${fixedRate === undefined ? '' : ` offered ${fixedRate} req/s each`} after ${warmUpSeconds} s ` +
      `of warm-up, ${connections} connections, traced ÷ untraced`,
    rows,
  );
  console.log('[bench] spans received by instrumentation:', await tracing.collector.spansByScope());
  return failed ? 1 : 0;
}

/** BENCH_SWITCH_SETTLE=1: a warm-up's drive after each switch, before the next window is measured. */
const switchSettle = process.env.BENCH_SWITCH_SETTLE === '1';
/** BENCH_TRACING=switch: windows per endpoint, a multiple of 4 (each block first, second, second, first). */
const switchWindows = Math.max(4, 4 * Math.ceil(Number(process.env.BENCH_SWITCH_WINDOWS ?? 16) / 4));

/**
 * BENCH_TRACING=switch: what recording traces costs, measured on one gateway process. The gateway is started
 * traced at BENCH_TRACE_SAMPLE_RATIO with harness/sample-ratio-switch.ts loaded, and SIGUSR2 switches it to
 * BENCH_SWITCH_RATIO and back between windows, in blocks of four (first, second, second, first). Each
 * block's ratio (second ÷ first) is one value of the geometric mean: the spread between process instances,
 * which compare mode has to average out over many pairs, is not in it. What it cannot measure is what every
 * ratio pays alike (the SDK loaded, the request hook): compare mode measures that.
 */
async function switchSampleRatio(env: NodeJS.ProcessEnv, databaseUrl: string): Promise<number> {
  const tracing = await tracingToCollector(cleanup);
  const ratios = [
    process.env.BENCH_TRACE_SAMPLE_RATIO ?? '1',
    process.env.BENCH_SWITCH_RATIO ?? '0',
  ] as const;
  const preload = path.join(path.dirname(fileURLToPath(import.meta.url)), 'harness/sample-ratio-switch.js');
  const stack = await startStack({ ...env, ...tracing.env, BENCH_SWITCH_RATIO: ratios[1] }, [
    '--import',
    preload,
  ]);
  await waitForFxHistory(databaseUrl);
  const cookie = await signIn(stack.baseUrl);
  const rows: Row[] = [];
  let failed = false;
  let current = 0;
  for (const endpoint of measured) {
    await warmUp(stack, cookie, endpoint);
    const blocks: { rps: number; cpu: number }[] = [];
    let block: Measurement[][] = [[], []];
    for (let window = 0; window < switchWindows; window++) {
      const setting = [0, 1, 1, 0][window % 4]!;
      if (setting !== current) {
        process.kill(stack.gatewayPid, 'SIGUSR2');
        current = setting;
        // The signal is handled on the gateway's next turn of its event loop; leave it that long and more.
        await new Promise((resolve) => setTimeout(resolve, 200));
        // What the last setting left to pay (spans still to export, what they promoted still to collect)
        // is paid in an unmeasured drive, not in the first window of the new setting.
        if (switchSettle) await warmUp(stack, cookie, endpoint);
      }
      const measurement = await measureWindow(stack, cookie, endpoint);
      failed ||= measurement.non2xx > 0;
      block[setting]!.push(measurement);
      console.log(
        `[bench] ${endpoint.path}, window ${window + 1}, ratio ${ratios[setting]}: ${describe(measurement)}`,
      );
      if (window % 4 === 3) {
        const [first, second] = block as [Measurement[], Measurement[]];
        blocks.push({
          rps: mean(second.map((m) => m.rps)) / mean(first.map((m) => m.rps)),
          cpu: mean(second.map((m) => m.cpuUsPerRequest)) / mean(first.map((m) => m.cpuUsPerRequest)),
        });
        block = [[], []];
      }
    }
    const value = (values: number[]) =>
      `${geometricMean(values).toFixed(3)} (95 % interval ${geometricInterval(values)
        .map((bound) => bound.toFixed(3))
        .join('–')}; blocks ${Math.min(...values).toFixed(2)}–${Math.max(...values).toFixed(2)})`;
    rows.push(
      {
        measure: `${endpoint.path}, req/s at ${ratios[1]} ÷ at ${ratios[0]}, ${blocks.length} blocks`,
        value: value(blocks.map((b) => b.rps)),
      },
      {
        measure: `${endpoint.path}, gateway CPU per request at ${ratios[1]} ÷ at ${ratios[0]}`,
        value: value(blocks.map((b) => b.cpu)),
      },
    );
  }
  await stack.stop();
  printTable(
    `bench:api — one traced gateway, its sample ratio switched between ${seconds} s windows ` +
      `(${ratios[0]}, ${ratios[1]}, ${ratios[1]}, ${ratios[0]}, …), ${connections} connections`,
    rows,
  );
  console.log('[bench] spans received by instrumentation:', await tracing.collector.spansByScope());
  return failed ? 1 : 0;
}

async function main(): Promise<number> {
  cleanup.onSignals();
  const database = await createTestDatabase('bench_api');
  cleanup.add('database', () => database.drop());
  const redis = createTestRedisPrefix('bench-api');
  cleanup.add('redis keys', () => redis.cleanup());
  const env = {
    PATH: process.env.PATH,
    DATABASE_URL: database.url,
    REDIS_URL: redis.url,
    REDIS_PREFIX: redis.prefix,
    SESSION_SECRET: `bench-${'x'.repeat(40)}`,
    LOG_LEVEL: 'warn',
  };
  await migrate(env);
  await seedDemoWithMemberPassword(database.url);
  if (tracingMode === 'compare') return compareTracing(env, database.url);
  if (tracingMode === 'switch') return switchSampleRatio(env, database.url);
  return measureOnce(env, database.url);
}

main()
  .then(async (code) => {
    await cleanup.run();
    process.exit(code);
  })
  .catch(async (error: unknown) => {
    console.error('[bench:api] failed:', error instanceof Error ? error.message : error);
    await cleanup.run();
    process.exit(2);
  });
