import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The FX history a test's workers write on an empty database: two hours (about 6,000 bars) instead of the
 * product's 90 days (about 186,000), which each workers process of a test once wrote. Only the backfill's own
 * tests look at the history's length; a test that wants more sets FX_BACKFILL_HOURS itself.
 */
export const TEST_FX_BACKFILL_HOURS = '2';

export interface StackProcess {
  child: ChildProcess;
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Starts a built process (`gateway` or `workers`) the way the launcher does, with the given environment. */
export function startStackProcess(kind: 'gateway' | 'workers', env: Record<string, string>): StackProcess {
  const child = spawn(process.execPath, [path.join(root, `${kind}/dist/main.js`)], {
    env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', FX_BACKFILL_HOURS: TEST_FX_BACKFILL_HOURS, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** Resolves once `url` answers 200, or fails after `timeoutMs`. */
export async function waitForHttp(url: string, timeoutMs = 30_000, process?: StackProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms\n${process?.output() ?? ''}`);
}
