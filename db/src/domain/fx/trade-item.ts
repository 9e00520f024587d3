import type { FxTrade } from '../../index.js';
import { personName } from '../accounts/person-name.js';
import type { FxTradeItem } from '@tradehub/contract';

/** An FxTrade with `createdBy` loaded → its wire shape. */
export function toFxTradeItem(trade: FxTrade): FxTradeItem {
  const creator = trade.createdBy.getEntity();
  return {
    id: trade.id,
    kind: trade.kind,
    side: trade.side,
    currency: trade.currency,
    amountMinor: trade.amountMinor,
    usdAmountMinor: trade.usdAmountMinor,
    rate: trade.rate,
    valueDate: trade.valueDate.toISOString(),
    status: trade.status,
    createdAt: trade.createdAt.toISOString(),
    createdBy: { id: creator.id, name: personName(creator) },
  };
}
