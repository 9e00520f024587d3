// What a risk tile shows: its value in its unit, and how it moved against the previous window of the
// same length. Pure functions of the API's figures and a locale, so they are tested without a browser.
import type { Dashboard, RiskTile } from '@tradehub/contract';
import { formatMoney, formatNumber } from '../../../i18n/format';

export type TileKey = keyof Dashboard['tiles'];

/** The four tiles in the order the dashboard shows them (spec section 2). */
export const tileKeys = [
  'counterpartyRisk',
  'fxRiskExposure',
  'cashflowRisk',
  'marketRisk',
] as const satisfies readonly TileKey[];

/**
 * Which way a move is good news. Every tile measures risk (a riskier counterparty mix, more money
 * exposed, more cash at risk, a more volatile market), so a fall is good and a rise is bad.
 */
export const tileGoodDirection: Record<TileKey, 'up' | 'down'> = {
  counterpartyRisk: 'down',
  fxRiskExposure: 'down',
  cashflowRisk: 'down',
  marketRisk: 'down',
};

type TileFigure = Pick<RiskTile, 'value' | 'unit'>;

/** Scores show whole points, percentages one decimal; money keeps its minor units. */
function rounded(value: number, unit: RiskTile['unit']): number {
  switch (unit) {
    case 'score':
    case 'money':
      return Math.round(value);
    case 'percent':
      return Math.round(value * 10) / 10;
  }
}

/** A percentage (12.5 means 12.5 %) for a locale: '12.5%' (en), '12,5 %' (es). */
export function formatPercent(value: number, locale: string, options: Intl.NumberFormatOptions = {}): string {
  return formatNumber(rounded(value, 'percent') / 100, locale, {
    style: 'percent',
    maximumFractionDigits: 1,
    ...options,
  });
}

/** A tile's value in its unit: score '62 / 100', money '$12,345.67' in the base currency, percent '12.5%'. */
export function formatTileValue(tile: TileFigure, baseCurrency: string, locale: string): string {
  switch (tile.unit) {
    case 'score':
      return `${formatNumber(rounded(tile.value, 'score'), locale)} / 100`;
    case 'money':
      return formatMoney(rounded(tile.value, 'money'), baseCurrency, locale);
    case 'percent':
      return formatPercent(tile.value, locale);
  }
}

export type TrendDirection = 'up' | 'down' | 'flat';
export type TrendTone = 'good' | 'bad' | 'neutral';

export interface TileTrend {
  direction: TrendDirection;
  tone: TrendTone;
  /**
   * The signed difference as shown: '+4' points of score, '−$1,200.00', '+2.5' percentage points
   * (the caller adds the 'pp' unit, which is a word to translate).
   */
  difference: string;
  /** 'percentagePoints' when `difference` is a difference of two percentages. */
  unit: 'percentagePoints' | 'none';
}

/**
 * How the tile moved against the previous window; null when there is nothing to compare with. A change
 * too small to show at the tile's precision counts as flat.
 */
export function tileTrend(
  key: TileKey,
  tile: TileFigure & Pick<RiskTile, 'previous'>,
  baseCurrency: string,
  locale: string,
): TileTrend | null {
  if (tile.previous === null) return null;
  const difference = rounded(tile.value, tile.unit) - rounded(tile.previous, tile.unit);
  // Subtracting two one-decimal percentages can leave float dust (12.3 - 12.1 = 0.2000000000000011).
  const shown = rounded(difference, tile.unit);
  const direction: TrendDirection = shown > 0 ? 'up' : shown < 0 ? 'down' : 'flat';
  const tone: TrendTone =
    direction === 'flat' ? 'neutral' : direction === tileGoodDirection[key] ? 'good' : 'bad';

  let text: string;
  switch (tile.unit) {
    case 'score':
      text = formatNumber(shown, locale, { signDisplay: 'exceptZero', maximumFractionDigits: 0 });
      break;
    case 'money':
      text = formatMoney(shown, baseCurrency, locale, { signDisplay: 'exceptZero' });
      break;
    case 'percent':
      text = formatNumber(shown, locale, { signDisplay: 'exceptZero', maximumFractionDigits: 1 });
      break;
  }
  return { direction, tone, difference: text, unit: tile.unit === 'percent' ? 'percentagePoints' : 'none' };
}

/**
 * The cash-flow tile's failed share as a percentage. The contract calls it a share (0–1), unlike the
 * fields named …Percent or …Rate, which are percentages already.
 */
export function failedSharePercent(failedShare: number): number {
  return failedShare * 100;
}
