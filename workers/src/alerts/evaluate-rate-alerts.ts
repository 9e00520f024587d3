import {
  CurrencyExposure,
  FxRateBar,
  pushSocket,
  RateAlert,
  type EntityManager,
  type MikroORM,
} from '@tradehub/db';
import { formatMoney, rooms, type FxSnapshot } from '@tradehub/contract';
import type { Logger } from 'pino';
import { DomainEvents, exposureImpactUsdMinor, toRateAlertItem } from '@tradehub/db/domain';
import { isTriggered, percentMove } from './alert-condition.js';

const formatRate = (rate: number) => rate.toFixed(rate >= 100 ? 2 : 4);

function describeTrigger(alert: RateAlert, rate: number, windowStartRate: number | undefined): string {
  const pair = `USD/${alert.quote}`;
  if (alert.kind === 'above')
    return `${pair} rose above ${formatRate(alert.threshold)} (now ${formatRate(rate)}).`;
  if (alert.kind === 'below')
    return `${pair} fell below ${formatRate(alert.threshold)} (now ${formatRate(rate)}).`;
  const move = percentMove(windowStartRate ?? rate, rate);
  return `${pair} moved ${move >= 0 ? '+' : ''}${move.toFixed(2)}% within ${alert.windowMinutes} min (now ${formatRate(rate)}).`;
}

/**
 * Runs on every FX tick: fires each armed alert whose condition holds, once (armed → fired is a
 * conditional update, so two evaluations can never both fire it), with a notification, an activity and
 * their pushes, all written in one transaction (pushes through the outbox, once it commits). Where the organisation has an exposure in the currency, the message
 * states the impact on it in USD since the alert was set.
 */
export function createRateAlertEvaluator({ orm, logger }: { orm: MikroORM; logger: Logger }) {
  // Window-start rates change once a minute: one lookup per (quote, window) per minute.
  const windowStartCache = new Map<string, number | undefined>();

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
    const armed = await em.find(RateAlert, { status: 'armed', quote: { $in: Object.keys(snapshot.rates) } });
    let fired = 0;
    for (const alert of armed) {
      const rate = snapshot.rates[alert.quote];
      if (rate === undefined) continue;
      const startRate =
        alert.kind === 'change' && alert.windowMinutes
          ? await windowStartRate(em, alert.quote, alert.windowMinutes, snapshot.publishedAt)
          : undefined;
      if (!isTriggered(alert, rate, startRate)) continue;
      if (await fire(alert, rate, startRate)) fired += 1;
    }
    return fired;
  };

  async function fire(alert: RateAlert, rate: number, startRate: number | undefined): Promise<boolean> {
    const fired = await orm.em.fork().transactional(async (tx) => {
      const claimed = await tx.nativeUpdate(
        RateAlert,
        { id: alert.id, status: 'armed' },
        { status: 'fired', firedAt: new Date(), firedRate: rate },
      );
      if (claimed !== 1) return undefined;
      // 'alert:fired' first, its notification after (as the event map says).
      const refreshed = await tx.findOneOrFail(RateAlert, { id: alert.id }, { refresh: true });
      pushSocket(tx, {
        aggregate: ['rate-alert', alert.id],
        rooms: [rooms.user(alert.createdBy.id)],
        event: 'alert:fired',
        args: [toRateAlertItem(refreshed)],
      });
      const organisationId = alert.organisation.id;
      const exposure = await tx.findOne(CurrencyExposure, {
        organisation: organisationId,
        currency: alert.quote,
      });
      let impact = '';
      if (exposure && alert.referenceRate) {
        const impactMinor = exposureImpactUsdMinor(
          exposure.amountMinor,
          alert.quote,
          alert.referenceRate,
          rate,
        );
        impact = ` Impact on your ${alert.quote} exposure since the alert was set: ${formatMoney(impactMinor, 'USD', 'en-US', { signDisplay: 'always' })}.`;
      }
      const domainEvents = new DomainEvents(tx);
      const title = `Rate alert: USD/${alert.quote}`;
      const message = `${describeTrigger(alert, rate, startRate)}${impact}`;
      domainEvents.notify({ organisationId, userId: alert.createdBy.id, type: 'alert', title, message });
      domainEvents.recordActivity({
        organisationId,
        createdById: alert.createdBy.id,
        type: 'alert',
        title,
        description: message,
        status: 'completed',
        relatedId: alert.id,
      });
      return true;
    });
    if (!fired) return false;
    logger.info({ alertId: alert.id, quote: alert.quote, rate }, 'rate alert fired');
    return true;
  }
}
