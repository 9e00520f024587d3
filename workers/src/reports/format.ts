// Number and date formatting for the exported files. Written once in English (like the e-mails), UTC,
// and limited to what the PDF's standard fonts can draw (Windows-1252).
import { formatMoney as formatMoneyIn, minorToDecimalString, type RiskTile } from '@tradehub/contract';

/** Integer minor units of `currency` as a decimal number of major units (for spreadsheet cells). */
export function minorUnitsToNumber(amountMinor: number, currency: string): number {
  return Number(minorToDecimalString(amountMinor, currency));
}

// Characters the standard PDF fonts (WinAnsiEncoding) can draw beyond Latin-1.
const WIN_ANSI_EXTRAS = new Set([...'€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ']);
const isDrawable = (text: string) =>
  [...text].every((char) => char.charCodeAt(0) <= 0xff || WIN_ANSI_EXTRAS.has(char));

/**
 * 123456, 'USD' → "$1,234.56"; 'JPY' has no decimals. A currency whose symbol the PDF fonts cannot draw
 * (₹, ₩, …) is written with its code instead.
 */
export function formatMoney(
  amountMinor: number,
  currency: string,
  options: { signed?: boolean } = {},
): string {
  const signDisplay = options.signed ? 'exceptZero' : 'auto';
  const withSymbol = formatMoneyIn(amountMinor, currency, 'en-US', { signDisplay });
  if (isDrawable(withSymbol)) return withSymbol;
  return formatMoneyIn(amountMinor, currency, 'en-US', { signDisplay, currencyDisplay: 'code' });
}

/** 12.345 → "12.3%". */
export function formatPercent(value: number, options: { signed?: boolean; digits?: number } = {}): string {
  const digits = options.digits ?? 1;
  return new Intl.NumberFormat('en-US', {
    style: 'percent',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    signDisplay: options.signed ? 'exceptZero' : 'auto',
  }).format(value / 100);
}

/** An exchange rate with four decimals: 0.921 → "0.9210". */
export function formatRate(rate: number): string {
  return new Intl.NumberFormat('en-US', { minimumFractionDigits: 4, maximumFractionDigits: 4 }).format(rate);
}

/** "21 Nov 2026, 14:05 UTC". */
export function formatDateTimeUtc(value: string | Date): string {
  const date = new Date(value);
  const text = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  }).format(date);
  return `${text} UTC`;
}

/** "21 Nov 2026". */
export function formatDateUtc(value: string | Date): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(value));
}

/** A tile's figure in its unit: money in the base currency, a percentage, or a 0–100 score. */
export function formatTileValue(tile: Pick<RiskTile, 'unit'>, value: number, baseCurrency: string): string {
  switch (tile.unit) {
    case 'money':
      return formatMoney(Math.round(value), baseCurrency);
    case 'percent':
      return formatPercent(value);
    case 'score':
      return `${Math.round(value)} / 100`;
  }
}

/** "Up 4 / 100 on the previous window", "Down $1,200.00 …", "Unchanged …", or that there is nothing to compare. */
export function formatTileTrend(tile: RiskTile, baseCurrency: string): string {
  if (tile.previous === null) return 'No previous window to compare';
  const change = tile.value - tile.previous;
  const rounded = tile.unit === 'percent' ? Math.round(change * 10) / 10 : Math.round(change);
  if (rounded === 0) return 'Unchanged on the previous window';
  const amount =
    tile.unit === 'score'
      ? `${Math.abs(rounded)} points`
      : tile.unit === 'percent'
        ? `${Math.abs(rounded).toFixed(1)} pts`
        : formatMoney(Math.abs(rounded), baseCurrency);
  return `${rounded > 0 ? 'Up' : 'Down'} ${amount} on the previous window`;
}
