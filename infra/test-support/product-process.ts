import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_FX_BACKFILL_HOURS } from './stack-processes.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface RunningProduct {
  url: string;
  child: ChildProcess;
  output(): string;
  /** Ctrl-C, as a person would; resolves with the launcher's exit code. */
  stop(): Promise<number | null>;
}

/**
 * Starts the product exactly as `npm start` does (infra/scripts/start.mjs), with only the given
 * variables on top of PATH, HOME and a test's short FX history: no DATABASE_URL, so the embedded PostgreSQL
 * is used.
 */
export async function startProduct(env: NodeJS.ProcessEnv, timeoutMs = 180_000): Promise<RunningProduct> {
  const child = spawn(process.execPath, ['infra/scripts/start.mjs'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      LOG_LEVEL: 'warn',
      FX_BACKFILL_HOURS: TEST_FX_BACKFILL_HOURS,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`product did not start in time:\n${output}`)), timeoutMs);
    const check = () => {
      const match = /TradeHub is running at (\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', check);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`product exited with ${code} during start:\n${output}`));
    });
  });

  return {
    url,
    child,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill('SIGINT');
      return exited;
    },
  };
}
