// The one client cache of server state (DESIGN.md convention 12). Data is kept fresh by the realtime bridge
// (events update or invalidate it, a reconnect invalidates what is on screen), so queries need not poll.
import { QueryClient } from '@tanstack/react-query';
import { backoffDelayMs, withJitter } from '@tradehub/contract/backoff';
import { ApiRequestError } from './client';

/** Failures worth asking again: no answer at all, or the gateway saying it is briefly unavailable. */
export function isTransientFailure(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 0 || error.status === 503);
}

const maxRetries = 3;

/**
 * 1 s, 2 s, 4 s … capped at 15 s, with ±25 % jitter so many tabs do not come back in step. `attempt` is
 * TanStack Query's failure count, 0 before the first retry.
 */
export function retryDelayMs(attempt: number, random = Math.random): number {
  const delayMs = backoffDelayMs(attempt + 1, { firstMs: 1_000, maxMs: 15_000 });
  return withJitter(delayMs, { from: 0.75, to: 1.25 }, random);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Pushed events keep the cache current; a revisit after this long asks again anyway.
        staleTime: 30_000,
        retry: (failures, error) => failures < maxRetries && isTransientFailure(error),
        retryDelay: (attempt) => retryDelayMs(attempt),
      },
      mutations: {
        // A 503 means the gateway did not do the work (no database): asking again is safe.
        retry: (failures, error) =>
          failures < maxRetries && error instanceof ApiRequestError && error.status === 503,
        retryDelay: (attempt) => retryDelayMs(attempt),
      },
    },
  });
}

export const queryClient = createQueryClient();
