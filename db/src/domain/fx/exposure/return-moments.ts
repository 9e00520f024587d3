// The sums a VaR is built from (arithmetic/value-at-risk valueAtRiskFromMoments), kept for one market's history:
// each complete return series gets a slot, its sum and its cross sums with the others are computed once, when
// first asked for, and read by every organisation a tick revalues (1,000 organisations × 5 currencies would
// otherwise walk 90 days each, every tick). Shared by the markets of one history (Market.withLiveRates).
import {
  crossSum,
  isCompleteReturns,
  returnSum,
  type ReturnMoments,
} from '../../arithmetic/value-at-risk.js';

export class ReturnMomentsCache implements ReturnMoments {
  private readonly slots = new Map<string, number>();
  private readonly series: (readonly number[])[] = [];
  private readonly sums: number[] = [];
  /** cross(a, b) at a × capacity + b; NaN until computed. */
  private crosses = new Float64Array(0);
  private capacity = 0;

  /** The slot of a series (by its key, e.g. 'EUR>USD'), or −1 when it has a gap (no moments for it). */
  slotOf(key: string, returns: readonly (number | null)[]): number {
    const known = this.slots.get(key);
    if (known !== undefined) return known;
    if (!isCompleteReturns(returns)) {
      this.slots.set(key, -1);
      return -1;
    }
    const slot = this.series.length;
    this.series.push(returns);
    this.sums.push(returnSum(returns));
    if (slot >= this.capacity) this.grow(Math.max(8, this.capacity * 2));
    this.slots.set(key, slot);
    return slot;
  }

  sum(slot: number): number {
    return this.sums[slot]!;
  }

  cross(a: number, b: number): number {
    const at = a * this.capacity + b;
    let value = this.crosses[at]!;
    if (Number.isNaN(value)) {
      value = crossSum(this.series[a]!, this.series[b]!);
      this.crosses[at] = value;
      this.crosses[b * this.capacity + a] = value;
    }
    return value;
  }

  private grow(capacity: number): void {
    const crosses = new Float64Array(capacity * capacity).fill(Number.NaN);
    for (let a = 0; a < this.capacity; a++)
      for (let b = 0; b < this.capacity; b++)
        crosses[a * capacity + b] = this.crosses[a * this.capacity + b]!;
    this.crosses = crosses;
    this.capacity = capacity;
  }
}
