// The countdown of a locked FX quote: whole seconds left until expiresAt, and how to show them.

/** Whole seconds left (rounded up) until `expiresAt`; 0 once it has passed or is not a date. */
export function secondsLeft(expiresAt: string, nowMs: number): number {
  const end = Date.parse(expiresAt);
  if (Number.isNaN(end)) return 0;
  return Math.max(0, Math.ceil((end - nowMs) / 1000));
}

export function isQuoteExpired(expiresAt: string, nowMs: number): boolean {
  return secondsLeft(expiresAt, nowMs) === 0;
}

/** '0:27', '1:05': minutes and zero-padded seconds. */
export function formatCountdown(seconds: number): string {
  const safe = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(safe / 60);
  return `${minutes}:${String(safe % 60).padStart(2, '0')}`;
}
