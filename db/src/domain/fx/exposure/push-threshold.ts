import type { ExposureReport } from '@tradehub/contract';

/** Pushes of a revalued exposure: at most one per organisation every this many milliseconds (2 a second). */
export const EXPOSURE_PUSH_MIN_INTERVAL_MS = 500;
/** A revaluation is pushed when a figure moved by at least this share (0.01 %) or a level changed. */
export const EXPOSURE_PUSH_MIN_MOVE = 0.0001;

const moved = (before: number, after: number) =>
  Math.abs(after - before) >= EXPOSURE_PUSH_MIN_MOVE * Math.max(Math.abs(before), 1);

/**
 * Whether a tick's revaluation is worth pushing after `last` (the report last pushed): a level changed
 * (overall or a currency's), or the unhedged base value, the VaR or the cost versus budget moved by 0.01 %
 * or more (of the figure itself; the cost versus budget of the gross base value, as it crosses zero).
 */
export function exposureMovedEnough(last: ExposureReport, next: ExposureReport): boolean {
  if (last.totals.level !== next.totals.level) return true;
  if (last.currencies.length !== next.currencies.length) return true;
  for (let index = 0; index < next.currencies.length; index++) {
    const before = last.currencies[index]!;
    const after = next.currencies[index]!;
    if (before.currency !== after.currency || before.riskLevel !== after.riskLevel) return true;
  }
  const { totals: a } = last;
  const { totals: b } = next;
  return (
    moved(a.unhedgedBaseMinor, b.unhedgedBaseMinor) ||
    moved(a.valueAtRisk95Minor, b.valueAtRisk95Minor) ||
    Math.abs(b.costVsBudgetMinor - a.costVsBudgetMinor) >=
      EXPOSURE_PUSH_MIN_MOVE * Math.max(b.baseAmountMinor, 1)
  );
}
