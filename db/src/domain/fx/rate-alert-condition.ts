// When a rate alert fires: the rule the workers evaluate on every FX tick (fireRateAlert records it).
import type { RateAlertKind } from '@tradehub/contract';

export interface AlertRule {
  kind: RateAlertKind;
  threshold: number;
}

/**
 * Whether a rule holds for the current rate. `windowStartRate` is the rate `windowMinutes` ago (change
 * alerts only; without it a change alert cannot fire yet).
 */
export function isTriggered(rule: AlertRule, rate: number, windowStartRate: number | undefined): boolean {
  switch (rule.kind) {
    case 'above':
      return rate > rule.threshold;
    case 'below':
      return rate < rule.threshold;
    case 'change':
      if (!windowStartRate) return false;
      return (Math.abs(rate - windowStartRate) / windowStartRate) * 100 >= rule.threshold;
  }
}

export function percentMove(from: number, to: number): number {
  return ((to - from) / from) * 100;
}
