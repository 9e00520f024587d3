// One delivery at a time per endpoint, across every worker process: a Redis lock with a token, released
// only by its holder. So the first attempts of an endpoint's deliveries go out in the order they were
// written (the holder sends earlier untried ones first) and two jobs never send the same delivery at once.
import { randomUUID } from 'node:crypto';
import type { RedisClient } from '@tradehub/db/queues';

const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class EndpointLocks {
  constructor(
    private readonly redis: RedisClient,
    private readonly prefix: string,
    /** Longer than the attempts one holder makes (each at most 10 s). */
    private readonly ttlMs = 60_000,
  ) {}

  private key(endpointId: string) {
    return `${this.prefix}:webhooks:endpoint-lock:${endpointId}`;
  }

  /** The lock's token, waiting up to `waitMs` for it; null when another holder keeps it. */
  async acquire(endpointId: string, waitMs = 2_000): Promise<string | null> {
    const token = randomUUID();
    const deadline = Date.now() + waitMs;
    for (;;) {
      const taken = await this.redis.set(this.key(endpointId), token, 'PX', this.ttlMs, 'NX');
      if (taken === 'OK') return token;
      if (Date.now() >= deadline) return null;
      await sleep(25 + Math.random() * 25);
    }
  }

  async release(endpointId: string, token: string): Promise<void> {
    await this.redis.eval(RELEASE, 1, this.key(endpointId), token);
  }
}
