// A rate alert fires (the workers evaluate the condition on every FX tick, rate-alert-condition.ts): once,
// by a conditional update (armed → fired, so two evaluations can never both fire it), with its
// `alert:fired` push, a notification, an activity and the `fx.rate_alert` webhook, all in the caller's
// transaction. Where the organisation has unhedged payables in the currency (the exposure engine's), the
// message states the impact on them in USD since the alert was set.
import {
  formatMoney,
  pairLabel,
  rooms,
  roundPairRate,
  usdRateFromPairRate,
  type CurrencyPair,
} from '@tradehub/contract';
import { RateAlert, type EntityManager } from '../../index.js';
import { pushSocket } from '../../outbox/writer.js';
import { DomainEvents } from '../notifications/domain-events.js';
import { rateAlertWebhookData } from './fx-webhooks.js';
import { recordWebhookEvent } from '../webhooks/record-event.js';
import { exposureImpactUsdMinor } from './rate-alert-impact.js';
import { prepareOrganisationExposure } from './exposure/index.js';
import { rateAlertPair } from './rate-alert-commands.js';
import { percentMove } from './rate-alert-condition.js';
import { toRateAlertItem } from './rate-alert-item.js';

/** The currency of a USD pair that is not the dollar (EUR of EUR/USD, JPY of USD/JPY). */
export const watchedCurrency = (pair: CurrencyPair) => (pair.base === 'USD' ? pair.quote : pair.base);

function describeTrigger(alert: RateAlert, rate: number, windowStartRate: number | undefined): string {
  const pair = rateAlertPair(alert);
  const shown = (value: number) => roundPairRate(pair, value);
  const label = pairLabel(pair);
  if (alert.kind === 'above') return `${label} rose above ${shown(alert.threshold)} (now ${shown(rate)}).`;
  if (alert.kind === 'below') return `${label} fell below ${shown(alert.threshold)} (now ${shown(rate)}).`;
  const move = percentMove(windowStartRate ?? rate, rate);
  return `${label} moved ${move >= 0 ? '+' : ''}${move.toFixed(2)}% within ${alert.windowMinutes} min (now ${shown(rate)}).`;
}

/** The trigger as a notification's message key and parameters (the same facts as describeTrigger). */
function triggerParams(alert: RateAlert, rate: number, windowStartRate: number | undefined) {
  const pair = rateAlertPair(alert);
  const base = { pair: pairLabel(pair), rate: roundPairRate(pair, rate) };
  if (alert.kind === 'above' || alert.kind === 'below')
    return {
      key: alert.kind === 'above' ? 'rateAlertAbove' : 'rateAlertBelow',
      params: { ...base, threshold: roundPairRate(pair, alert.threshold) },
    };
  const move = percentMove(windowStartRate ?? rate, rate);
  return {
    key: 'rateAlertMove',
    params: { ...base, rateMovePercent: Math.round(move * 100) / 100, minutes: alert.windowMinutes ?? 0 },
  };
}

/** The rates a firing is judged at: the pair's rate now, at the window's start, and the feed's USD rate. */
export interface RateAlertTrigger {
  rate: number;
  startRate: number | undefined;
  usdRate: number | undefined;
}

/**
 * Fires an armed alert read with its membership (the seat it was set from: the organisation whose exposure
 * it states and the person it notifies). Returns false when the claim finds it no longer armed or gone (a
 * removed member's alerts are deleted with their seat): then nothing is written.
 */
export async function fireRateAlert(
  tx: EntityManager,
  alert: RateAlert,
  { rate, startRate, usdRate }: RateAlertTrigger,
): Promise<boolean> {
  // A native update runs no onUpdate hook: updatedAt is set here, as the firing's time.
  const firedAt = new Date();
  const claimed = await tx.nativeUpdate(
    RateAlert,
    { id: alert.id, status: 'armed' },
    { status: 'fired', firedAt, firedRate: rate, updatedAt: firedAt },
  );
  // Claimed only while the alert exists: a removed member's alerts were deleted with their seat.
  if (claimed !== 1) return false;
  const seat = alert.membership.getEntity();
  const organisationId = seat.organisation.id;
  const userId = seat.user.id;
  // 'alert:fired' first, its notification after (as the event map says).
  const refreshed = await tx.findOneOrFail(RateAlert, { id: alert.id }, { refresh: true });
  pushSocket(tx, {
    aggregate: ['rate-alert', alert.id],
    rooms: [rooms.user(userId)],
    event: 'alert:fired',
    args: [toRateAlertItem(refreshed)],
  });
  const pair = rateAlertPair(alert);
  const currency = watchedCurrency(pair);
  // The one exposure engine's unhedged payables in the currency (db/src/domain/fx/exposure).
  const prepared = await prepareOrganisationExposure(tx, organisationId);
  const exposure = prepared?.currencies.find((row) => row.currency === currency);
  let impact = '';
  let impactParams: { impactDeltaMinor: number; impactDeltaCurrency: string; currency: string } | null = null;
  if (exposure && exposure.unhedgedMinor > 0 && alert.referenceRate && usdRate) {
    // Measured in the feed's terms: the currency's rates per 1 USD.
    const impactMinor = exposureImpactUsdMinor(
      exposure.unhedgedMinor,
      currency,
      usdRateFromPairRate(pair, alert.referenceRate),
      usdRate,
    );
    impact = ` Impact on your unhedged ${currency} payables since the alert was set: ${formatMoney(impactMinor, 'USD', 'en-US', { signDisplay: 'always' })}.`;
    impactParams = { impactDeltaMinor: impactMinor, impactDeltaCurrency: 'USD', currency };
  }
  const domainEvents = new DomainEvents(tx);
  const title = `Rate alert: ${pairLabel(pair)}`;
  const message = `${describeTrigger(alert, rate, startRate)}${impact}`;
  const trigger = triggerParams(alert, rate, startRate);
  const messageKey = impactParams ? `${trigger.key}WithImpact` : trigger.key;
  const params = { ...trigger.params, ...impactParams };
  domainEvents.notify({
    organisationId,
    userId,
    type: 'alert',
    title,
    message,
    messageKey,
    params,
  });
  domainEvents.recordActivity({
    organisationId,
    createdById: userId,
    type: 'alert',
    title,
    description: message,
    messageKey,
    params,
    status: 'completed',
    relatedId: alert.id,
  });
  await recordWebhookEvent(tx, {
    organisationId,
    type: 'fx.rate_alert',
    data: rateAlertWebhookData(toRateAlertItem(refreshed), message),
  });
  return true;
}
