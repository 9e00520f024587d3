import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { REDIS_MISSING_MESSAGE, RedisUnavailableError, resolveRedis } from '../../src/redis-resolver.js';
import { TEST_REDIS_URL } from '../../test-support/test-redis.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'tradehub-redis-'));
const NOBODY_LISTENS = 'redis://127.0.0.1:1';
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('resolveRedis', () => {
  it('uses REDIS_URL when it answers', async () => {
    await expect(resolveRedis(TEST_REDIS_URL, dataDir)).resolves.toEqual({
      url: TEST_REDIS_URL,
      origin: 'configured',
    });
  });

  it('refuses a REDIS_URL that does not answer, naming it', async () => {
    await expect(resolveRedis(NOBODY_LISTENS, dataDir)).rejects.toThrow(
      /REDIS_URL is set to redis:\/\/127\.0\.0\.1:1/,
    );
  });

  it('falls back to the conventional local Redis', async () => {
    await expect(resolveRedis(undefined, dataDir, { defaultUrl: TEST_REDIS_URL })).resolves.toMatchObject({
      origin: 'local-default',
    });
  });

  it('starts redis-server from PATH with its append-only data in DATA_DIR when nothing answers', async () => {
    const resolved = await resolveRedis(undefined, dataDir, { defaultUrl: NOBODY_LISTENS });
    expect(resolved.origin).toBe('embedded');
    const client = new Redis(resolved.url);
    try {
      await client.set('probe', 'kept');
      expect(await client.get('probe')).toBe('kept');
      const [, appendonly] = (await client.config('GET', 'appendonly')) as string[];
      const [, policy] = (await client.config('GET', 'maxmemory-policy')) as string[];
      expect(appendonly).toBe('yes');
      expect(policy).toBe('noeviction');
    } finally {
      client.disconnect();
      const exited = new Promise((resolve) => resolved.child?.once('exit', resolve));
      resolved.child?.kill('SIGTERM');
      await exited;
    }
    expect(existsSync(path.join(dataDir, 'redis'))).toBe(true);
  });

  it('says how to install Redis or set REDIS_URL when there is none at all', async () => {
    const attempt = resolveRedis(undefined, dataDir, { defaultUrl: NOBODY_LISTENS, binary: null });
    await expect(attempt).rejects.toBeInstanceOf(RedisUnavailableError);
    await expect(attempt).rejects.toThrow(REDIS_MISSING_MESSAGE);
    expect(REDIS_MISSING_MESSAGE).toMatch(/apt-get install redis-server[\s\S]*REDIS_URL=/);
  });
});
