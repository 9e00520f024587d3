// Number and date formatting for the exported files, in the reader's language and its locale's formats,
// UTC, and limited to what the report's fonts can draw (report-fonts.ts: the standard fonts' Windows-1252).
import type { ServerTranslator } from '../i18n/server-i18n.js';
import { reportFontsFor } from './report-fonts.js';
import {
  formatMoney as formatMoneyIn,
  minorToDecimalString,
  pairDecimals,
  pairLabel,
  pairRateText,
  usdPair,
  type RiskTile,
} from '@tradehub/contract';

/** Integer minor units of `currency` as a decimal number of major units (for spreadsheet cells). */
export function minorUnitsToNumber(amountMinor: number, currency: string): number {
  return Number(minorToDecimalString(amountMinor, currency));
}

// Characters the standard PDF fonts (WinAnsiEncoding) can draw beyond Latin-1.
const WIN_ANSI_EXTRAS = new Set([...'€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ']);
export const isDrawableInStandardFonts = (text: string) =>
  [...text].every((char) => char.charCodeAt(0) <= 0xff || WIN_ANSI_EXTRAS.has(char));

/**
 * 123456, 'USD' → "$1,234.56" (in en-US; "US$1,234.56" in zh-CN, "1234,56 US$" in es-ES); 'JPY' has no
 * decimals. A currency whose symbol the report's font cannot draw (₹, ₩ in Helvetica) is written with its
 * code instead.
 */
export function formatMoney(
  amountMinor: number,
  currency: string,
  tr: Pick<ServerTranslator, 'language' | 'locale'>,
  options: { signed?: boolean } = {},
): string {
  const signDisplay = options.signed ? 'exceptZero' : 'auto';
  const withSymbol = formatMoneyIn(amountMinor, currency, tr.locale, { signDisplay });
  if (!reportFontsFor(tr.language).winAnsiOnly || isDrawableInStandardFonts(withSymbol)) return withSymbol;
  return formatMoneyIn(amountMinor, currency, tr.locale, { signDisplay, currencyDisplay: 'code' });
}

/** 12.345 → "12.3%" ("12,3 %" in es-ES). */
export function formatPercent(
  value: number,
  tr: Pick<ServerTranslator, 'locale'>,
  options: { signed?: boolean; digits?: number } = {},
): string {
  const digits = options.digits ?? 1;
  return new Intl.NumberFormat(tr.locale, {
    style: 'percent',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    signDisplay: options.signed ? 'exceptZero' : 'auto',
  }).format(value / 100);
}

export interface ShownPairRate {
  /** 'EUR/USD', 'USD/JPY' (market convention, gateway/contract/src/fx-pairs.ts). */
  pair: string;
  /** The pair's rate rounded as every screen shows it ("1.0870", "149.00"), or null without a rate. */
  text: string | null;
  decimals: number;
}

/**
 * A currency's rate per 1 USD (as the dashboard's exposures carry it) as its market pair against USD:
 * EUR at 0.92 → EUR/USD 1.0870; JPY at 149 → USD/JPY 149.00. Null for USD itself (no pair).
 */
export function usdPairRate(currency: string, usdRate: number | null): ShownPairRate | null {
  const pair = usdPair(currency);
  if (!pair) return null;
  const text = usdRate === null ? undefined : pairRateText(pair, { [currency]: usdRate });
  return { pair: pairLabel(pair), text: text ?? null, decimals: pairDecimals(pair) };
}

/** A tile's figure in its unit: money in the base currency, a percentage, or a 0–100 score. */
export function formatTileValue(
  tile: Pick<RiskTile, 'unit'>,
  value: number,
  baseCurrency: string,
  tr: ServerTranslator,
): string {
  switch (tile.unit) {
    case 'money':
      return formatMoney(Math.round(value), baseCurrency, tr);
    case 'percent':
      return formatPercent(value, tr);
    case 'score':
      return tr.t('report.scoreValue', { score: Math.round(value) });
  }
}

/** "Up 4 points on the previous window", "Down $1,200.00 …", "Unchanged …", or that there is nothing to compare. */
export function formatTileTrend(tile: RiskTile, baseCurrency: string, tr: ServerTranslator): string {
  const { t } = tr;
  if (tile.previous === null) return t('report.trend.none');
  const change = tile.value - tile.previous;
  const rounded = tile.unit === 'percent' ? Math.round(change * 10) / 10 : Math.round(change);
  if (rounded === 0) return t('report.trend.unchanged');
  const amount =
    tile.unit === 'score'
      ? t('report.trend.points', { count: Math.abs(rounded) })
      : tile.unit === 'percent'
        ? t('report.trend.percentPoints', {
            value: new Intl.NumberFormat(tr.locale, {
              minimumFractionDigits: 1,
              maximumFractionDigits: 1,
            }).format(Math.abs(rounded)),
          })
        : formatMoney(Math.abs(rounded), baseCurrency, tr);
  return t(rounded > 0 ? 'report.trend.up' : 'report.trend.down', { amount });
}
