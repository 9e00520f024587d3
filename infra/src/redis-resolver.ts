import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { redisClusterNodes } from '@tradehub/db/config';
import { Redis } from 'ioredis';

export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

export const REDIS_MISSING_MESSAGE = [
  'TradeHub needs Redis, and none was found:',
  `  nothing answers at ${DEFAULT_REDIS_URL}, REDIS_URL is not set, and there is no redis-server on PATH.`,
  'Either install Redis (Debian/Ubuntu: `sudo apt-get install redis-server`; macOS: `brew install redis`)',
  'and run `npm start` again, or set REDIS_URL=redis://host:6379 to use an existing server.',
].join('\n');

export class RedisUnavailableError extends Error {}

export interface ResolvedRedis {
  url: string;
  /** Set when we started redis-server ourselves; stopping it is then ours to do. */
  child?: ChildProcess;
  origin: 'configured' | 'local-default' | 'embedded';
}

/** True when a Redis at `url` (of a cluster: any of its nodes) answers PING within `timeoutMs`. */
export async function redisAnswers(url: string, timeoutMs = 1500): Promise<boolean> {
  const nodes = redisClusterNodes(url);
  if (nodes) {
    for (const { host, port } of nodes) {
      if (await redisAnswers(`redis://${host.includes(':') ? `[${host}]` : host}:${port}`, timeoutMs))
        return true;
    }
    return false;
  }
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: timeoutMs,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    enableOfflineQueue: false,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

function freePort(): Promise<number> {
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

function redisServerOnPath(): string | null {
  const found = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' });
  const binary = found.stdout.trim();
  return found.status === 0 && binary ? binary : null;
}

/**
 * REDIS_URL when set (it must answer); else the conventional local Redis; else a redis-server from PATH
 * with its data (append-only file) in DATA_DIR/redis; else a clear error saying how to get one.
 */
export async function resolveRedis(
  configuredUrl: string | undefined,
  dataDir: string,
  // binary: null means "there is no redis-server" (tests); left out, PATH is searched.
  {
    defaultUrl = DEFAULT_REDIS_URL,
    binary = redisServerOnPath(),
  }: { defaultUrl?: string; binary?: string | null } = {},
): Promise<ResolvedRedis> {
  if (configuredUrl) {
    if (!(await redisAnswers(configuredUrl, 5000))) {
      throw new RedisUnavailableError(`REDIS_URL is set to ${configuredUrl}, but no Redis answers there.`);
    }
    return { url: configuredUrl, origin: 'configured' };
  }
  if (await redisAnswers(defaultUrl)) return { url: defaultUrl, origin: 'local-default' };
  if (!binary) throw new RedisUnavailableError(REDIS_MISSING_MESSAGE);
  const redisDir = path.join(dataDir, 'redis');
  mkdirSync(redisDir, { recursive: true });
  const port = await freePort();
  // AOF with noeviction: queued jobs survive a restart and are never evicted under memory pressure.
  const child = spawn(
    binary,
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--dir',
      redisDir,
      '--appendonly',
      'yes',
      '--save',
      '',
      '--maxmemory-policy',
      'noeviction',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const url = `redis://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (child.exitCode !== null) break;
    if (await redisAnswers(url, 500)) return { url, child, origin: 'embedded' };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new RedisUnavailableError(
    `redis-server (${binary}) did not start on port ${port}.\n${REDIS_MISSING_MESSAGE}`,
  );
}
