// The one retry backoff: a wait that doubles with each retry up to a ceiling, and the jitter that keeps
// many clients which failed together from retrying together. Used by the web's query retries, the outbox
// relay, the dashboard announcements, webhook deliveries and the launcher's restarts. Pure and zod-free:
// the web imports it on its own (`@tradehub/contract/backoff`).

export interface Backoff {
  /** The wait before the first retry. */
  firstMs: number;
  /** The longest wait, however many retries. */
  maxMs: number;
}

/** The wait before retry `retry` (1 for the first; 0 or less counts as the first): first × 2^(retry − 1), at most max. */
export function backoffDelayMs(retry: number, { firstMs, maxMs }: Backoff): number {
  return Math.min(maxMs, firstMs * 2 ** Math.max(0, retry - 1));
}

/** A factor range for {@link withJitter}: `{ from: 0.75, to: 1.25 }` is ±25 %. */
export interface Jitter {
  from: number;
  to: number;
}

/** `delayMs` times a random factor in [from, to), rounded to the millisecond. */
export function withJitter(
  delayMs: number,
  { from, to }: Jitter,
  random: () => number = Math.random,
): number {
  return Math.round(delayMs * (from + random() * (to - from)));
}
