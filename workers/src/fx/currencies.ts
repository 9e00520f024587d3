// The 52 currencies the FX feed quotes against USD (the product promises 52), with the mid rates the
// simulated walk is anchored to and how much each one moves in a day. EUR, GBP, JPY and CNY are the
// spec's sample rates and must stay exactly as they are; the others are realistic mids of the same period.

export interface FxCurrency {
  /** ISO 4217 code of the quote currency (1 USD = `anchor` units of it). */
  code: string;
  /** Mid rate against USD the simulated walk reverts to. */
  anchor: number;
  /** Typical one-day move as a fraction (0.005 = 0.5 %/day): majors about 0.5 %, pegs far less, EM more. */
  dailyVol: number;
}

export const FX_BASE = 'USD';

export const FX_CURRENCIES: readonly FxCurrency[] = [
  // G10 and other majors
  { code: 'EUR', anchor: 0.921, dailyVol: 0.0045 },
  { code: 'GBP', anchor: 0.789, dailyVol: 0.005 },
  { code: 'JPY', anchor: 148.25, dailyVol: 0.006 },
  { code: 'CHF', anchor: 0.865, dailyVol: 0.005 },
  { code: 'CAD', anchor: 1.355, dailyVol: 0.004 },
  { code: 'AUD', anchor: 1.525, dailyVol: 0.006 },
  { code: 'NZD', anchor: 1.645, dailyVol: 0.0065 },
  { code: 'SEK', anchor: 10.45, dailyVol: 0.0065 },
  { code: 'NOK', anchor: 10.65, dailyVol: 0.007 },
  { code: 'DKK', anchor: 6.868, dailyVol: 0.0045 },
  { code: 'SGD', anchor: 1.345, dailyVol: 0.003 },
  { code: 'HKD', anchor: 7.815, dailyVol: 0.0003 },
  // Asia
  { code: 'CNY', anchor: 7.2134, dailyVol: 0.002 },
  { code: 'KRW', anchor: 1325.5, dailyVol: 0.006 },
  { code: 'INR', anchor: 83.15, dailyVol: 0.002 },
  { code: 'IDR', anchor: 15650, dailyVol: 0.004 },
  { code: 'MYR', anchor: 4.685, dailyVol: 0.004 },
  { code: 'THB', anchor: 35.6, dailyVol: 0.005 },
  { code: 'PHP', anchor: 55.8, dailyVol: 0.004 },
  { code: 'VND', anchor: 24350, dailyVol: 0.0015 },
  { code: 'TWD', anchor: 31.5, dailyVol: 0.0035 },
  { code: 'PKR', anchor: 282.5, dailyVol: 0.004 },
  { code: 'BDT', anchor: 110, dailyVol: 0.002 },
  { code: 'LKR', anchor: 320.5, dailyVol: 0.005 },
  { code: 'KZT', anchor: 458.5, dailyVol: 0.005 },
  // Americas
  { code: 'MXN', anchor: 17.2, dailyVol: 0.008 },
  { code: 'BRL', anchor: 4.95, dailyVol: 0.009 },
  { code: 'ARS', anchor: 820, dailyVol: 0.01 },
  { code: 'CLP', anchor: 880, dailyVol: 0.008 },
  { code: 'COP', anchor: 3950, dailyVol: 0.008 },
  { code: 'PEN', anchor: 3.75, dailyVol: 0.004 },
  // Europe outside the euro
  { code: 'PLN', anchor: 4.02, dailyVol: 0.006 },
  { code: 'CZK', anchor: 22.6, dailyVol: 0.0055 },
  { code: 'HUF', anchor: 355, dailyVol: 0.007 },
  { code: 'RON', anchor: 4.58, dailyVol: 0.0045 },
  { code: 'BGN', anchor: 1.801, dailyVol: 0.0045 },
  { code: 'ISK', anchor: 137.5, dailyVol: 0.005 },
  { code: 'TRY', anchor: 30.5, dailyVol: 0.006 },
  { code: 'UAH', anchor: 37.5, dailyVol: 0.004 },
  { code: 'RUB', anchor: 90.5, dailyVol: 0.01 },
  // Middle East and Africa (the Gulf currencies are pegged to the dollar: they barely move)
  { code: 'ILS', anchor: 3.7, dailyVol: 0.007 },
  { code: 'AED', anchor: 3.6725, dailyVol: 0.0001 },
  { code: 'SAR', anchor: 3.75, dailyVol: 0.0001 },
  { code: 'QAR', anchor: 3.64, dailyVol: 0.0001 },
  { code: 'KWD', anchor: 0.3075, dailyVol: 0.001 },
  { code: 'BHD', anchor: 0.376, dailyVol: 0.0001 },
  { code: 'OMR', anchor: 0.385, dailyVol: 0.0001 },
  { code: 'EGP', anchor: 30.9, dailyVol: 0.003 },
  { code: 'ZAR', anchor: 18.7, dailyVol: 0.01 },
  { code: 'NGN', anchor: 900, dailyVol: 0.012 },
  { code: 'KES', anchor: 155, dailyVol: 0.004 },
  { code: 'MAD', anchor: 10.05, dailyVol: 0.0035 },
];

/** quote → anchor rate. */
export const FX_ANCHOR_RATES: Readonly<Record<string, number>> = Object.fromEntries(
  FX_CURRENCIES.map((currency) => [currency.code, currency.anchor]),
);

/**
 * Decimals a rate is published with, fixed per currency from the size of its anchor (so a rate that
 * crosses 100 does not change precision): 6 below 100 (EUR 0.921234), 4 up to 1000 (JPY 148.2531),
 * 2 above (IDR 15650.37). Each shows the walk's one-second moves.
 */
export function rateDecimals(anchor: number): number {
  if (anchor >= 1000) return 2;
  if (anchor >= 100) return 4;
  return 6;
}

export function roundRate(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
