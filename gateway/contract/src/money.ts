// Money, once for every package (web, gateway, workers, db): an amount is a whole number of minor units
// (cents for USD) with an ISO 4217 code, a JS number within the safe-integer range (as the entities store it,
// db/src/types/minor-units.ts) or a bigint beyond it. Nothing here goes through a float: decimal text ↔
// minor units is string arithmetic, conversions at a rate are bigint arithmetic on the rate's exact decimal
// and round once, at the end, by a rule the caller names, and formatting hands Intl the exact decimal string.
// Pure and browser-safe (it imports only a type of the enumerations).
import type { TransferMethod } from './enums.js';

/** Why an amount, a currency or a rate was refused (a route turns it into a 400 on `field`). */
export type MoneyErrorCode =
  'format' | 'precision' | 'notPositive' | 'tooLarge' | 'unknownCurrency' | 'noRate';

export class MoneyError extends Error {
  constructor(
    readonly field: 'amount' | 'currency',
    message: string,
    readonly code: MoneyErrorCode = field === 'currency' ? 'unknownCurrency' : 'format',
  ) {
    super(message);
    this.name = 'MoneyError';
  }
}

// ---------------------------------------------------------------------------------------------------------
// The currencies' minor-unit digits: the one table.

/**
 * Currencies whose minor unit is not hundredths. ISO 4217 exponents, except where the product has always
 * stored amounts with fewer digits (the CLDR digits Node's Intl reports: AFN, ALL, COP, HUF, IDR, IQD, IRR,
 * KPW, LAK, LBP, MGA, MMK, PKR, SLL, SOS, SYP, YER have 0 here); moving those to ISO would need a data
 * migration of their stored amounts. A table, not Intl, so that the browser and the server always agree.
 */
const MINOR_DIGITS: Readonly<Record<string, number>> = {
  ...Object.fromEntries(
    (
      'BIF CLP DJF GNF ISK JPY KMF KRW PYG RWF UGX UYI VND VUV XAF XOF XPF ' +
      'AFN ALL COP HUF IDR IQD IRR KPW LAK LBP MGA MMK PKR SLL SOS SYP YER'
    )
      .split(' ')
      .map((code) => [code, 0]),
  ),
  BHD: 3,
  JOD: 3,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  TND: 3,
  CLF: 4,
  UYW: 4,
};

/** Decimal places of a currency's minor unit: JPY 0, USD 2, KWD 3 (2 for any code the table does not list). */
export function minorDigits(currency: string): number {
  return MINOR_DIGITS[currency.toUpperCase()] ?? 2;
}

let knownCurrencies: ReadonlySet<string> | undefined;

/** ISO 4217 codes this runtime knows (Intl): anything else is an unknown currency. */
export function isKnownCurrency(code: string): boolean {
  knownCurrencies ??= new Set(Intl.supportedValuesOf('currency'));
  return /^[A-Z]{3}$/.test(code) && knownCurrencies.has(code);
}

function knownDigits(currency: string): number {
  if (!isKnownCurrency(currency))
    throw new MoneyError('currency', `Unknown currency ${currency}.`, 'unknownCurrency');
  return minorDigits(currency);
}

// ---------------------------------------------------------------------------------------------------------
// Decimal text ↔ minor units, exact.

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

function toSafeNumber(minor: bigint): number {
  if (minor > MAX_SAFE || minor < -MAX_SAFE)
    throw new MoneyError('amount', 'The amount is too large.', 'tooLarge');
  return Number(minor);
}

/**
 * "1234.56" USD → 123456, "-0.05" USD → -5, "15000" JPY → 15000: exact, string arithmetic. Surrounding
 * spaces are trimmed; trailing zeros past the currency's digits are accepted ("1.50" JPY is refused, "1.0"
 * JPY is 1: nothing is lost). Refused with a MoneyError on `amount`: anything but plain digits with an
 * optional sign and '.' ("1,000.00", "1e3", "", ".5"), more significant decimals than the currency has
 * ("1.005" USD), amounts past ±Number.MAX_SAFE_INTEGER minor units; on `currency`: an unknown code.
 */
export function parseDecimalToMinor(text: string, currency: string): number {
  const digits = knownDigits(currency);
  const match = /^([-+]?)(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) throw new MoneyError('amount', 'The amount must be a number like 1234.56.', 'format');
  const [, sign, whole = '0', rawFraction = ''] = match;
  const fraction = rawFraction.replace(/0+$/, '');
  if (fraction.length > digits) {
    throw new MoneyError(
      'amount',
      digits === 0
        ? `${currency} amounts have no decimals.`
        : `${currency} amounts have at most ${digits} decimals.`,
      'precision',
    );
  }
  const magnitude = BigInt(whole) * 10n ** BigInt(digits) + BigInt(fraction.padEnd(digits, '0') || '0');
  return toSafeNumber(sign === '-' ? -magnitude : magnitude);
}

