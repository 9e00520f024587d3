// `npm run bench:exposure`: what revaluing the open exposure on every FX tick costs (issue 25 item 3). In this
// process, the workers' own revaluator (workers/src/fx/live-exposure-revaluator.ts) on a Redis prefix of its own:
// 1,000 watched organisations (the gateways' watchers set) × 5 currencies × 6 maturity buckets, their payables
// and hedges handed to it as the database would (loaded once: its cache keeps them between ticks), then
// BENCH_TICKS ticks of a random walk, BENCH_TICK_MS apart (default 1,000: the feed's FX_TICK_MS; the product
// pushes an organisation at most every 500 ms). Per tick, printed side by side:
//   - the revaluation: CPU time of valuing every watched organisation at the tick's rates (exact conversions,
//     the VaR over 90 days of returns, the levels, the push threshold, the reports pushed) — target ≤ 10 ms;
//     its p50, p95, p99 and max, and the garbage collection that ran within it: V8's GC pauses (perf_hooks
//     'gc' entries) overlapping each tick's revaluation, in total, per tick and by kind, with the heap the
//     whole revaluator call allocated (ticks without a GC in it: the used heap's growth), and that call's CPU
//     on the main thread apart from V8's helper threads (process CPU counts both; so does the revaluation's
//     figure, printed beside its main thread's alone);
//   - the whole revaluator call: that, plus its Redis reads (who watches, which inputs changed) and encoding
//     the pushes for the socket.io emitter;
//   - the same tick's fan-out: the `fx:exposure` pushes and the `fx:tick` written through the emitter to Redis,
//     to the last reply (wall time);
//   - two baselines measured in the same run: the floor, a bare loop doing the conversions' multiplications
//     alone over the same 1,000 × 5 × 3 amounts in typed arrays (what no valuation can beat), and the engine
//     as the revaluator used it before its cache (valueExposure + exposureMovedEnough for every organisation,
//     a new report each); with the ratios.
import { openSync, readSync } from 'node:fs';
import os from 'node:os';
import { constants as perfConstants, PerformanceObserver, type PerformanceEntry } from 'node:perf_hooks';
import v8 from 'node:v8';
import {
  exposureMovedEnough,
  exposureWatchersKey,
  Market,
  prepareExposure,
  valueExposure,
  type ExposureInputs,
  type PreparedExposure,
} from '@tradehub/db/domain';
import { createExposureRevaluator, createRealtimeEmitter, type RealtimeEmitter } from '@tradehub/workers';
import { EXPOSURE_BUCKETS, rooms, type ExposureReport, type FxSnapshot } from '@tradehub/contract';
import { Redis } from 'ioredis';
import { createTestRedisPrefix } from '../../infra/test-support/test-redis.js';
import { printTable, verdict, type Row } from './harness/report.js';

const ORGANISATIONS = Number(process.env.BENCH_ORGANISATIONS ?? 1000);
const TICKS = Number(process.env.BENCH_TICKS ?? 60);
/** The feed's default FX_TICK_MS; at least the 500 ms an organisation's pushes are kept apart. */
const TICK_MS = Number(process.env.BENCH_TICK_MS ?? 1000);
/** Ticks run first and not counted: the JIT compiles the hot paths on them. */
const WARM_UP_TICKS = 10;
const TARGET_CPU_MS = 10;
const CURRENCIES = { EUR: 0.921, GBP: 0.789, JPY: 148.25, CNY: 7.2134, CHF: 0.8812 } as const;
const BUCKET_DAYS = [-5, 20, 60, 120, 250, 400];
const DAY_MS = 24 * 60 * 60 * 1000;

/** The p-th percentile (nearest rank) of the values. */
function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length))) - 1] ?? NaN;
}

/** V8's GC kinds as perf_hooks names them. */
const GC_KINDS: Record<number, string> = {
  [perfConstants.NODE_PERFORMANCE_GC_MINOR]: 'scavenge',
  [perfConstants.NODE_PERFORMANCE_GC_MAJOR]: 'mark-compact',
  [perfConstants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental marking',
  [perfConstants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak callbacks',
};

/** Every GC pause of the run (perf_hooks delivers them a little later: attributed to ticks at the end). */
function observeGc() {
  const pauses: { start: number; end: number; kind: string }[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { detail?: { kind?: number } })[])
      pauses.push({
        start: entry.startTime,
        end: entry.startTime + entry.duration,
        kind: GC_KINDS[entry.detail?.kind ?? -1] ?? 'other',
      });
  });
  observer.observe({ entryTypes: ['gc'] });
  return {
    /** The GC pause time (ms) within [from, to], and by kind. */
    within(from: number, to: number, byKind: Map<string, number>): number {
      let total = 0;
      for (const pause of pauses) {
        const overlap = Math.min(to, pause.end) - Math.max(from, pause.start);
        if (overlap <= 0) continue;
        total += overlap;
        byKind.set(pause.kind, (byKind.get(pause.kind) ?? 0) + overlap);
      }
      return total;
    },
    stop: () => observer.disconnect(),
  };
}

