// Currency Impact Analysis: what the unhedged part of each exposure gains or loses, in the base currency,
// if its currency moves by −10 … +10 %. The gateway computes the amounts; this formats them.
import type { CurrencyExposureRow } from '@tradehub/contract';
import { formatMoney, formatNumber } from '../../../i18n/format';

export type ImpactMove = keyof CurrencyExposureRow['impact'];

/** The moves the table shows, in column order. */
export const impactMoves = ['-10', '-5', '-1', '1', '5', '10'] as const satisfies readonly ImpactMove[];

type Unlisted = Exclude<ImpactMove, (typeof impactMoves)[number]>;
const everyMoveListed: [Unlisted] extends [never] ? true : never = true;
void everyMoveListed;

export type ImpactTone = 'gain' | 'loss' | 'none';

export interface ImpactCell {
  /** Signed money in the base currency: '+$1,250.00', '-$1,250.00', '$0.00'. */
  text: string;
  /** Gains show green, losses red. */
  tone: ImpactTone;
}

/** One cell of the table; an amount the API left out reads as no impact. */
export function impactCell(
  amountMinor: number | undefined,
  baseCurrency: string,
  locale: string,
): ImpactCell {
  const amount = amountMinor ?? 0;
  return {
    text: formatMoney(amount, baseCurrency, locale, { signDisplay: 'exceptZero' }),
    tone: amount > 0 ? 'gain' : amount < 0 ? 'loss' : 'none',
  };
}

/** A column heading: '-10' → '-10%', '5' → '+5%' (es: '+5 %'). */
export function impactMoveLabel(move: ImpactMove, locale: string): string {
  return formatNumber(Number(move) / 100, locale, { style: 'percent', signDisplay: 'exceptZero' });
}

/** A move as a test id and CSS-safe word: '-10' → 'minus10', '5' → 'plus5'. */
export function impactMoveId(move: ImpactMove): string {
  return move.startsWith('-') ? `minus${move.slice(1)}` : `plus${move}`;
}
