// Money for payments, pure: decimal strings ↔ integer minor units with each currency's precision, FX
// conversion with the feed's rates (units per USD) rounded once at the end, and the sandbox fee table.
/** How a payment travels (the same three as the database's TRANSFER_METHODS). */
export type TransferMethod = 'Bank Transfer' | 'Wire Transfer' | 'ACH';

export class MoneyError extends Error {
  constructor(
    readonly field: 'amount' | 'currency',
    message: string,
  ) {
    super(message);
    this.name = 'MoneyError';
  }
}

let knownCurrencies: ReadonlySet<string> | undefined;

/** ISO 4217 codes this runtime knows (Intl): anything else is an unknown currency. */
export function isKnownCurrency(code: string): boolean {
  knownCurrencies ??= new Set(Intl.supportedValuesOf('currency'));
  return /^[A-Z]{3}$/.test(code) && knownCurrencies.has(code);
}

/** Decimal places of a currency's minor unit (JPY 0, USD 2, KWD 3), from Intl. */
export function currencyPrecision(currency: string): number {
  if (!isKnownCurrency(currency)) throw new MoneyError('currency', `Unknown currency ${currency}.`);
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits as number;
  } catch (error) {
    if (error instanceof RangeError) throw new MoneyError('currency', `Unknown currency ${currency}.`);
    throw error;
  }
}

/** "1234.56" USD → 123456. Refuses zero, negative, too many decimals, unknown currency, unsafe integers. */
export function parseAmountToMinor(amount: string, currency: string): number {
  const precision = currencyPrecision(currency);
  const match = /^(\d+)(?:\.(\d+))?$/.exec(amount.trim());
  if (!match) throw new MoneyError('amount', 'The amount must be a positive number like 1234.56.');
  const whole = match[1]!;
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > precision) {
    throw new MoneyError(
      'amount',
      precision === 0
        ? `${currency} amounts have no decimals.`
        : `${currency} amounts have at most ${precision} decimals.`,
    );
  }
  const minor = BigInt(whole) * 10n ** BigInt(precision) + BigInt(fraction.padEnd(precision, '0') || '0');
  if (minor <= 0n) throw new MoneyError('amount', 'The amount must be greater than zero.');
  if (minor > BigInt(Number.MAX_SAFE_INTEGER)) throw new MoneyError('amount', 'The amount is too large.');
  return Number(minor);
}

/** 123456 USD → "1234.56"; 1000 JPY → "1000". */
export function formatMinor(amountMinor: number, currency: string): string {
  const precision = currencyPrecision(currency);
  const sign = amountMinor < 0 ? '-' : '';
  const digits = Math.abs(amountMinor)
    .toString()
    .padStart(precision + 1, '0');
  if (precision === 0) return `${sign}${digits}`;
  return `${sign}${digits.slice(0, -precision)}.${digits.slice(-precision)}`;
}

/** Rates as the FX feed publishes them: units of each currency per 1 USD. */
export type UsdRates = Record<string, number>;

function usdRate(rates: UsdRates, currency: string): number {
  if (currency === 'USD') return 1;
  const rate = rates[currency];
  if (!rate || !Number.isFinite(rate) || rate <= 0)
    throw new MoneyError('currency', `No exchange rate is available for ${currency}.`);
  return rate;
}

/** Units of `currency` per 1 unit of `baseCurrency` (null when they are the same). */
export function fxRateFor(rates: UsdRates, baseCurrency: string, currency: string): number | null {
  if (currency === baseCurrency) return null;
  return usdRate(rates, currency) / usdRate(rates, baseCurrency);
}

/** An amount of `currency` in base minor units, rounded once (half away from zero) at the end. */
export function toBaseMinor(
  amountMinor: number,
  currency: string,
  baseCurrency: string,
  fxRate: number | null,
) {
  if (currency === baseCurrency || fxRate === null) return amountMinor;
  const scale = 10 ** (currencyPrecision(baseCurrency) - currencyPrecision(currency));
  return Math.round((amountMinor * scale) / fxRate);
}

/**
 * The sandbox rail's fee table, in base minor units (base is USD for now, so cents):
 * - ACH: $0.25 flat;
 * - Bank Transfer: 0.1 % of the amount, at least $1.00;
 * - Wire Transfer: $15.00, plus a 0.2 % FX margin when the currency differs from the base currency.
 */
export function sandboxFeeMinor(method: TransferMethod, baseAmountMinor: number, crossCurrency: boolean) {
  switch (method) {
    case 'ACH':
      return 25;
    case 'Bank Transfer':
      return Math.max(100, Math.round(baseAmountMinor * 0.001));
    case 'Wire Transfer':
      return 1500 + (crossCurrency ? Math.round(baseAmountMinor * 0.002) : 0);
  }
}
