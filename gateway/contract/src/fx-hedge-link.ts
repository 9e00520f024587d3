// Where "Hedge this" leads (issue 25 item 4): FX Management with New Trade open as a forward, prefilled with a
// currency, an amount and a value date. Zod-free (re-exported by constants.ts) so the web, the workers' e-mails
// and notifications (the margin guard's one-click hedge) all build the same link.

/** The query parameters FX Management reads to open New Trade prefilled. */
export const HEDGE_TRADE_PARAMS = ['trade', 'currency', 'amountMinor', 'valueDate'] as const;

export interface HedgeTradePrefill {
  /** ISO 4217 code of the currency bought forward (not the base currency). */
  currency: string;
  /** Whole minor units of `currency`. */
  amountMinor: number;
  /** The forward's value date, YYYY-MM-DD. */
  valueDate: string;
}

/**
 * `/fx-management?trade=forward&currency=EUR&amountMinor=15000000&valueDate=2027-01-15`: New Trade opens as a
 * forward buy of EUR 150,000.00 for that value date (the person still asks for a rate and books it).
 */
export function hedgeTradePath({ currency, amountMinor, valueDate }: HedgeTradePrefill): string {
  const pairs: [string, string][] = [
    ['trade', 'forward'],
    ['currency', currency],
    ['amountMinor', String(amountMinor)],
    ['valueDate', valueDate],
  ];
  const query = pairs.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&');
  return `/fx-management?${query}`;
}
