/** The FX feed's Redis keys, under REDIS_PREFIX. The gateway's GET /api/fx/latest reads `fxLatestKey`. */
export const fxLatestKey = (redisPrefix: string) => `${redisPrefix}:fx:latest`;
export const fxLeaderKey = (redisPrefix: string) => `${redisPrefix}:fx:feed-leader`;
/**
 * Organisations someone is watching (a member's socket is connected): a sorted set of organisation ids
 * scored by when that stops being true unless a gateway says it again (it does every few seconds while a
 * socket of the organisation is connected to it). The workers revalue these organisations' exposure on ticks.
 */
export const exposureWatchersKey = (redisPrefix: string) => `${redisPrefix}:fx:exposure-watchers`;
/** How long a gateway's word that someone watches an organisation lasts. */
export const EXPOSURE_WATCH_TTL_MS = 30_000;
/**
 * Organisations whose exposure inputs changed: a stream the outbox relay appends `org <id>` to on every change
 * of something the dashboard and the exposure are computed from (a bill, a payment, a batch, a forward, a
 * target: the same changes that bump the dashboard version), and the exposure revaluator reads from where it
 * last stopped, once per tick, to drop what it holds of those organisations. Entries older than
 * EXPOSURE_CHANGES_RETENTION_MS are trimmed as new ones arrive.
 */
export const exposureInputsChangedKey = (redisPrefix: string) => `${redisPrefix}:fx:exposure-inputs-changed`;
/** How long a change stays readable; a reader that has not read for half of it starts afresh. */
export const EXPOSURE_CHANGES_RETENTION_MS = 10 * 60_000;

/**
 * The newest change on the stream (its id, `0-0` when none): what a report computed from the database read
 * after this call includes at least (the relay notes a change after its commit), its `inputsVersion`.
 */
export async function readExposureInputsVersion(
  redis: {
    xrevrange(
      key: string,
      end: string,
      start: string,
      count: 'COUNT',
      n: number,
    ): Promise<[string, string[]][]>;
  },
  redisPrefix: string,
): Promise<string> {
  const newest = await redis.xrevrange(exposureInputsChangedKey(redisPrefix), '+', '-', 'COUNT', 1);
  return newest[0]?.[0] ?? '0-0';
}
