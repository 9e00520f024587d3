// How a batch row's problems are written: a code and params for the web, the same in English for API clients.
import type { BatchRowError, BatchRowErrorCode, MoneyErrorCode } from '@tradehub/contract';
import type { BatchRowDraft } from './batch-row-types.js';

/** A row error before the column it concerns is named. */
export type RowProblem = Omit<BatchRowError, 'column'>;

export const problem = (
  code: BatchRowErrorCode,
  message: string,
  params: BatchRowError['params'] = {},
): RowProblem => ({ code, params, message });

/** The codes of the money module's refusals, as row errors name them. */
export const MONEY_ERROR_CODES: Record<MoneyErrorCode, BatchRowErrorCode> = {
  format: 'amount_format',
  precision: 'amount_precision',
  notPositive: 'amount_not_positive',
  tooLarge: 'amount_too_large',
  unknownCurrency: 'currency_unknown',
  noRate: 'no_rate',
};

/** A check after the row was parsed refuses it: the error recorded, and the row no longer paid. */
export function refuseRow(draft: BatchRowDraft, column: BatchRowError['column'], found: RowProblem): void {
  draft.errors.push({ column, ...found });
  delete draft.parsed;
}
