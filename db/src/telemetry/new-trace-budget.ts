// The ceiling on the new traces one process records (OTEL_TRACES_MAX_PER_SECOND): a token bucket that
// holds a second's allowance and refills continuously. A sample ratio alone makes tracing's cost grow with
// the traffic (at 5 %, a gateway answering 3,000 requests a second records 150 of them, each paid in spans
// made, batched and sent); under the ceiling the ratio decides as before, so a quiet deployment keeps its
// share, and a busy one records at most this many a second, whatever its traffic.
import { performance } from 'node:perf_hooks';

export class NewTraceBudget {
  private tokens: number;
  private refilledAt: number;

  /**
   * @param perSecond new traces a second at most (a burst may take a whole second's at once)
   * @param now a clock in milliseconds (tests pass their own)
   */
  constructor(
    private readonly perSecond: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.tokens = perSecond;
    this.refilledAt = now();
  }

  /** Takes one new trace from the allowance: false, and nothing taken, once it is spent. */
  take(): boolean {
    const now = this.now();
    this.tokens = Math.min(this.perSecond, this.tokens + ((now - this.refilledAt) * this.perSecond) / 1000);
    this.refilledAt = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
