// The free tier's daily question counter, one Redis key per person (or demo client address) and UTC day,
// shared by every gateway and worker of the deployment. Reserving is one Lua script, so concurrent sends from
// any number of gateways can never take more than the limit; a question that gets no answer is given back.
import type { RedisClient } from '../../queues/redis-connection.js';
import type { AiQuota } from '@tradehub/contract';

/** Counters outlive their day by a day, so a request that straddles midnight still finds its key. */
const COUNTER_TTL_SECONDS = 2 * 24 * 60 * 60;

// KEYS[1] = counter; ARGV[1] = limit; ARGV[2] = ttl. Returns the new count, or -1 when the limit is reached.
const RESERVE_SCRIPT = `
local used = tonumber(redis.call('GET', KEYS[1]) or '0')
if used >= tonumber(ARGV[1]) then return -1 end
used = redis.call('INCR', KEYS[1])
redis.call('EXPIRE', KEYS[1], ARGV[2])
return used`;

// Never below zero, whatever happens (a refund after the key expired, say).
const REFUND_SCRIPT = `
local used = tonumber(redis.call('GET', KEYS[1]) or '0')
if used <= 0 then return 0 end
return redis.call('DECR', KEYS[1])`;

/** The UTC calendar day of `now`, e.g. 2026-11-21: the counter resets when it changes. */
export function quotaDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

export const aiQuotaKey = (redisPrefix: string, subject: string, day: string) =>
  `${redisPrefix}:ai:questions:${subject}:${day}`;

export class AiQuotaCounter {
  constructor(
    private readonly redis: RedisClient,
    private readonly redisPrefix: string,
  ) {}

  /** Questions already counted for `subject` on `day`. */
  async used(subject: string, day: string): Promise<number> {
    return Number((await this.redis.get(aiQuotaKey(this.redisPrefix, subject, day))) ?? 0);
  }

  /** Counts one question if fewer than `limit` were counted today; the new count, or null when none is left. */
  async reserve(subject: string, day: string, limit: number): Promise<number | null> {
    const result = await this.redis.eval(
      RESERVE_SCRIPT,
      1,
      aiQuotaKey(this.redisPrefix, subject, day),
      limit,
      COUNTER_TTL_SECONDS,
    );
    return Number(result) < 0 ? null : Number(result);
  }

  /** Gives back a question that was not answered. */
  async refund(subject: string, day: string): Promise<void> {
    await this.redis.eval(REFUND_SCRIPT, 1, aiQuotaKey(this.redisPrefix, subject, day));
  }
}

/** Which counter a question is charged to; null for a premium organisation (unlimited, not counted). */
export type QuotaCharge = { subject: string; day: string } | null;

/** The widget's view of the quota: remaining questions today, or unlimited for premium. */
export async function describeQuota(
  counter: AiQuotaCounter,
  charge: QuotaCharge,
  configured: boolean,
  dailyLimit: number,
): Promise<AiQuota> {
  if (!charge) return { configured, premium: true, dailyLimit: null, remainingToday: null };
  const used = await counter.used(charge.subject, charge.day);
  return { configured, premium: false, dailyLimit, remainingToday: Math.max(0, dailyLimit - used) };
}
