import type { RedisClient } from '@tradehub/db/queues';
import type { FxTradeQuote } from '@tradehub/contract';

/** How long a quoted rate stays bookable. */
export const QUOTE_TTL_MS = 30_000;

export interface StoredQuote {
  organisationId: string;
  userId: string;
  quote: FxTradeQuote;
}

export const fxQuoteKey = (redisPrefix: string, quoteId: string) => `${redisPrefix}:fx:quote:${quoteId}`;

/** Quotes live in Redis only for their window: RedisClient forgets them when it closes. */
export async function saveQuote(redis: RedisClient, redisPrefix: string, stored: StoredQuote): Promise<void> {
  await redis.set(fxQuoteKey(redisPrefix, stored.quote.quoteId), JSON.stringify(stored), 'PX', QUOTE_TTL_MS);
}

export async function loadQuote(
  redis: RedisClient,
  redisPrefix: string,
  quoteId: string,
): Promise<StoredQuote | null> {
  const raw = await redis.get(fxQuoteKey(redisPrefix, quoteId));
  return raw ? (JSON.parse(raw) as StoredQuote) : null;
}
