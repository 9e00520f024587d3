// `node loadtests/dist/loadtests/src/cpu-profile-summary.js <file.cpuprofile|dir>...`: where a server's CPU
// time went, as self time summed by npm package (the product's own code by workspace, Node's internals as
// `node:`, V8's idle/GC/program ticks by name). A profile written under BENCH_CPU_PROF=<dir> by a bench
// (harness/stack.ts) answers "what does tracing cost" as a share, which a shared machine's noisy req/s
// cannot. BENCH_PROFILE_WINDOW (printed by bench-api) keeps only a measured window; BENCH_PROFILE_TOP
// (default 25) rows per table; BENCH_PROFILE_FUNCTIONS=1 adds the top functions.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

const top = Number(process.env.BENCH_PROFILE_TOP ?? 25);

/** The package a script URL belongs to: the last `node_modules/<pkg>` (scoped or not), else a workspace. */
export function packageOf(url: string, functionName: string): string {
  if (!url) return `(${functionName || 'anonymous'})`;
  // Node's own modules by name (node:internal/async_hooks vs node:net tells hooks from I/O).
  if (url.startsWith('node:')) return url.replace(/^node:(internal\/)?/, 'node:').replace(/\.js$/, '');
  const parts = url.replace(/^file:\/\//, '').split('/');
  const last = parts.lastIndexOf('node_modules');
  if (last >= 0) {
    const name = parts[last + 1] ?? '?';
    return name.startsWith('@') ? `${name}/${parts[last + 2] ?? '?'}` : name;
  }
  for (const workspace of ['gateway', 'workers', 'db', 'infra', 'web', 'loadtests']) {
    if (parts.includes(workspace)) return `(tradehub ${workspace})`;
  }
  return url;
}

function filesOf(argument: string): string[] {
  if (!statSync(argument).isDirectory()) return [argument];
  return readdirSync(argument, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.cpuprofile'))
    .map((name) => path.join(argument, name));
}

/** Packages whose time is tracing's: the OpenTelemetry SDK and instrumentations and their module hooks. */
const TRACING = /^(@opentelemetry\/|@fastify\/otel$|require-in-the-middle$|import-in-the-middle$|shimmer$)/;

/** BENCH_PROFILE_WINDOW=<from>-<to>: microseconds on the monotonic clock, as bench-api prints them. */
function windowOf(): [number, number] {
  const match = /^(\d+)-(\d+)$/.exec(process.env.BENCH_PROFILE_WINDOW ?? '');
  return match ? [Number(match[1]), Number(match[2])] : [0, Infinity];
}

function summarise(file: string) {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const [from, to] = windowOf();
  const selfById = new Map<number, number>();
  // timeDeltas[i] is the time from sample i-1 to sample i: sample i lasts until the next one.
  let time = profile.startTime;
  profile.samples.forEach((id, i) => {
    time += profile.timeDeltas[i] ?? 0;
    if (time < from || time > to) return;
    const delta = profile.timeDeltas[i + 1] ?? 0;
    selfById.set(id, (selfById.get(id) ?? 0) + delta);
  });
  const packageOfNode = (id: number) => {
    const { url, functionName } = byId.get(id)!.callFrame;
    return packageOf(url, functionName);
  };
  // Node's internals and natives charged to the nearest package up the stack that called them.
  const isNode = (pkg: string) => pkg.startsWith('node:') || pkg.startsWith('(');
  const chargedPackage = (id: number): string => {
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
      const pkg = packageOfNode(at);
      if (!isNode(pkg)) return pkg;
    }
    return packageOfNode(id);
  };
  // Whether a tracing frame is anywhere on the stack (its callees included: the time tracing adds or wraps).
  const underTracing = (id: number): boolean => {
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at))
      if (TRACING.test(packageOfNode(at))) return true;
    return false;
  };
  const byPackage = new Map<string, number>();
  const byCharged = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let total = 0;
  let idle = 0;
  let tracingSelf = 0;
  let tracingCharged = 0;
  for (const [id, micros] of selfById) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    if (functionName === '(idle)') {
      idle += micros;
      continue;
    }
    total += micros;
    const pkg = packageOf(url, functionName);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + micros);
    const charged = chargedPackage(id);
    byCharged.set(charged, (byCharged.get(charged) ?? 0) + micros);
    if (TRACING.test(pkg)) tracingSelf += micros;
    if (TRACING.test(charged)) tracingCharged += micros;
    const fn = `${functionName || '(anonymous)'} ${pkg === url ? url : pkg}:${lineNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + micros);
  }
  let tracingStack = 0;
  for (const [id, micros] of selfById) if (underTracing(id)) tracingStack += micros;
  const share = (micros: number) => `${((100 * micros) / total).toFixed(1).padStart(5)} %`;
  console.log(
    `\n${file}\n  ${(total / 1e6).toFixed(1)} s busy, ${(idle / 1e6).toFixed(1)} s idle` +
      (to < Infinity ? ` (window of ${((to - from) / 1e6).toFixed(1)} s)` : ' (whole run)'),
  );
  console.log(
    `  tracing: ${share(tracingSelf)} self, ${share(tracingCharged)} with the Node internals it calls, ` +
      `${share(tracingStack)} with a tracing frame on the stack (wrapped work included)`,
  );
  const print = (title: string, rows: Map<string, number>) => {
    console.log(`  -- ${title}`);
    for (const [name, micros] of [...rows].sort((a, b) => b[1] - a[1]).slice(0, top))
      console.log(`  ${share(micros)}  ${(micros / 1e3).toFixed(0).padStart(7)} ms  ${name}`);
  };
  print('self time by package', byPackage);
  print('self time, Node internals charged to the package calling them', byCharged);
  if (process.env.BENCH_PROFILE_FUNCTIONS === '1') print('self time by function', byFunction);
}

const files = process.argv.slice(2).flatMap(filesOf);
if (files.length === 0) {
  console.error('usage: cpu-profile-summary <file.cpuprofile | directory>...');
  process.exit(1);
}
for (const file of files) summarise(file);
