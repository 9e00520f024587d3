import { FxRateBar, RateAlert, type EntityManager, type MikroORM } from '@tradehub/db';
import { pairLabel, pairRate, pairRateFromUsdRate, type FxSnapshot } from '@tradehub/contract';
import type { Logger } from 'pino';
import { fireRateAlert, isTriggered, rateAlertPair, watchedCurrency } from '@tradehub/db/domain';

/**
 * Runs on every FX tick: fires each armed alert whose condition holds on its pair's rate (the pair as the
 * member reads it, EUR/USD or USD/JPY, computed from the feed's USD-based rates), once (armed → fired is a
 * conditional update, so two evaluations can never both fire it): the firing and what it writes are the
 * domain's (db/src/domain/fx/fire-rate-alert.ts), one transaction per alert.
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
    const fired = await orm.em
      .fork()
      .transactional((tx) => fireRateAlert(tx, alert, { rate, startRate, usdRate }));
    if (!fired) return false;
    logger.info({ alertId: alert.id, pair: pairLabel(rateAlertPair(alert)), rate }, 'rate alert fired');
    return true;
  }
}
