// An FX trade's quote: the rate locked from the live feed for QUOTE_TTL_MS, priced by the forward-points
// rule (pricing.ts) for the value date the rules allow (value-dates.ts), kept in Redis for the one member who
// asked (quote-store.ts). bookFxTrade books it once.
import { randomUUID } from 'node:crypto';
import {
  MoneyError,
  pairLabel,
  parseAmountToMinor,
  usdPair,
  type FxSnapshot,
  type FxTradeQuote,
} from '@tradehub/contract';
import type { RedisClient } from '../../queues/redis-connection.js';
import { DomainError } from '../errors.js';
import { assertForeignCurrency } from './fx-effects.js';
import { tradeRate, tradeUsdAmountMinor } from './pricing.js';
import { QUOTE_TTL_MS, saveQuote } from './quote-store.js';
import { checkValueDate, daysUntil } from './value-dates.js';
import type { SeatActor } from '../actor.js';

export const NO_LIVE_RATES = 'Live rates are not available right now.';

export interface FxQuoteRequest {
  kind: 'spot' | 'forward';
  side: 'buy' | 'sell';
  currency: string;
  /** Decimal text in major units. */
  amount: string;
  /** YYYY-MM-DD. */
  valueDate: string;
}

/** Prices a trade at the feed's latest rates and stores the quote for the actor; refusals name their field. */
export async function quoteFxTrade(
  redis: RedisClient,
  redisPrefix: string,
  actor: Pick<SeatActor, 'userId' | 'organisationId'>,
  request: FxQuoteRequest,
  snapshot: FxSnapshot | null,
  now: Date = new Date(),
): Promise<FxTradeQuote> {
  const { kind, side, amount, valueDate } = request;
  const currency = assertForeignCurrency(request.currency);
  checkValueDate(kind, valueDate, now);
  if (!snapshot) throw new DomainError('unavailable', 'service_unavailable', NO_LIVE_RATES);
  const spotRate = snapshot.rates[currency];
  if (spotRate === undefined) {
    const pair = usdPair(currency);
    throw new DomainError(
      'invalid',
      'invalid_input',
      `currency: ${pair ? pairLabel(pair) : currency} is not quoted by the feed.`,
      'currency',
    );
  }
  let amountMinor: number;
  try {
    amountMinor = parseAmountToMinor(amount, currency);
  } catch (error) {
    if (error instanceof MoneyError)
      throw new DomainError('invalid', 'invalid_input', error.message, error.field);
    throw error;
  }
  const rate = tradeRate(kind, spotRate, daysUntil(valueDate, now));
  const quote: FxTradeQuote = {
    quoteId: randomUUID(),
    kind,
    side,
    currency,
    amountMinor,
    usdAmountMinor: tradeUsdAmountMinor(amountMinor, currency, rate),
    rate,
    valueDate: new Date(`${valueDate}T00:00:00.000Z`).toISOString(),
    expiresAt: new Date(now.getTime() + QUOTE_TTL_MS).toISOString(),
  };
  await saveQuote(redis, redisPrefix, { organisationId: actor.organisationId, userId: actor.userId, quote });
  return quote;
}
