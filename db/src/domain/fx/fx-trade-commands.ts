// FX management's domain core: booking a quoted trade and setting a currency's hedge target, each written
// with its audit row, activity and `fx:exposure-changed` once, in the caller's unit of work. The gateway's
// routes call these; nothing else writes those effects. Quotes and live rates stay with the caller (Redis).
import { randomUUID } from 'node:crypto';
import { auditFxTrade, type FxTradeQuote } from '@tradehub/contract';
import { FxTrade, HedgeTarget, UniqueConstraintViolationException, type EntityManager } from '../../index.js';
import { DomainError } from '../errors.js';
import { assertForeignCurrency, FxEffects, requireFxManagement, type FxEvents } from './fx-effects.js';
import { fxTradeWebhookData } from './fx-webhooks.js';
import { recordWebhookEvent } from '../webhooks/record-event.js';
import type { SeatActor } from '../actor.js';

export const FX_QUOTE_ALREADY_BOOKED = 'already_booked';

/** A 409 on `quoteId`: a quote books one trade. */
export const fxQuoteAlreadyBooked = () =>
  new DomainError('conflict', FX_QUOTE_ALREADY_BOOKED, 'This quote has already been booked.', 'quoteId');

/** What a booking takes from the quote the rate was locked by. */
export type BookableFxQuote = Pick<
  FxTradeQuote,
  'kind' | 'side' | 'currency' | 'amountMinor' | 'usdAmountMinor' | 'rate' | 'valueDate'
>;

/** A booking's answer: the trade as written (flushed) and the events it caused. */
export interface FxTradeChange {
  trade: FxTrade;
  events: FxEvents;
}

/**
 * Books the quote `quoteId` as a trade of the actor's organisation, once per quote. `liveQuote` answers
 * the actor's quote while it is live and refuses otherwise (the gateway's quote store: 410); it is asked
 * only after the permission and once-per-quote checks, so a booked quote stays a 409 after it expires.
 * Flushes: two confirmations of one quote may race, and the unique quoteId lets one through; the other is
 * the same 409.
 */
export async function bookFxTrade(
  em: EntityManager,
  actor: SeatActor,
  quoteId: string,
  liveQuote: () => Promise<BookableFxQuote>,
): Promise<FxTradeChange> {
  requireFxManagement(actor, 'Booking an FX trade');
  if (await em.count(FxTrade, { quoteId, organisation: actor.organisationId })) throw fxQuoteAlreadyBooked();
  const quote = await liveQuote();
  assertForeignCurrency(quote.currency);
  const valueDay = quote.valueDate.slice(0, 10);
  const trade = em.create(FxTrade, {
    id: randomUUID(),
    organisation: actor.organisationId,
    createdBy: actor.userId,
    kind: quote.kind,
    side: quote.side,
    currency: quote.currency,
    amountMinor: quote.amountMinor,
    usdAmountMinor: quote.usdAmountMinor,
    rate: quote.rate,
    valueDate: new Date(quote.valueDate),
    status: 'booked',
    quoteId,
  });
  const events = new FxEffects(em, actor, { entityType: 'fx_trade', entityId: trade.id })
    .audit('fx_trade.booked', {
      status: { before: null, after: 'booked' },
      trade: { before: null, after: auditFxTrade({ ...quote, valueDate: valueDay }) },
    })
    .activity({
      title: 'FX trade booked',
      description: `${quote.kind === 'forward' ? 'Forward' : 'Spot'} ${quote.side} of ${quote.currency} (value date ${valueDay}) by ${actor.displayName}`,
      messageKey: `${quote.kind === 'forward' ? 'forward' : 'spot'}${quote.side === 'buy' ? 'Buy' : 'Sell'}Booked`,
      params: { by: actor.displayName, currency: quote.currency, valueDate: valueDay },
      status: 'completed',
    })
    .done();
  try {
    await em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw fxQuoteAlreadyBooked();
    throw error;
  }
  // Booked at a locked rate, the trade is done as far as TradeHub goes (spot and forward alike).
  await recordWebhookEvent(em, {
    organisationId: actor.organisationId,
    type: 'fx.trade.completed',
    data: () => fxTradeWebhookData(trade),
  });
  return { trade, events };
}

export interface HedgeTargetInput {
  currency: string;
  /** Percent, 0–100. */
  targetHedgePercent: number;
}

/** A target's answer: the currency's target as changed (not yet flushed) and the events it caused. */
export interface HedgeTargetChange {
  target: HedgeTarget;
  events: FxEvents;
}

/** Sets the share of a foreign currency's exposure the actor's organisation wants hedged. */
export async function setHedgeTarget(
  em: EntityManager,
  actor: SeatActor,
  input: HedgeTargetInput,
): Promise<HedgeTargetChange> {
  requireFxManagement(actor, 'Setting a hedge target');
  const currency = assertForeignCurrency(input.currency);
  const { targetHedgePercent } = input;
  // The gateway's schema asks first; this holds for any caller.
  if (!(targetHedgePercent >= 0 && targetHedgePercent <= 100))
    throw new DomainError(
      'invalid',
      'invalid_input',
      'targetHedgePercent: must be between 0 and 100',
      'targetHedgePercent',
    );
  let target = await em.findOne(HedgeTarget, { organisation: actor.organisationId, currency });
  const before = target?.targetHedgePercent ?? null;
  if (target) {
    target.targetHedgePercent = targetHedgePercent;
  } else {
    target = em.create(HedgeTarget, {
      id: randomUUID(),
      organisation: actor.organisationId,
      createdBy: actor.userId,
      currency,
      targetHedgePercent,
    });
  }
  const events = new FxEffects(em, actor, { entityType: 'hedge_target', entityId: target.id })
    .audit('fx_exposure.target_set', { targetHedgePercent: { before, after: targetHedgePercent } })
    .done();
  return { target, events };
}
