// What a payment costs in the organisation's base currency: the rate of its currency from the feed's latest
// rates, its amount in base minor units at that rate, and the rail's fee. The one pricing the payment quote
// (quotePayment) and each row of a batch file (validateBatchRows) apply, so they never disagree.
import {
  fxRateFor,
  MoneyError,
  sandboxFeeMinor,
  toBaseMinor,
  type MoneyErrorCode,
  type UsdRates,
} from '@tradehub/contract';
import type { TransferMethod } from '@tradehub/contract';

export const RATES_UNAVAILABLE_MESSAGE =
  'Exchange rates are not available yet: please try again in a moment.';

/** Why a payment in a currency cannot be priced now: no rates yet, or none for its currency. */
export interface PaymentRateRefusal {
  code: 'rates_unavailable' | MoneyErrorCode;
  field: 'amount' | 'currency';
  message: string;
}

/**
 * Units of `currency` per 1 unit of `baseCurrency` at the feed's latest rates (null in the base currency
 * itself, where no rate is needed); a refusal when the feed has not published yet or lacks the currency.
 */
export function paymentRate(
  rates: UsdRates | null,
  baseCurrency: string,
  currency: string,
): { fxRate: number | null } | { refusal: PaymentRateRefusal } {
  if (currency !== baseCurrency && !rates)
    return { refusal: { code: 'rates_unavailable', field: 'currency', message: RATES_UNAVAILABLE_MESSAGE } };
  try {
    return { fxRate: fxRateFor(rates ?? {}, baseCurrency, currency) };
  } catch (error) {
    if (!(error instanceof MoneyError)) throw error;
    return { refusal: { code: error.code, field: error.field, message: error.message } };
  }
}

/** The amount in base minor units at `fxRate`, rounded once, and the rail's fee on it (base minor units). */
export function pricePayment(input: {
  amountMinor: number;
  currency: string;
  baseCurrency: string;
  fxRate: number | null;
  method: TransferMethod;
}): { baseAmountMinor: number; feeMinor: number } {
  const baseAmountMinor = toBaseMinor(input.amountMinor, input.currency, input.baseCurrency, input.fxRate);
  const crossCurrency = input.currency !== input.baseCurrency;
  return { baseAmountMinor, feeMinor: sandboxFeeMinor(input.method, baseAmountMinor, crossCurrency) };
}
