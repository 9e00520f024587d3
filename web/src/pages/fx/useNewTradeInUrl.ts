import type { HedgeTradePrefill } from '@tradehub/contract/constants';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { tradeFromParams, tradeParams } from './tradePrefill';

/**
 * New Trade lives in the URL (`?newTrade=1`, or prefilled: `?trade=forward&currency=…&amountMinor=…&valueDate=…`),
 * so a link or the command palette can open it. `baseCurrency` is never offered as the traded currency.
 */
export function useNewTradeInUrl(baseCurrency: string) {
  const [params, setParams] = useSearchParams();
  const prefill = useMemo(() => tradeFromParams(params, baseCurrency), [params, baseCurrency]);
  const setTradeParams = (open: Record<string, string> | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of tradeParams) next.delete(name);
        for (const [name, value] of Object.entries(open ?? {})) next.set(name, value);
        return next;
      },
      { replace: true },
    );
  return {
    prefill,
    open: prefill !== null,
    setOpen: (open: boolean) => setTradeParams(open ? { newTrade: '1' } : null),
    /** "Hedge this": New Trade as a forward of the bucket's gap, at its latest due date. */
    openHedge: ({ currency, amountMinor, valueDate }: HedgeTradePrefill) =>
      setTradeParams({ trade: 'forward', currency, amountMinor: String(amountMinor), valueDate }),
  };
}
