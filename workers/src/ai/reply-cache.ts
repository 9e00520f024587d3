import { createHash } from 'node:crypto';
import type { RedisClient } from '@tradehub/db/queues';
import type { ProviderMessage } from './prompt.js';

/** Replies are reused for an hour (spec section 9). */
export const REPLY_CACHE_TTL_SECONDS = 60 * 60;

/**
 * The cache key is the conversation text as sent, the system prompt included: that prompt carries the
 * organisation's own summary, so one organisation's answer can never be served to another, and a change
 * in its figures asks afresh. The model is part of it too (it follows from the text, but say so).
 */
export function replyCacheKey(redisPrefix: string, model: string, messages: readonly ProviderMessage[]) {
  const digest = createHash('sha256')
    .update(JSON.stringify({ model, messages: messages.map(({ role, content }) => [role, content]) }))
    .digest('base64url');
  return `${redisPrefix}:ai:reply:${digest}`;
}

export class ReplyCache {
  constructor(
    private readonly redis: RedisClient,
    private readonly redisPrefix: string,
  ) {}

  get(model: string, messages: readonly ProviderMessage[]): Promise<string | null> {
    return this.redis.get(replyCacheKey(this.redisPrefix, model, messages));
  }

  async set(model: string, messages: readonly ProviderMessage[], reply: string): Promise<void> {
    await this.redis.set(
      replyCacheKey(this.redisPrefix, model, messages),
      reply,
      'EX',
      REPLY_CACHE_TTL_SECONDS,
    );
  }
}