/** A payment's or a trade's amount: parseDecimalToMinor, and above zero (no sign: "-5" is a format error). */
export function parseAmountToMinor(text: string, currency: string): number {
  knownDigits(currency);
  if (!/^\s*\d/.test(text))
    throw new MoneyError('amount', 'The amount must be a positive number like 1234.56.', 'format');
  const minor = parseDecimalToMinor(text, currency);
  if (minor <= 0) throw new MoneyError('amount', 'The amount must be greater than zero.', 'notPositive');
  return minor;
}

function assertWhole(minor: number | bigint): bigint {
  if (typeof minor === 'bigint') return minor;
  if (!Number.isSafeInteger(minor)) throw new RangeError(`amountMinor must be a safe integer, got ${minor}`);
  return BigInt(minor);
}

function placePoint(minor: bigint, digits: number): `${number}` {
  const sign = minor < 0n ? '-' : '';
  const absolute = (minor < 0n ? -minor : minor).toString();
  if (digits === 0) return `${sign}${absolute}` as `${number}`;
  const padded = absolute.padStart(digits + 1, '0');
  return `${sign}${padded.slice(0, -digits)}.${padded.slice(-digits)}` as `${number}`;
}

/**
 * 123456 USD → "1234.56", -5 USD → "-0.05", 15000 JPY → "15000", 1234 KWD → "1.234"; exact for any safe
 * integer or bigint (a number that is not a safe integer is a RangeError).
 */
export function minorToDecimalString(amountMinor: number | bigint, currency: string): `${number}` {
  return placePoint(assertWhole(amountMinor), minorDigits(currency));
}

// ---------------------------------------------------------------------------------------------------------
// Conversion at a rate.

/**
 * How a conversion rounds to whole minor units, once, at the end:
 * - 'half-away-from-zero': a tie goes away from zero (2.5 → 3, −2.5 → −3), so +x and −x convert to opposite
 *   amounts; the rule used everywhere in the product (as Intl's 'halfExpand' and the risk engine's roundMinor);
 * - 'half-even': a tie goes to the even neighbour (2.5 → 2, 3.5 → 4), banker's rounding.
 */
export type MoneyRounding = 'half-away-from-zero' | 'half-even';

/** A decimal rate: a string like "0.9215" or a number, read as its shortest decimal form (0.92 → "0.92"). */
export type DecimalRate = string | number;

/**
 * Units of the target currency per 1 unit of the source: a decimal, or an exact ratio of two decimals (the
 * cross rate of two quotes per USD is { numerator: perUsd[to], denominator: perUsd[from] }).
 */
export type Rate = DecimalRate | { readonly numerator: DecimalRate; readonly denominator: DecimalRate };

interface Decimal {
  coefficient: bigint;
  exponent: number; // value = coefficient × 10^exponent
}

