// A Redis Cluster of a test's own: three masters (redis-server from PATH, cluster mode) on free loopback
// ports in a temporary directory, joined by `redis-cli --cluster create`, all 16384 slots assigned. The
// shared Redis on 6379 is never touched.
import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Redis } from 'ioredis';
import { freePort } from './product-process.js';

const run = promisify(execFile);

export interface OwnRedisCluster {
  /** `127.0.0.1:p1,127.0.0.1:p2,127.0.0.1:p3`: REDIS_CLUSTER_NODES. */
  nodes: string;
  ports: number[];
  stop(): Promise<void>;
}

/** Whether redis-server and redis-cli are on PATH (a cluster test may skip, saying so, when not). */
export function redisClusterToolsInstalled(): boolean {
  return ['redis-server', 'redis-cli'].every(
    (tool) => spawnSync('sh', ['-c', `command -v ${tool}`]).status === 0,
  );
}

async function waitForPing(port: number, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`redis-server on ${port} exited:\n${output()}`);
    const probe = new Redis({
      port,
      host: '127.0.0.1',
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    probe.on('error', () => undefined);
    try {
      await probe.connect();
      if ((await probe.ping()) === 'PONG') return;
    } catch {
      // not listening yet
    } finally {
      probe.disconnect();
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`redis-server on ${port} did not answer within 20 s:\n${output()}`);
}

export async function startRedisCluster(masters = 3): Promise<OwnRedisCluster> {
  const dir = mkdtempSync(path.join(tmpdir(), 'tradehub-redis-cluster-'));
  const children: ChildProcess[] = [];
  const ports: number[] = [];
  const stop = async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGKILL');
          }),
      ),
    );
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    for (let index = 0; index < masters; index += 1) {
      const port = await freePort();
      ports.push(port);
      let output = '';
      const child = spawn(
        'redis-server',
        [
          '--port',
          String(port),
          '--bind',
          '127.0.0.1',
          '--dir',
          dir,
          '--cluster-enabled',
          'yes',
          '--cluster-config-file',
          `nodes-${port}.conf`,
          '--cluster-node-timeout',
          '5000',
          '--appendonly',
          'no',
          '--save',
          '',
          '--maxmemory-policy',
          'noeviction',
        ],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      children.push(child);
      await waitForPing(port, child, () => output);
    }
    await run('redis-cli', [
      '--cluster',
      'create',
      ...ports.map((port) => `127.0.0.1:${port}`),
      '--cluster-replicas',
      '0',
      '--cluster-yes',
    ]);
    // Every node must agree that the cluster is up before clients ask it for its slots.
    const deadline = Date.now() + 30_000;
    for (const port of ports) {
      const node = new Redis({ port, host: '127.0.0.1' });
      try {
        for (;;) {
          const info = String(await node.call('CLUSTER', 'INFO'));
          if (/cluster_state:ok/.test(info) && /cluster_slots_assigned:16384/.test(info)) break;
          if (Date.now() > deadline) throw new Error(`the cluster did not come up:\n${info}`);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      } finally {
        node.disconnect();
      }
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { nodes: ports.map((port) => `127.0.0.1:${port}`).join(','), ports, stop };
}
