// When the launcher restarts a process that exited on its own: after a delay that doubles with each exit
// in a row (so a process that crashes at boot does not spin), back to the shortest once a run lasted long
// enough to count as healthy, and not at all once it has failed too often in a row to be worth retrying.
import { backoffDelayMs } from '@tradehub/contract/backoff';

export interface RestartPolicyOptions {
  /** The delay before the first restart of a streak. */
  initialDelayMs: number;
  /** The longest delay, however long the streak. */
  maxDelayMs: number;
  /** A run at least this long was healthy: the next exit starts a new streak. */
  healthyAfterMs: number;
  /** After this many exits in a row, each before `healthyAfterMs`, the launcher gives up. */
  maxExitsInARow: number;
}

export const DEFAULT_RESTART_POLICY: RestartPolicyOptions = {
  initialDelayMs: 500,
  maxDelayMs: 30_000,
  healthyAfterMs: 60_000,
  maxExitsInARow: 10,
};

export type RestartDecision =
  | { action: 'restart'; delayMs: number; /** 1 for the first restart of a streak */ attempt: number }
  | { action: 'give-up'; exitsInARow: number };

/** The restart decisions for one process; `exited` is called each time it exits on its own. */
export class RestartPolicy {
  private exitsInARow = 0;

  constructor(private readonly options: RestartPolicyOptions = DEFAULT_RESTART_POLICY) {}

  /** `ranForMs`: how long the run that just ended lasted. */
  exited(ranForMs: number): RestartDecision {
    if (ranForMs >= this.options.healthyAfterMs) this.exitsInARow = 0;
    this.exitsInARow += 1;
    if (this.exitsInARow >= this.options.maxExitsInARow)
      return { action: 'give-up', exitsInARow: this.exitsInARow };
    const delayMs = backoffDelayMs(this.exitsInARow, {
      firstMs: this.options.initialDelayMs,
      maxMs: this.options.maxDelayMs,
    });
    return { action: 'restart', delayMs, attempt: this.exitsInARow };
  }
}
