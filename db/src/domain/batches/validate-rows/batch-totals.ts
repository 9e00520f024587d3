// The batch's totals, per currency and in the base currency (the approval bands apply to the latter).
import { DomainError } from '../../errors.js';
import type { ValidBatchRow } from './batch-row-types.js';

export const BATCH_TOTAL_TOO_LARGE = 'batch_total_too_large';

export function sumBatchTotals(valid: readonly ValidBatchRow[]): {
  totals: { currency: string; amountMinor: number }[];
  baseTotalMinor: number;
} {
  const totals = new Map<string, number>();
  let baseTotalMinor = 0;
  for (const row of valid) {
    totals.set(row.currency, (totals.get(row.currency) ?? 0) + row.amountMinor);
    baseTotalMinor += row.baseAmountMinor;
  }
  // Past 2^53 minor units a sum is no longer exact: refused rather than rounded.
  if (
    !Number.isSafeInteger(baseTotalMinor) ||
    [...totals.values()].some((total) => !Number.isSafeInteger(total))
  )
    throw new DomainError('invalid', BATCH_TOTAL_TOO_LARGE, 'The batch total is too large.', 'file');
  return {
    totals: [...totals].map(([currency, amountMinor]) => ({ currency, amountMinor })),
    baseTotalMinor,
  };
}
