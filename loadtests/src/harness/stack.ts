// The product's server processes, started the way infra/src/launcher.ts starts them (built output,
// settings through the environment), on a database and a Redis key prefix of this run's own.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = findRepositoryRoot(path.dirname(fileURLToPath(import.meta.url)));

const OUTPUT_LINES_KEPT = 40;

export interface ServerProcess {
  name: string;
  pid: number;
  /** The last lines it printed, for error messages. */
  output(): string;
  /** Resolves with the exit code (or the signal's name) when the process ends. */
  exited: Promise<number | string>;
  stop(): Promise<void>;
}

/**
 * BENCH_CPU_PROF=<dir>: each server process is started with `--cpu-prof`, so it writes a V8 CPU profile
 * into `<dir>/<name>/` (gateway, workers, migrate) when it exits; `cpu-profile-summary.ts` sums its self
 * time by package. NODE_OPTIONS cannot carry `--cpu-prof`, hence an argument.
 */
function cpuProfileArguments(name: string): string[] {
  const dir = process.env.BENCH_CPU_PROF;
  if (!dir) return [];
  return ['--cpu-prof', `--cpu-prof-dir=${path.resolve(dir, name)}`];
}

/**
 * BENCH_NODE_ARGS: more of Node's or V8's options for each server process, space-separated (e.g.
 * `--trace-opt --trace-deopt`, which NODE_OPTIONS refuses); BENCH_NODE_LOG=<dir> keeps each process's
 * whole output in `<dir>/<name>-<pid>.log`, where such traces go.
 */
function extraNodeArguments(): string[] {
  return (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
}

/**
 * `node <script>` with its output kept (not printed: LOG_LEVEL=warn keeps it short anyway);
 * `ownNodeArguments`: Node options of this process's own (e.g. an `--import` of a bench's).
 */
export function startServerProcess(
  name: string,
  script: string,
  env: NodeJS.ProcessEnv,
  ownNodeArguments: string[] = [],
): ServerProcess {
  const nodeArguments = [...ownNodeArguments, ...extraNodeArguments(), ...cpuProfileArguments(name)];
  const child = spawn(process.execPath, [...nodeArguments, path.join(ROOT, script)], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - OUTPUT_LINES_KEPT));
  };
  if (process.env.BENCH_NODE_LOG) {
    const log = createWriteStream(path.join(process.env.BENCH_NODE_LOG, `${name}-${child.pid}.log`));
    child.stdout?.on('data', (chunk: Buffer) => log.write(chunk));
    child.stderr?.on('data', (chunk: Buffer) => log.write(chunk));
    child.once('exit', () => log.end());
  }
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  if (child.pid === undefined) throw new Error(`could not start ${name} (${script})`);
  return {
    name,
    pid: child.pid,
    output: () => lines.join('\n') || '(no output)',
    exited,
    stop: () => stopChild(child, exited),
  };
}

async function stopChild(child: ChildProcess, exited: Promise<unknown>, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/** The gateway migrates nothing: apply the migrations first, as `npm run db:migrate` does. */
export async function migrate(env: NodeJS.ProcessEnv): Promise<void> {
  const migration = startServerProcess('migrate', 'db/dist/cli/migrate.js', env);
  const code = await migration.exited;
  if (code !== 0) throw new Error(`migrations failed (exit ${code}):\n${migration.output()}`);
}

/** Polls the gateway's /ready until PostgreSQL and Redis answer through it. */
export async function waitUntilReady(baseUrl: string, gateway: ServerProcess, timeoutMs = 60_000) {
  let exitCode: number | string | undefined;
  void gateway.exited.then((code) => (exitCode = code));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exitCode !== undefined)
      throw new Error(`${gateway.name} exited during start-up (${exitCode}):\n${gateway.output()}`);
    try {
      if ((await fetch(`${baseUrl}/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${gateway.name} was not ready within ${timeoutMs / 1000} s:\n${gateway.output()}`);
}

/** Resident set size of a process, in KB (Linux /proc). */
export function readRssKb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
  if (!match?.[1]) throw new Error(`no VmRSS for process ${pid}`);
  return Number(match[1]);
}

/** The median of a few RSS samples taken `intervalMs` apart, to smooth out garbage collection. */
export async function sampleRssKb(pid: number, samples = 5, intervalMs = 400): Promise<number> {
  const values: number[] = [];
  for (let i = 0; i < samples; i++) {
    if (i > 0) await sleep(intervalMs);
    values.push(readRssKb(pid));
  }
  values.sort((a, b) => a - b);
  return values[Math.floor(values.length / 2)]!;
}

/** This process's soft limit on open files (`ulimit -n`); the servers it starts inherit it. */
export function openFilesLimit(): number {
  const limits = readFileSync('/proc/self/limits', 'utf8');
  const match = /^Max open files\s+(\S+)/m.exec(limits);
  return match?.[1] === undefined || match[1] === 'unlimited' ? Infinity : Number(match[1]);
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function findRepositoryRoot(from: string): string {
  for (let dir = from; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && 'workspaces' in JSON.parse(readFileSync(manifest, 'utf8'))) return dir;
  }
  throw new Error(`no npm workspaces root above ${from}`);
}

/** The user and system CPU time of a `/proc/…/stat` line (a process's or a thread's), in clock ticks. */
function statCpuTicks(stat: string): { user: number; system: number } {
  // Fields after the command name (which may contain spaces): state is field 3, utime 14, stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { user: Number(fields[11]), system: Number(fields[12]) };
}

/** CPU time a process has used so far (user + system, all threads), in clock ticks. */
export function processCpuTicks(pid: number | 'self'): number {
  const { user, system } = statCpuTicks(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  return user + system;
}

/**
 * A process's CPU time so far split by where it was spent, in clock ticks: its main thread (JavaScript, and
 * the garbage collector's pauses) in user and system mode, and all its other threads (V8's platform workers:
 * concurrent marking and optimising compilation; libuv's pool). Where an instrumentation's cost lands, which
 * a main-thread CPU profile sees only the first part of.
 */
export function processThreadCpuTicks(pid: number): {
  mainUser: number;
  mainSystem: number;
  otherThreads: number;
} {
  const ticks = { mainUser: 0, mainSystem: 0, otherThreads: 0 };
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    } catch {
      continue; // the thread ended between the listing and the read
    }
    const { user, system } = statCpuTicks(stat);
    if (Number(tid) === pid) {
      ticks.mainUser += user;
      ticks.mainSystem += system;
    } else ticks.otherThreads += user + system;
  }
  return ticks;
}

/** The whole machine's CPU time so far, busy and total, in clock ticks (summed over CPUs). */
export function machineCpuTicks(): { busy: number; total: number } {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
  const values = line.trim().split(/\s+/).slice(1, 9).map(Number);
  const total = values.reduce((sum, value) => sum + value, 0);
  const idle = values[3]! + values[4]!; // idle + iowait
  return { busy: total - idle, total };
}
