// Which exposure report is newer by what it was computed from. The outbox relay notes every change of an
// organisation's exposure inputs (a bill, payment, batch, trade or target) on one Redis stream before the
// change's event goes out; a report carries the id of the newest entry its inputs include (`inputsVersion`:
// the gateway reads it before it reads the database, the workers' exposure cache when it loads). A screen
// keeps the report with the newer inputs, whether it came by fetch or by a tick's push, so a push of figures
// from before a change never replaces a fetch made after it.

/** A Redis stream id, `<ms>-<seq>`, as two numbers; `0-0` (or nothing) for a stream never written. */
function parts(version: string | undefined): [number, number] {
  const [ms = '0', seq = '0'] = (version ?? '0-0').split('-');
  return [Number(ms) || 0, Number(seq) || 0];
}

/** Negative when `a` is older than `b`, 0 when the same inputs, positive when newer. */
export function compareInputsVersions(a: string | undefined, b: string | undefined): number {
  const [aMs, aSeq] = parts(a);
  const [bMs, bSeq] = parts(b);
  return aMs !== bMs ? aMs - bMs : aSeq - bSeq;
}