function readRate(rate: DecimalRate): Decimal {
  const text = typeof rate === 'number' ? String(rate) : rate.trim();
  const match = /^(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/i.exec(text);
  if (!match) throw new RangeError(`A rate must be a positive decimal, got ${String(rate)}`);
  const [, whole = '0', fraction = '', exponent = '0'] = match;
  const decimal = { coefficient: BigInt(whole + fraction), exponent: Number(exponent) - fraction.length };
  if (decimal.coefficient === 0n) throw new RangeError(`A rate must be above zero, got ${String(rate)}`);
  return decimal;
}

/** numerator / denominator (denominator > 0) to a whole number by `rounding`. */
function divideRounded(numerator: bigint, denominator: bigint, rounding: MoneyRounding): bigint {
  const quotient = numerator / denominator; // truncated toward zero
  const twiceRemainder =
    2n * (numerator % denominator < 0n ? -(numerator % denominator) : numerator % denominator);
  const away = numerator < 0n ? quotient - 1n : quotient + 1n;
  if (twiceRemainder > denominator) return away;
  if (twiceRemainder < denominator) return quotient;
  if (rounding === 'half-even') return quotient % 2n === 0n ? quotient : away;
  return away;
}

function pow10(exponent: number): bigint {
  return 10n ** BigInt(exponent);
}

/**
 * `amountMinor` of `fromCurrency` in minor units of `toCurrency` at `rate` (units of `toCurrency` per 1
 * `fromCurrency`), rounded once by `rounding`:
 *   amountMinor × rate × 10^(digits(to) − digits(from)), computed exactly with bigints.
 * A number in gives a number out (a RangeError past the safe-integer range); a bigint in gives a bigint.
 */
export function convertMinor(
  amountMinor: number,
  fromCurrency: string,
  toCurrency: string,
  rate: Rate,
  rounding: MoneyRounding,
): number;
export function convertMinor(
  amountMinor: bigint,
  fromCurrency: string,
  toCurrency: string,
  rate: Rate,
  rounding: MoneyRounding,
): bigint;
export function convertMinor(
  amountMinor: number | bigint,
  fromCurrency: string,
  toCurrency: string,
  rate: Rate,
  rounding: MoneyRounding,
): number | bigint {
  const amount = assertWhole(amountMinor);
  const result = scaledRate(fromCurrency, toCurrency, rate).apply(amount, rounding);
  if (typeof amountMinor === 'bigint') return result;
  if (result > MAX_SAFE || result < -MAX_SAFE)
    throw new RangeError(`The converted amount ${result} is past the safe-integer range`);
  return Number(result);
}

/** A rate read once, its powers of ten gathered with the currencies' digits: amount × numerator / denominator. */
function scaledRate(fromCurrency: string, toCurrency: string, rate: Rate) {
  const top = readRate(typeof rate === 'object' ? rate.numerator : rate);
  const bottom = typeof rate === 'object' ? readRate(rate.denominator) : { coefficient: 1n, exponent: 0 };
  // amount × top.c × 10^top.e / (bottom.c × 10^bottom.e) × 10^(dTo − dFrom): gather the powers of ten.
  const exponent = top.exponent - bottom.exponent + minorDigits(toCurrency) - minorDigits(fromCurrency);
  let numerator = top.coefficient;
  let denominator = bottom.coefficient;
  if (exponent >= 0) numerator *= pow10(exponent);
  else denominator *= pow10(-exponent);
  return {
    numerator,
    denominator,
    apply: (amount: bigint, rounding: MoneyRounding) =>
      divideRounded(amount * numerator, denominator, rounding),
  };
}

/** Below this magnitude a float's fraction is exact to far better than the tolerance below. */
const FLOAT_PATH_LIMIT = 2 ** 50;
/** Relative distance from a tie under which minorConverter leaves the rounding to the bigints (≫ 4 × 2⁻⁵³). */
const FLOAT_PATH_TOLERANCE = 1e-14;

/**
 * convertMinor at one rate for many amounts: the rate is read once, each amount is then one bigint
 * multiplication and division (what revaluing every open exposure on every FX tick needs). Same results as
 * convertMinor, numbers in and out (a RangeError past the safe-integer range).
 */
export function minorConverter(
  fromCurrency: string,
  toCurrency: string,
  rate: Rate,
  rounding: MoneyRounding,
): (amountMinor: number) => number {
  const scaled = scaledRate(fromCurrency, toCurrency, rate);
  const top = Number(scaled.numerator);
  const bottom = Number(scaled.denominator);
  const ratio = Number.isFinite(top) && Number.isFinite(bottom) ? top / bottom : Number.NaN;
  return (amountMinor) => {
    // Floats first: amount × ratio is within 4 × 2⁻⁵³ of the exact product (three roundings), so unless it
    // lies within that distance of a tie (x.5) the float rounds to the same whole number as the exact bigint
    // quotient. Near a tie, past 2⁵⁰, or for a non-integer, the bigints decide (as convertMinor does).
    if (Number.isSafeInteger(amountMinor)) {
      const exact = amountMinor * ratio;
      const magnitude = Math.abs(exact);
      if (magnitude < FLOAT_PATH_LIMIT) {
        const whole = Math.floor(magnitude);
        const fraction = magnitude - whole;
        if (Math.abs(fraction - 0.5) > magnitude * FLOAT_PATH_TOLERANCE + Number.MIN_VALUE) {
          const rounded = fraction > 0.5 ? whole + 1 : whole;
          return rounded === 0 ? 0 : exact < 0 ? -rounded : rounded;
        }
      }
    }
    const result = scaled.apply(assertWhole(amountMinor), rounding);
    if (result > MAX_SAFE || result < -MAX_SAFE)
      throw new RangeError(`The converted amount ${result} is past the safe-integer range`);
    return Number(result);
  };
}

/**
 * `numerator` ÷ `denominator` (two positive decimal rates, e.g. two feed rates per 1 USD), computed exactly
 * with bigints and rounded once, by `rounding`, to `decimals` places, as a decimal string: the inverse or the
 * cross of feed rates as it is shown (divideRates(1, 0.921, 4, 'half-away-from-zero') → "1.0858").
 */
export function divideRates(
  numerator: DecimalRate,
  denominator: DecimalRate,
  decimals: number,
  rounding: MoneyRounding,
): `${number}` {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 20)
    throw new RangeError(`decimals must be a whole number from 0 to 20, got ${decimals}`);
  const top = readRate(numerator);
  const bottom = readRate(denominator);
  // top.c × 10^top.e ÷ (bottom.c × 10^bottom.e) × 10^decimals, as one fraction of bigints.
  const exponent = top.exponent - bottom.exponent + decimals;
  let scaledTop = top.coefficient;
  let scaledBottom = bottom.coefficient;
  if (exponent >= 0) scaledTop *= pow10(exponent);
  else scaledBottom *= pow10(-exponent);
  const digits = divideRounded(scaledTop, scaledBottom, rounding)
    .toString()
    .padStart(decimals + 1, '0');
  if (decimals === 0) return digits as `${number}`;
  return `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}` as `${number}`;
}

