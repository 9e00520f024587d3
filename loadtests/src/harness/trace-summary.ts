// What the page's main thread did during one load, from a Chromium performance trace (the JSON that
// `browser.startTracing`/`stopTracing` writes: the CDP Tracing domain's events). bench:web writes one per
// measured load with BENCH_CDP_TRACE=<dir> and prints this summary beside it; on its own:
// `node loadtests/dist/loadtests/src/harness/trace-summary.js <trace.json>…`.
//
// Times are ms since the main frame's navigation start, like the page's performance entries.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time of a complete event, µs. */
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { data?: Record<string, unknown>; frame?: string; name?: string } & Record<string, unknown>;
}

interface CpuProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber?: number; columnNumber?: number };
  parent?: number;
}

/** Categories that give tasks, scripts, style, layout, paint, LCP candidates and JS samples. */
export const TRACE_CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'disabled-by-default-v8.cpu_profiler',
];

const ms = (value: number) => `${Math.round(value)}`.padStart(5);
const shortUrl = (url: unknown) =>
  typeof url === 'string' && url ? path.basename(new URL(url, 'http://x').pathname) : '';

/** The kinds of work the timeline shows, from an event's name. */
function kindOf(name: string): string | undefined {
  switch (name) {
    case 'EvaluateScript':
    case 'v8.evaluateModule':
      return 'evaluate';
    case 'v8.compile':
    case 'v8.compileModule':
    case 'V8.CompileCode':
      return 'compile';
    case 'FunctionCall':
    case 'TimerFire':
    case 'FireAnimationFrame':
    case 'EventDispatch':
    case 'RunMicrotasks':
    case 'V8.GC_SCAVENGER':
      return 'script';
    case 'UpdateLayoutTree':
    case 'ParseAuthorStyleSheet':
      return 'style';
    case 'Layout':
      return 'layout';
    case 'Paint':
    case 'PrePaint':
    case 'Layerize':
    case 'Commit':
      return 'paint';
    case 'ParseHTML':
      return 'parse';
    default:
      return undefined;
  }
}

