// A gateway that stops sends `server:shutdown` (one whose Redis subscription was away, `server:resync`) with a delay,
// then disconnects its sockets. socket.io does not reconnect by itself after a server-side disconnect, so
// the tab does, after the hinted delay plus jitter: every browser of a stopping instance gets the same
// hint at the same moment, and without the spread they would all come back in the same instant.

import type { ReconnectHint } from '@tradehub/contract';

export type ShutdownHint = ReconnectHint;

/** A hint is for the disconnect that follows it at once, not for one minutes later. */
export const hintValidForMs = 10_000;
/** Whatever the server says, come back within a minute; and spread over at least a second. */
const maxDelayMs = 60_000;
const minSpreadMs = 1_000;

/** The hinted delay plus up to as much again (at least `minSpreadMs`): from d to 2d. */
export function reconnectDelayAfterHint(hint: ShutdownHint, random: () => number = Math.random): number {
  const hinted = Number.isFinite(hint.reconnectInMs) ? hint.reconnectInMs : 0;
  const base = Math.min(Math.max(0, hinted), maxDelayMs);
  return Math.round(base + random() * Math.max(base, minSpreadMs));
}

/** Remembers the last hint; `take` gives it once, for a server-side disconnect that follows it soon. */
export function createHintMemory(now: () => number = Date.now) {
  let last: { hint: ShutdownHint; at: number } | undefined;
  return {
    remember(hint: ShutdownHint) {
      last = { hint, at: now() };
    },
    take(): ShutdownHint | undefined {
      const current = last;
      last = undefined;
      return current && now() - current.at <= hintValidForMs ? current.hint : undefined;
    },
  };
}
