// A redis-server of a test's own (from PATH), for tests that stop and restart Redis: the shared one on
// 6379 is never stopped. It runs as production must for nothing queued to be lost across a restart:
// append-only file fsynced on every write, and no eviction (BullMQ's keys must never be dropped).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { freePort } from './product-process.js';

export interface OwnRedisServer {
  url: string;
  port: number;
  dir: string;
  /** Starts redis-server on the same port and directory (it reloads the append-only file). */
  start(): Promise<void>;
  /** SHUTDOWN NOSAVE (the AOF already holds every write) and waits for the process to end. */
  stop(): Promise<void>;
  /** Stops it and removes its directory. */
  destroy(): Promise<void>;
}

export async function startOwnRedisServer(): Promise<OwnRedisServer> {
  const port = await freePort();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'tradehub-redis-'));
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  let output = '';

  const start = async () => {
    output = '';
    const started = spawn(
      'redis-server',
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--dir',
        dir,
        '--appendonly',
        'yes',
        '--appendfsync',
        'always',
        '--maxmemory-policy',
        'noeviction',
        '--save',
        '',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    started.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    started.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child = started;
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      if (started.exitCode !== null) throw new Error(`redis-server exited:\n${output}`);
      const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
      probe.on('error', () => undefined);
      try {
        await probe.connect();
        if ((await probe.ping()) === 'PONG') return;
      } catch {
        // not listening (or still loading the AOF) yet
      } finally {
        probe.disconnect();
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`redis-server did not answer within 20 s:\n${output}`);
  };

  const stop = async () => {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
    const admin = new Redis(url, { maxRetriesPerRequest: 0, retryStrategy: () => null });
    admin.on('error', () => undefined);
    // The connection drops as the server goes: that is the answer.
    await admin.call('SHUTDOWN', 'NOSAVE').catch(() => undefined);
    admin.disconnect();
    const killer = setTimeout(() => running.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(killer);
  };

  await start();
  return {
    url,
    port,
    dir,
    start,
    stop,
    async destroy() {
      await stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