export function summariseTrace(file: string, fromMs = 0, toMs = Infinity): string {
  const raw = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(raw) ? raw : raw.traceEvents;
  const lines: string[] = [];

  // The page's main thread: the renderer thread that marked the main frame's navigation start.
  const navigation = events
    .filter((event) => event.name === 'navigationStart' && event.args?.data?.['isLoadingMainFrame'] === true)
    .filter((event) => String(event.args?.data?.['documentLoaderURL'] ?? '').startsWith('http'))
    .sort((a, b) => a.ts - b.ts)[0];
  if (!navigation) return `${file}: no main-frame navigationStart in the trace`;
  const { pid, tid } = navigation;
  const t0 = navigation.ts;
  const at = (ts: number) => (ts - t0) / 1000;
  const main = events.filter((event) => event.pid === pid && event.tid === tid);

  // LCP candidates, and the paints of frames.
  for (const event of events.filter((e) => e.pid === pid && e.name === 'largestContentfulPaint::Candidate')) {
    const data = event.args?.data ?? {};
    lines.push(
      `LCP candidate at ${ms(at(event.ts))} ms: ${String(data['type'])} size ${String(data['size'])}` +
        ` node ${String(data['nodeId'] ?? data['DOMNodeId'] ?? '?')}`,
    );
  }

  // The main thread's own CPU time (thread time, which a busy machine does not inflate as it does wall
  // time) from navigation start to the last LCP candidate: what the page itself cost before its LCP.
  const lastLcp = events
    .filter((e) => e.pid === pid && e.name === 'largestContentfulPaint::Candidate')
    .reduce((latest, e) => Math.max(latest, e.ts), 0);
  if (lastLcp) {
    const before = main.filter(
      (event) => event.name === 'RunTask' && event.ph === 'X' && event.ts >= t0 && event.ts < lastLcp,
    );
    const cpu = before.reduce((sum, event) => sum + (event.tdur ?? 0), 0) / 1000;
    const wall = before.reduce((sum, event) => sum + (event.dur ?? 0), 0) / 1000;
    lines.push(
      `main thread before the LCP: ${Math.round(cpu)} ms CPU (thread time), ${Math.round(wall)} ms in tasks`,
    );
  }

  // Long tasks (≥ 30 ms) on the main thread, with what they spent their time on.
  const tasks = main
    .filter((event) => event.name === 'RunTask' && event.ph === 'X' && (event.dur ?? 0) >= 30_000)
    .filter((event) => at(event.ts) >= fromMs && at(event.ts) <= toMs);
  const children = main.filter((event) => event.ph === 'X' && kindOf(event.name));
  lines.push('', 'main-thread tasks ≥ 30 ms (start → end, what ran inside):');
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    const inside = children.filter((event) => event.ts >= task.ts && event.ts < end);
    const byKind = new Map<string, number>();
    // Only the outermost events of each kind, so nested calls are not counted twice.
    const outermost = inside.filter(
      (event) =>
        !inside.some(
          (other) =>
            other !== event &&
            kindOf(other.name) === kindOf(event.name) &&
            other.ts <= event.ts &&
            other.ts + (other.dur ?? 0) >= event.ts + (event.dur ?? 0) &&
            (other.ts < event.ts || (other.dur ?? 0) > (event.dur ?? 0)),
        ),
    );
    for (const event of outermost)
      byKind.set(kindOf(event.name)!, (byKind.get(kindOf(event.name)!) ?? 0) + (event.dur ?? 0) / 1000);
    const what = [...byKind]
      .sort((a, b) => b[1] - a[1])
      .map(([kind, time]) => `${kind} ${Math.round(time)}`)
      .join(', ');
    const scripts = outermost
      .filter((event) => kindOf(event.name) === 'script' || kindOf(event.name) === 'evaluate')
      .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
      .slice(0, 3)
      .map((event) => {
        const data = event.args?.data ?? {};
        const where = shortUrl(data['url']) || String(data['type'] ?? '');
        return `${event.name}(${String(data['functionName'] ?? '')}${where ? ' ' + where : ''}) ${Math.round((event.dur ?? 0) / 1000)}`;
      })
      .join('; ');
    lines.push(
      `${ms(at(task.ts))} → ${ms(at(end))}  ${Math.round((task.dur ?? 0) / 1000)} ms: ${what}${scripts ? `  [${scripts}]` : ''}`,
    );
  }

  // Busy time per 100 ms, to see where the main thread was free.
  const busy = new Map<number, number>();
  for (const task of main.filter((event) => event.name === 'RunTask' && event.ph === 'X')) {
    for (let ts = task.ts; ts < task.ts + (task.dur ?? 0);) {
      const bucket = Math.floor(at(ts) / 100);
      const bucketEnd = t0 + (bucket + 1) * 100_000;
      const slice = Math.min(task.ts + (task.dur ?? 0), bucketEnd) - ts;
      busy.set(bucket, (busy.get(bucket) ?? 0) + slice / 1000);
      ts += slice;
    }
  }
  const lastBucket = Math.max(...busy.keys());
  lines.push('', 'main thread busy per 100 ms from navigation start:');
  const row: string[] = [];
  for (let bucket = 0; bucket <= Math.min(lastBucket, 40); bucket++)
    row.push(`${bucket * 100}:${Math.round(busy.get(bucket) ?? 0)}`);
  lines.push(row.join(' '));

  // JS self time by function (CPU profiler samples) within [fromMs, toMs].
  const nodes = new Map<number, CpuProfileNode>();
  const samples: { node: number; ts: number }[] = [];
  for (const event of events.filter((e) => e.pid === pid && e.name === 'ProfileChunk')) {
    const data = event.args?.data as
      { cpuProfile?: { nodes?: CpuProfileNode[]; samples?: number[] }; timeDeltas?: number[] } | undefined;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const chunkSamples = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    let ts = samples.at(-1)?.ts ?? events.find((e) => e.pid === pid && e.name === 'Profile')?.ts ?? 0;
    if (!samples.length) {
      const profile = events.find((e) => e.pid === pid && e.name === 'Profile' && e.id === event.id);
      ts = Number((profile?.args?.data as { startTime?: number } | undefined)?.startTime ?? ts);
    }
    chunkSamples.forEach((node, index) => {
      ts += deltas[index] ?? 0;
      samples.push({ node, ts });
    });
  }
  if (samples.length) {
    const selfTime = new Map<string, number>();
    const byUrl = new Map<string, number>();
    for (let i = 0; i < samples.length - 1; i++) {
      const sample = samples[i]!;
      const when = at(sample.ts);
      if (when < fromMs || when > toMs) continue;
      const node = nodes.get(sample.node);
      if (!node) continue;
      const { functionName, url, lineNumber, columnNumber } = node.callFrame;
      if (functionName === '(idle)' || functionName === '(program)') continue;
      const step = (samples[i + 1]!.ts - sample.ts) / 1000;
      // Where the function starts (1-based line:column), to look a minified name up in a source map.
      const where = url && lineNumber !== undefined ? `:${lineNumber + 1}:${(columnNumber ?? 0) + 1}` : '';
      const key = `${functionName || '(anonymous)'} ${shortUrl(url)}${where}`;
      selfTime.set(key, (selfTime.get(key) ?? 0) + step);
      byUrl.set(shortUrl(url) || functionName, (byUrl.get(shortUrl(url) || functionName) ?? 0) + step);
    }
    const window = `${fromMs}–${Number.isFinite(toMs) ? toMs : 'end'} ms`;
    lines.push('', `JS self time by script, ${window} (CPU profiler samples):`);
    for (const [url, time] of [...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 15))
      lines.push(`  ${ms(time)} ms  ${url}`);
    lines.push('', `JS self time by function, ${window}:`);
    for (const [fn, time] of [...selfTime]
      .sort((a, b) => b[1] - a[1])
      .slice(0, Number(process.env.TRACE_TOP ?? 25)))
      lines.push(`  ${ms(time)} ms  ${fn}`);
  }
  return lines.join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const from = Number(process.env.TRACE_FROM_MS ?? 0);
  const to = Number(process.env.TRACE_TO_MS ?? Infinity);
  for (const file of process.argv.slice(2)) console.log(`== ${file}\n${summariseTrace(file, from, to)}\n`);
}