/**
 * The CPU time of this thread alone (ms; Linux's scheduler clock, /proc/thread-self/schedstat), where
 * process.cpuUsage also counts V8's helper threads (concurrent GC marking and sweeping, the JIT compiler);
 * null elsewhere.
 */
const threadClock = (() => {
  try {
    // Opened once by this (the main) thread: each reading is one pread, cheap next to a tick.
    return { fd: openSync('/proc/thread-self/schedstat', 'r'), buffer: Buffer.alloc(64) };
  } catch {
    return null;
  }
})();
function threadCpuMs(): number | null {
  if (!threadClock) return null;
  const length = readSync(threadClock.fd, threadClock.buffer, 0, threadClock.buffer.length, 0);
  const text = threadClock.buffer.toString('latin1', 0, length);
  return Number(text.slice(0, text.indexOf(' '))) / 1e6;
}

/** A seeded pseudo-random sequence, so every run values the same books. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state ^ (state >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    return state / 2 ** 32;
  };
}

function books(now: Date): Map<string, ExposureInputs> {
  const next = random(25);
  const day = (offset: number) => new Date(now.getTime() + offset * DAY_MS).toISOString().slice(0, 10);
  const result = new Map<string, ExposureInputs>();
  for (let index = 0; index < ORGANISATIONS; index++) {
    const inputs: ExposureInputs = {
      organisationId: `org-${index}`,
      baseCurrency: 'USD',
      marginTolerancePercent: 2,
      payables: [],
      hedges: [],
      targets: { EUR: 60 },
    };
    for (const currency of Object.keys(CURRENCIES))
      for (const offset of BUCKET_DAYS) {
        const amountMinor = Math.round(1_000_000 + next() * 50_000_000);
        inputs.payables.push({ currency, amountMinor, day: day(offset), budgetRate: '1.05' });
        if (offset > 3)
          inputs.hedges.push({ currency, amountMinor: Math.round(amountMinor * next()), day: day(offset) });
      }
    result.set(inputs.organisationId, inputs);
  }
  return result;
}

function history(): Market {
  const next = random(7);
  const dailyCloses = new Map<string, number[]>();
  for (const [currency, anchor] of Object.entries(CURRENCIES)) {
    let rate: number = anchor;
    const closes = [rate];
    for (let k = 1; k <= 90; k++) closes.push((rate = rate * (1 + (next() - 0.5) * 0.01)));
    dailyCloses.set(currency, closes);
  }
  return new Market({ ratesPerUsd: { ...CURRENCIES }, asOf: new Date().toISOString(), dailyCloses });
}

/** The floor: the conversions' multiplications alone, over the same amounts, in typed arrays. */
function bareLoop(prepared: readonly PreparedExposure[]) {
  const count = Object.keys(CURRENCIES).length;
  const amounts = new Float64Array(prepared.length * count * 3);
  const slots = new Int32Array(prepared.length * count);
  const codes = Object.keys(CURRENCIES);
  prepared.forEach((book, org) =>
    book.currencies.forEach((item, index) => {
      const at = (org * count + index) * 3;
      amounts[at] = item.payablesMinor;
      amounts[at + 1] = item.unhedgedMinor;
      amounts[at + 2] = item.budgetedMinor;
      slots[org * count + index] = codes.indexOf(item.currency);
    }),
  );
  const factors = new Float64Array(count);
  let sink = 0;
  return {
    run(rates: Record<string, number>): number {
      const started = process.cpuUsage();
      for (let index = 0; index < count; index++) factors[index] = 1 / rates[codes[index]!]!;
      let total = 0;
      for (let cell = 0; cell < slots.length; cell++) {
        const factor = factors[slots[cell]!]!;
        total +=
          Math.round(amounts[cell * 3]! * factor) +
          Math.round(amounts[cell * 3 + 1]! * factor) +
          Math.round(amounts[cell * 3 + 2]! * factor);
      }
      sink += total;
      const used = process.cpuUsage(started);
      return (used.user + used.system) / 1000;
    },
    get sink() {
      return sink;
    },
  };
}

