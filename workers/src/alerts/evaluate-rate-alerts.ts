import { FxRateBar, pushSocket, RateAlert, type EntityManager, type MikroORM } from '@tradehub/db';
import {
  formatMoney,
  pairLabel,
  pairRate,
  pairRateFromUsdRate,
  rooms,
  roundPairRate,
  usdRateFromPairRate,
  type CurrencyPair,
  type FxSnapshot,
} from '@tradehub/contract';
import type { Logger } from 'pino';
import {
  DomainEvents,
  exposureImpactUsdMinor,
  prepareOrganisationExposure,
  rateAlertPair,
  rateAlertWebhookData,
  recordWebhookEvent,
  toRateAlertItem,
} from '@tradehub/db/domain';
import { isTriggered, percentMove } from './alert-condition.js';

/** The currency of a USD pair that is not the dollar (EUR of EUR/USD, JPY of USD/JPY). */
const watchedCurrency = (pair: CurrencyPair) => (pair.base === 'USD' ? pair.quote : pair.base);

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

/**
 * Runs on every FX tick: fires each armed alert whose condition holds on its pair's rate (the pair as the
 * member reads it, EUR/USD or USD/JPY, computed from the feed's USD-based rates), once (armed → fired is a
 * conditional update, so two evaluations can never both fire it), with a notification, an activity and
 * their pushes, all written in one transaction (pushes through the outbox, once it commits). Where the
 * organisation has unhedged payables in the currency (the exposure engine's), the message states the impact on
 * them in USD since the alert was set.
 *
 * An alert is read through the seat it was set from (its membership): the organisation whose exposure it
 * states and the person it notifies are that seat's. A removed member's seat is gone, and with it their
 * alerts (deleted in the removal's transaction); an alert whose claim finds the row gone fires nothing.
 */
export function createRateAlertEvaluator({ orm, logger }: { orm: MikroORM; logger: Logger }) {
  // Window-start rates change once a minute: one lookup per (currency, window) per minute.
  const windowStartCache = new Map<string, number | undefined>();

  /** The feed's rate of `quote` (per 1 USD) at the start of the window: the close of its minute bar. */
  async function windowStartRate(em: EntityManager, quote: string, windowMinutes: number, now: number) {
    const minute = new Date(Math.floor((now - windowMinutes * 60_000) / 60_000) * 60_000);
    const key = `${quote}:${minute.getTime()}`;
    if (!windowStartCache.has(key)) {
      if (windowStartCache.size > 5000) windowStartCache.clear();
      const bar = await em.findOne(
        FxRateBar,
        { base: 'USD', quote, minute: { $lte: minute } },
        { orderBy: { minute: 'desc' } },
      );
      windowStartCache.set(key, bar?.close);
    }
    return windowStartCache.get(key);
  }

  return async function evaluateRateAlerts(snapshot: FxSnapshot): Promise<number> {
    const em = orm.em.fork();
    const armed = await em.find(
      RateAlert,
      { status: 'armed' },
      { populate: ['membership'], strategy: 'joined' },
    );
    let fired = 0;
    for (const alert of armed) {
      if (!setFromItsSeat(alert)) continue;
      const pair = rateAlertPair(alert);
      const rate = pairRate(pair, snapshot.rates);
      if (rate === undefined) continue;
      const currency = watchedCurrency(pair);
      const startUsdRate =
        alert.kind === 'change' && alert.windowMinutes
          ? await windowStartRate(em, currency, alert.windowMinutes, snapshot.publishedAt)
          : undefined;
      const startRate =
        startUsdRate === undefined ? undefined : pairRateFromUsdRate(pair, currency, startUsdRate);
      if (!isTriggered(alert, rate, startRate)) continue;
      if (await fire(alert, rate, startRate, snapshot.rates[currency])) fired += 1;
    }
    return fired;
  };

  /** The seat an alert was set from is still the same person's seat in the same organisation. */
  function setFromItsSeat(alert: RateAlert): boolean {
    const seat = alert.membership.getEntity();
    return seat.organisation.id === alert.organisation.id && seat.user.id === alert.createdBy.id;
  }

  async function fire(
    alert: RateAlert,
    rate: number,
    startRate: number | undefined,
    usdRate: number | undefined,
  ): Promise<boolean> {
    const fired = await orm.em.fork().transactional(async (tx) => {
      const claimed = await tx.nativeUpdate(
        RateAlert,
        { id: alert.id, status: 'armed' },
        { status: 'fired', firedAt: new Date(), firedRate: rate },
      );
      // Claimed only while the alert exists: a removed member's alerts were deleted with their seat.
      if (claimed !== 1) return undefined;
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
      let impactParams: { impactDeltaMinor: number; impactDeltaCurrency: string; currency: string } | null =
        null;
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
    });
    if (!fired) return false;
    logger.info({ alertId: alert.id, pair: pairLabel(rateAlertPair(alert)), rate }, 'rate alert fired');
    return true;
  }
}
