import type { Dashboard } from '@tradehub/contract';
import { highestLevel, levelFromThresholds } from '../arithmetic/levels.js';
import { roundTo, safeRatio } from '../arithmetic/rounding.js';

/** Unsettled share of the period's outflows, percent: Low below 20 %, High from 50 %. */
export const CASHFLOW_UNSETTLED_THRESHOLDS = { medium: 20, high: 50 };
/** Failed share of the period's outflows (0–1): Low below 5 %, High from 15 %. */
export const CASHFLOW_FAILED_THRESHOLDS = { medium: 0.05, high: 0.15 };

/** Payments dated in a window, summed per status in base minor units (each sum rounded once). */
export interface CashflowTotals {
  completedMinor: number;
  pendingMinor: number;
  failedMinor: number;
}

export interface CashflowFigures {
  scheduledMinor: number;
  settledMinor: number;
  pendingMinor: number;
  /** failed / scheduled, 0–1 (4 decimals). */
  failedShare: number;
  /** (pending + failed) / scheduled × 100, percent (2 decimals). */
  unsettledPercent: number;
}

export function cashflowFigures({
  completedMinor,
  pendingMinor,
  failedMinor,
}: CashflowTotals): CashflowFigures {
  const scheduledMinor = completedMinor + pendingMinor + failedMinor;
  return {
    scheduledMinor,
    settledMinor: completedMinor,
    pendingMinor,
    failedShare: roundTo(safeRatio(failedMinor, scheduledMinor), 4),
    unsettledPercent: roundTo(safeRatio(pendingMinor + failedMinor, scheduledMinor) * 100, 2),
  };
}

/**
 * The Cashflow Risk tile, in percent: the share of the period's scheduled outflows (payments dated in it)
 * not settled yet, pending or failed. Level: the higher of the unsettled share's and the failed share's.
 */
export function cashflowRiskTile(
  current: CashflowTotals,
  previous: CashflowTotals,
): Dashboard['tiles']['cashflowRisk'] {
  const figures = cashflowFigures(current);
  const before = cashflowFigures(previous);
  const previousValue = before.scheduledMinor > 0 ? before.unsettledPercent : null;
  const extra = {
    scheduledMinor: figures.scheduledMinor,
    settledMinor: figures.settledMinor,
    pendingMinor: figures.pendingMinor,
    failedShare: figures.failedShare,
  };
  if (figures.scheduledMinor === 0) {
    return {
      value: 0,
      unit: 'percent',
      previous: previousValue,
      level: 'Low',
      explanation: 'No payments dated in this period: there is no cashflow risk to measure.',
      ...extra,
    };
  }
  return {
    value: figures.unsettledPercent,
    unit: 'percent',
    previous: previousValue,
    level: highestLevel(
      levelFromThresholds(figures.unsettledPercent, CASHFLOW_UNSETTLED_THRESHOLDS),
      levelFromThresholds(figures.failedShare, CASHFLOW_FAILED_THRESHOLDS),
    ),
    explanation:
      'Share of the payments dated in this period (by amount) that has not settled: pending or failed. ' +
      `${roundTo(figures.failedShare * 100, 2)} % failed. ` +
      'Low below 20 % unsettled and 5 % failed; High from 50 % unsettled or 15 % failed.',
    ...extra,
  };
}
