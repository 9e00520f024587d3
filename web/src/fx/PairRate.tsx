import { marketPair, pairLabel, pairRate } from '@tradehub/contract/fx-pairs';
import { useFormat } from '../i18n/useFormat';

interface PairRateProps {
  /** The currency `rate` is counted per one of: USD for the feed's and trades' rates, a payment's base. */
  base: string;
  currency: string;
  /** Units of `currency` per 1 `base`. */
  rate: number;
  testId?: string;
}

/**
 * A rate written as every screen writes rates (the contract's pair rule): the market pair of the two
 * currencies and that pair's rate — 'EUR/USD 1.0870' for 0.92 euros per dollar, 'USD/JPY 148.25'.
 */
export function PairRate({ base, currency, rate, testId }: PairRateProps) {
  const format = useFormat();
  const pair = marketPair(base, currency);
  const value = pair ? pairRate(pair, { [currency]: rate }, base) : undefined;
  const text =
    pair && value !== undefined ? `${pairLabel(pair)} ${format.pairRate(pair, value)}` : format.number(rate);
  return <span data-testid={testId}>{text}</span>;
}
