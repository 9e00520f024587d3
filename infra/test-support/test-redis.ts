import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A key prefix of this test run's own on the shared Redis; cleanup() deletes exactly those keys. */
export function createTestRedisPrefix(label: string) {
  const prefix = `tradehub-test-${label}-${randomBytes(4).toString('hex')}`;
  return {
    url: TEST_REDIS_URL,
    prefix,
    async cleanup() {
      const redis = new Redis(TEST_REDIS_URL);
      try {
        let cursor = '0';
        do {
          const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
          cursor = next;
          if (keys.length) await redis.del(...keys);
        } while (cursor !== '0');
      } finally {
        redis.disconnect();
      }
    },
  };
}
