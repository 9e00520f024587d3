// New Trade addressed by URL: `?newTrade=1` opens it blank (the command palette's "New trade"), and
// `?trade=forward&currency=EUR&amountMinor=…&valueDate=…` (the contract's hedgeTradePath: "Hedge this", the
// margin guard's alert) opens it prefilled. A parameter that does not read as what it should is left out,
// never guessed: the person sees the form's own default there instead.
import { HEDGE_TRADE_PARAMS } from '@tradehub/contract/constants';
import { isKnownCurrency, minorToDecimalString } from '@tradehub/contract/money';

export interface TradePrefill {
  kind?: 'spot' | 'forward';
  currency?: string;
  /** A decimal amount as the form's field holds it ("150000.00"). */
  amount?: string;
  valueDate?: string;
}

/** Every parameter that opens or fills New Trade: dropped together when the drawer closes. */
export const tradeParams = ['newTrade', ...HEDGE_TRADE_PARAMS] as const;

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const realDay = (text: string) =>
  isoDay.test(text) && new Date(`${text}T00:00:00.000Z`).toISOString().slice(0, 10) === text;

/**
 * What the URL asks New Trade to open with, or null when it asks for no New Trade. The base currency (USD)
 * is not traded against itself; an amount needs a currency to read its minor units in.
 */
export function tradeFromParams(params: URLSearchParams, baseCurrency = 'USD'): TradePrefill | null {
  const trade = params.get('trade');
  const kind = trade === 'spot' || trade === 'forward' ? trade : undefined;
  if (!kind && params.get('newTrade') !== '1') return null;
  const prefill: TradePrefill = {};
  if (kind) prefill.kind = kind;
  const currency = params.get('currency')?.trim().toUpperCase() ?? '';
  if (isKnownCurrency(currency) && currency !== baseCurrency) {
    prefill.currency = currency;
    const amountMinor = params.get('amountMinor')?.trim() ?? '';
    if (/^\d{1,15}$/.test(amountMinor) && Number(amountMinor) > 0)
      prefill.amount = minorToDecimalString(Number(amountMinor), currency);
  }
  const valueDate = params.get('valueDate')?.trim() ?? '';
  if (realDay(valueDate)) prefill.valueDate = valueDate;
  return prefill;
}
