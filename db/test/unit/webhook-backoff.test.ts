// The wait before a webhook delivery's next attempt (db/src/domain/webhooks/deliveries.ts): doubling from
// the first wait, capped at an hour, with "equal jitter" (between half and all of it).
import { describe, expect, it } from 'vitest';
import {
  WEBHOOK_FIRST_BACKOFF_MS,
  WEBHOOK_MAX_BACKOFF_MS,
  webhookBackoffMs,
} from '../../src/domain/webhooks/deliveries.js';

const lowest = () => 0;
const highest = () => 1 - Number.EPSILON;

describe('webhook retry backoff', () => {
  it('waits the first wait after one failure and doubles it after each further one', () => {
    expect([1, 2, 3, 4].map((failed) => webhookBackoffMs(failed, 10_000, highest))).toEqual([
      10_000, 20_000, 40_000, 80_000,
    ]);
    expect(webhookBackoffMs(0, WEBHOOK_FIRST_BACKOFF_MS, highest)).toBe(WEBHOOK_FIRST_BACKOFF_MS);
  });

  it('takes between half and all of the wait, so endpoints that failed together do not retry together', () => {
    expect(webhookBackoffMs(3, 10_000, lowest)).toBe(20_000);
    expect(webhookBackoffMs(3, 10_000, () => 0.5)).toBe(30_000);
  });

  it('never waits more than an hour', () => {
    expect(webhookBackoffMs(30, 10_000, highest)).toBe(WEBHOOK_MAX_BACKOFF_MS);
    expect(webhookBackoffMs(30, 10_000, lowest)).toBe(WEBHOOK_MAX_BACKOFF_MS / 2);
  });
});
