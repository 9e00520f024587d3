// FX's webhook data for the systems that listen (issue 27): a booked trade as the public API shapes it, and a
// fired rate alert with the message its owner was sent.
import type { FxTradeItem, RateAlert as RateAlertItem } from '@tradehub/contract';
import type { FxTrade } from '../../index.js';
import { toFxTradeItem } from './trade-item.js';

export async function fxTradeWebhookData(trade: FxTrade): Promise<FxTradeItem> {
  await trade.createdBy.loadOrFail();
  return toFxTradeItem(trade);
}

export const rateAlertWebhookData = (alert: RateAlertItem, message: string) => ({ ...alert, message });
