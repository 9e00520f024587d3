// Each of a row's values read on its own: the currency (known, and priced at the feed's latest rates), the
// amount (exact, in minor units, through the contract's money module), the method and the value date.
import { isKnownCurrency, MoneyError, parseAmountToMinor, type UsdRates } from '@tradehub/contract';
import { TRANSFER_METHODS, type TransferMethod } from '@tradehub/contract';
import { paymentRate } from '../../payments/payment-price.js';
import { MONEY_ERROR_CODES, problem, type RowProblem } from './row-problem.js';

const METHOD_KEYS = new Map<string, TransferMethod>(
  TRANSFER_METHODS.map((method) => [method.replace(/[\s_-]+/g, '').toLowerCase(), method]),
);

/** The currency code, upper-cased, and its rate to the base currency (null in the base currency). */
export function readRowCurrency(
  cell: string,
  baseCurrency: string,
  rates: UsdRates | null,
): { currency: string; fxRate: number | null; problem?: RowProblem } {
  const currency = cell.trim().toUpperCase();
  const refused = (found: RowProblem) => ({ currency, fxRate: null, problem: found });
  if (!currency)
    return refused(problem('currency_required', 'currency: is required (a three-letter code such as USD).'));
  if (!isKnownCurrency(currency))
    return refused(
      problem('currency_unknown', `currency: ${currency} is not a known currency code.`, { currency }),
    );
  const rate = paymentRate(rates, baseCurrency, currency);
  if ('fxRate' in rate) return { currency, fxRate: rate.fxRate };
  if (rate.refusal.code === 'rates_unavailable')
    return refused(problem('rates_unavailable', `currency: ${rate.refusal.message}`));
  return refused(
    problem(MONEY_ERROR_CODES[rate.refusal.code], `currency: ${rate.refusal.message}`, { currency }),
  );
}

/** Whether the amount cell is empty: the one amount problem found without a currency. */
export const amountMissing = (cell: string): RowProblem | undefined =>
  cell.trim() ? undefined : problem('amount_required', 'amount: is required (e.g. 1234.56).');

/** The amount in minor units of `currency`, parsed exactly. */
export function readRowAmount(
  cell: string,
  currency: string,
): { amountMinor: number } | { problem: RowProblem } {
  try {
    return { amountMinor: parseAmountToMinor(cell, currency) };
  } catch (error) {
    if (!(error instanceof MoneyError)) throw error;
    return { problem: problem(MONEY_ERROR_CODES[error.code], `amount: ${error.message}`, { currency }) };
  }
}

/** The transfer method, however it is spaced, hyphenated or cased ("bank-transfer", "WIRE TRANSFER"). */
export const readRowMethod = (cell: string): TransferMethod | undefined =>
  METHOD_KEYS.get(cell.replace(/[\s_-]+/g, '').toLowerCase());

export const methodProblem = (cell: string): RowProblem =>
  problem('method_invalid', `method: must be ${TRANSFER_METHODS.join(', ')} (not '${cell.trim()}').`, {
    value: cell.trim(),
  });

/** A value date that exists, written YYYY-MM-DD. */
export function valueDateProblem(valueDate: string): RowProblem | undefined {
  if (isRealDate(valueDate)) return undefined;
  return problem(
    'value_date_invalid',
    `value date: must be a date written YYYY-MM-DD (not '${valueDate}').`,
    {
      value: valueDate,
    },
  );
}

function isRealDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}