async function main() {
  const now = new Date();
  const inputs = books(now);
  const base = history();
  const target = createTestRedisPrefix('bench-exposure');
  const redis = new Redis(target.url);
  const real = createRealtimeEmitter(redis, target.prefix);
  // The real emitter; the moment the tick's first push is written, for the fan-out's start.
  let firstPushAt: number | null = null;
  let bytes = 0;
  const emitter: RealtimeEmitter = {
    to: (room) => ({
      emit: (event, ...args) => {
        firstPushAt ??= performance.now();
        if (event === 'fx:exposure' && bytes === 0) bytes = JSON.stringify(args[0]).length;
        return real.to(room).emit(event, ...args);
      },
    }),
  };
  let loads = 0;
  const revalue = createExposureRevaluator({
    redis,
    redisPrefix: target.prefix,
    emitter,
    logger: { debug: () => undefined },
    sources: {
      inputs: async (ids) => {
        loads += ids.length;
        return new Map(ids.flatMap((id) => (inputs.has(id) ? [[id, inputs.get(id)!] as const] : [])));
      },
      market: async () => base,
    },
    threadCpuMs,
  });
  // Everyone watched, as the gateways write it.
  const watchers = exposureWatchersKey(target.prefix);
  const prepared = [...inputs.values()].map((book) => prepareExposure(book, now));
  const floor = bareLoop(prepared);
  const walk = random(3);
  const rates: Record<string, number> = { ...CURRENCIES };
  const before = new Map<string, ExposureReport>();
  const series = {
    cpu: [] as number[],
    call: [] as number[],
    fanOut: [] as number[],
    floor: [] as number[],
    engine: [] as number[],
    pushed: [] as number[],
    revalued: [] as number[],
    /** Each measured tick's revaluation window and whole-call window (performance.now()). */
    windows: [] as { from: number; to: number; callFrom: number; callTo: number }[],
    /** Used-heap growth over the whole revaluator call, bytes (ticks where it grew: no GC freed any). */
    allocated: [] as number[],
    /** The revaluation's CPU on the main thread alone. */
    cpuMain: [] as number[],
    /** The whole call's CPU on the main thread alone, and on the process's other threads. */
    callMain: [] as number[],
    callOthers: [] as number[],
  };
  const gc = observeGc();
  try {
    await redis.zadd(watchers, ...[...inputs.keys()].flatMap((id) => [Date.now() + 3_600_000, id]));
    let next = performance.now();
    for (let tick = -WARM_UP_TICKS; tick < TICKS; tick++) {
      // Ticks at least TICK_MS apart, start to start (a late one does not bunch the next up against it, which
      // would hold organisations back by the 500 ms between two pushes).
      const wait = next - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      next = performance.now() + TICK_MS;
      for (const currency of Object.keys(rates))
        rates[currency] = rates[currency]! * (1 + (walk() - 0.5) * 0.002);
      const snapshot: FxSnapshot = {
        base: 'USD',
        source: 'simulated',
        asOf: new Date().toISOString(),
        publishedAt: Date.now(),
        rates: { ...rates },
      };
      // The workers' revaluator, as the feed's tick hook runs it.
      firstPushAt = null;
      const heapBefore = v8.getHeapStatistics().used_heap_size;
      const mainBefore = threadCpuMs();
      const callFrom = performance.now();
      const started = process.cpuUsage();
      const stats = await revalue(snapshot);
      const used = process.cpuUsage(started);
      const callTo = performance.now();
      const mainAfter = threadCpuMs();
      const heapGrowth = v8.getHeapStatistics().used_heap_size - heapBefore;
      // The same tick's fan-out: the pushes (written by the revaluator) and the tick itself, to the last reply.
      firstPushAt ??= performance.now();
      emitter.to(rooms.fx).emit('fx:tick', snapshot);
      await redis.ping();
      const fanOut = performance.now() - firstPushAt;
      // The baselines, at the same rates: the bare loop, and the engine as it ran for every organisation before.
      const floorMs = floor.run(snapshot.rates);
      const engineStarted = process.cpuUsage();
      const market = base.withLiveRates(snapshot);
      for (const book of prepared) {
        const report = valueExposure(book, market);
        const last = before.get(book.organisationId);
        if (last && !exposureMovedEnough(last, report)) continue;
        before.set(book.organisationId, report);
      }
      const engine = process.cpuUsage(engineStarted);
      if (tick < 0) continue;
      series.cpu.push(stats.valueMs);
      if (stats.valueThreadMs !== undefined) series.cpuMain.push(stats.valueThreadMs);
      series.call.push((used.user + used.system) / 1000);
      series.fanOut.push(fanOut);
      series.floor.push(floorMs);
      series.engine.push((engine.user + engine.system) / 1000);
      series.pushed.push(stats.pushed);
      series.revalued.push(stats.revalued);
      series.windows.push({ from: stats.valueStartedAt, to: stats.valueEndedAt, callFrom, callTo });
      if (heapGrowth > 0) series.allocated.push(heapGrowth);
      if (mainBefore !== null && mainAfter !== null) {
        series.callMain.push(mainAfter - mainBefore);
        series.callOthers.push(Math.max(0, (used.user + used.system) / 1000 - (mainAfter - mainBefore)));
      }
    }
    // Let perf_hooks deliver the last GC entries.
    await new Promise((resolve) => setTimeout(resolve, 50));
  } finally {
    gc.stop();
    redis.disconnect();
    await target.cleanup();
  }
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  const p = (values: number[]) => `${ms(percentile(values, 50))} / ${ms(percentile(values, 99))}`;
  const tail = (values: number[]) =>
    [50, 95, 99, 100].map((rank) => percentile(values, rank).toFixed(2)).join(' / ') + ' ms';
  // The GC within each measured tick's revaluation, and within its whole revaluator call.
  const byKind = new Map<string, number>();
  const gcValue = series.windows.map((window) => gc.within(window.from, window.to, byKind));
  const gcCall = series.windows.map((window) => gc.within(window.callFrom, window.callTo, new Map()));
  const gcTicks = gcValue.filter((value) => value > 0).length;
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const withoutGc = series.cpu.filter((_, index) => gcValue[index] === 0);
  const ratio = (a: number, b: number) => `${(a / b).toPrecision(2)}×`;
  const cells = EXPOSURE_BUCKETS.length * Object.keys(CURRENCIES).length;
  const cpu50 = percentile(series.cpu, 50);
  const cpu99 = percentile(series.cpu, 99);
  const rows: Row[] = [
    {
      measure: `revaluation CPU per tick, p50 / p95 / p99 / max (${ORGANISATIONS} orgs × ${cells} cells)`,
      value: tail(series.cpu),
      target: `p99 ≤ ${TARGET_CPU_MS} ms`,
      verdict: verdict(cpu99 <= TARGET_CPU_MS),
    },
    {
      measure: '  on the main thread alone (not V8’s GC and JIT helper threads), p50 / p95 / p99 / max',
      value: series.cpuMain.length ? tail(series.cpuMain) : 'n/a',
    },
    {
      measure: `GC pauses within the revaluations: total over ${TICKS} ticks, ticks with GC, max per tick`,
      value: `${ms(sum(gcValue))}, ${gcTicks}, ${ms(Math.max(0, ...gcValue))}`,
    },
    {
      measure: '  by kind',
      value:
        [...byKind]
          .sort((a, b) => b[1] - a[1])
          .map(([kind, total]) => `${kind} ${ms(total)}`)
          .join(', ') || 'none',
    },
    {
      measure: '  revaluation CPU of the ticks without GC in it, p50 / p95 / p99 / max',
      value: withoutGc.length ? tail(withoutGc) : 'none',
    },
    {
      measure: 'the whole revaluator call, CPU, p50 / p95 / p99 / max (+ Redis reads, push encoding)',
      value: tail(series.call),
    },
    {
      measure: '  of which the main thread alone, p50 / p95 / p99 / max',
      value: series.callMain.length ? tail(series.callMain) : 'n/a',
    },
    {
      measure: '  and the other threads (GC helpers, JIT compiler), p50 / p95 / p99 / max',
      value: series.callOthers.length ? tail(series.callOthers) : 'n/a',
    },
    {
      measure: '  GC pauses within the whole calls: total, max per tick',
      value: `${ms(sum(gcCall))}, ${ms(Math.max(0, ...gcCall))}`,
    },
    {
      measure: '  heap allocated per call, p50 (used-heap growth, ticks without GC)',
      value: series.allocated.length
        ? `${(percentile(series.allocated, 50) / 2 ** 20).toFixed(2)} MiB (${series.allocated.length} ticks)`
        : 'n/a',
    },
    { measure: 'same tick: fan-out to Redis, wall, p50 / p99', value: p(series.fanOut) },
    {
      measure: 'baseline: bare conversion loop (floor, allocates nothing), CPU, p50 / p95 / p99 / max',
      value: tail(series.floor),
    },
    {
      measure: 'baseline: engine per organisation (before the cache), CPU, p50 / p99',
      value: p(series.engine),
    },
    { measure: 'revaluation ÷ floor, p50', value: ratio(cpu50, percentile(series.floor, 50)) },
    {
      measure: 'revaluation ÷ engine per organisation, p50',
      value: ratio(cpu50, percentile(series.engine, 50)),
    },
    { measure: 'revaluation ÷ same tick’s fan-out, p50', value: ratio(cpu50, percentile(series.fanOut, 50)) },
    {
      measure: 'organisations valued / pushed per tick, p50 (≥ 0.01 % moves)',
      value: `${percentile(series.revalued, 50)} / ${percentile(series.pushed, 50)}`,
    },
    { measure: 'payables loaded (first tick only)', value: String(loads) },
    { measure: 'one organisation’s push, JSON bytes', value: String(bytes) },
    {
      measure: 'machine load (1-min average, cores)',
      value: `${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length}`,
    },
  ];
  printTable(
    `bench:exposure — ${TICKS} ticks, ${TICK_MS} ms apart (floor sink ${floor.sink > 0 ? 'ok' : '0'})`,
    rows,
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
