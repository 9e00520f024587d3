import type { RiskTile } from '@tradehub/contract';

/** A figure's level, as every tile, currency and report says it. */
export type RiskLevel = RiskTile['level'];

/** Where a figure stops being Low (`medium`) and where it becomes High (`high`); `medium` < `high`. */
export interface LevelThresholds {
  medium: number;
  high: number;
}

/** Low below `medium`, Medium from `medium` up to (not including) `high`, High from `high` on. */
export function levelFromThresholds(value: number, { medium, high }: LevelThresholds): RiskLevel {
  if (value >= high) return 'High';
  if (value >= medium) return 'Medium';
  return 'Low';
}

const ORDER: Record<RiskLevel, number> = { Low: 0, Medium: 1, High: 2 };

/** The riskier of the levels (Low for none). */
export function highestLevel(...levels: RiskLevel[]): RiskLevel {
  return levels.reduce<RiskLevel>((worst, level) => (ORDER[level] > ORDER[worst] ? level : worst), 'Low');
}