// ---------------------------------------------------------------------------------------------------------
// Formatting.

/** How formatMoney may vary: a sign on gains, '$1.2M' (compact), the code instead of the symbol, or none. */
export interface MoneyFormatOptions {
  signDisplay?: 'auto' | 'always' | 'exceptZero' | 'never';
  notation?: 'standard' | 'compact';
  /** 'none': the grouped number alone, with the currency's digits ("1,234.56"). */
  currencyDisplay?: 'symbol' | 'narrowSymbol' | 'code' | 'name' | 'none';
}

// Building an Intl formatter is far slower than using one; tables format the same shapes many times.
const numberFormats = new Map<string, Intl.NumberFormat>();

function moneyFormat(currency: string, locale: string, options: MoneyFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${currency}|${options.signDisplay ?? ''}|${options.notation ?? ''}|${options.currencyDisplay ?? ''}`;
  let format = numberFormats.get(key);
  if (!format) {
    const { currencyDisplay, notation, signDisplay } = options;
    const digits = minorDigits(currency);
    format = new Intl.NumberFormat(locale, {
      ...(currencyDisplay === 'none'
        ? { style: 'decimal' }
        : { style: 'currency', currency, ...(currencyDisplay ? { currencyDisplay } : {}) }),
      ...(signDisplay ? { signDisplay } : {}),
      // Compact notation picks its own digits ('$1.2M'); otherwise exactly the currency's.
      ...(notation === 'compact'
        ? { notation }
        : { minimumFractionDigits: digits, maximumFractionDigits: digits }),
    });
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * Integer minor units of a currency for a locale: (123456, 'USD', 'en-US') → '$1,234.56', 'zh-CN' →
 * 'US$1,234.56', 'es-ES' → '1234,56 US$'. Intl receives the exact decimal string (ECMA-402 formats a
 * string numeric literal without a float), so every digit of a bigint or of MAX_SAFE_INTEGER survives.
 */
export function formatMoney(
  amountMinor: number | bigint,
  currency: string,
  locale: string,
  options: MoneyFormatOptions = {},
): string {
  return moneyFormat(currency, locale, options).format(minorToDecimalString(amountMinor, currency));
}

// ---------------------------------------------------------------------------------------------------------
// Payments: the feed's rates and the sandbox fee table.

/** Rates as the FX feed publishes them: units of each currency per 1 USD. */
export type UsdRates = Record<string, number>;

function usdRate(rates: UsdRates, currency: string): number {
  if (currency === 'USD') return 1;
  const rate = rates[currency];
  if (!rate || !Number.isFinite(rate) || rate <= 0)
    throw new MoneyError('currency', `No exchange rate is available for ${currency}.`, 'noRate');
  return rate;
}

/** Units of `currency` per 1 unit of `baseCurrency` (null when they are the same). */
export function fxRateFor(rates: UsdRates, baseCurrency: string, currency: string): number | null {
  if (currency === baseCurrency) return null;
  return usdRate(rates, currency) / usdRate(rates, baseCurrency);
}

/** An amount of `currency` in base minor units at `fxRate` (units of `currency` per 1 base), rounded once. */
export function toBaseMinor(
  amountMinor: number,
  currency: string,
  baseCurrency: string,
  fxRate: number | null,
) {
  if (currency === baseCurrency || fxRate === null) return amountMinor;
  return convertMinor(
    amountMinor,
    currency,
    baseCurrency,
    { numerator: 1, denominator: fxRate },
    'half-away-from-zero',
  );
}

/**
 * The sandbox rail's fee table, in base minor units (base is USD for now, so cents), rounded half away
 * from zero:
 * - ACH: $0.25 flat;
 * - Bank Transfer: 0.1 % of the amount, at least $1.00;
 * - Wire Transfer: $15.00, plus a 0.2 % FX margin when the currency differs from the base currency.
 */
export function sandboxFeeMinor(method: TransferMethod, baseAmountMinor: number, crossCurrency: boolean) {
  const share = (rate: string) => convertMinor(baseAmountMinor, 'USD', 'USD', rate, 'half-away-from-zero');
  switch (method) {
    case 'ACH':
      return 25;
    case 'Bank Transfer':
      return Math.max(100, share('0.001'));
    case 'Wire Transfer':
      return 1500 + (crossCurrency ? share('0.002') : 0);
  }
}
