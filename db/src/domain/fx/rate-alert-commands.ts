// A member's rate alerts: set, listed, re-armed and deleted from the seat (membership) of the organisation
// they work in. An alert belongs to that seat: it is listed only while the person works in that
// organisation, never from another organisation they also belong to, and it is deleted with the seat
// (removeTeamMember deletes it in the removal's own transaction; the foreign key cascades on every other
// way a seat ends). The gateway's routes are thin over these; the evaluator (workers) reads through the seat.
//
// An alert is on a currency's market pair against USD (gateway/contract/src/fx-pairs.ts: EUR/USD, USD/JPY),
// and its threshold, reference and fired rates are that pair's rates, as the member reads and typed them.
import type { RateAlertKind } from '@tradehub/contract';
import { pairLabel, pairRate, usdPair, type CurrencyPair } from '@tradehub/contract';
import { Membership, RateAlert, type EntityManager } from '../../index.js';
import { DomainError, domainForbidden, domainNotFound } from '../errors.js';
import type { Actor } from '../actor.js';

/** Who acts: a person working in one organisation. */
export type RateAlertActor = Pick<Actor, 'userId' | 'organisationId'>;

export const MAX_RATE_ALERTS_PER_SEAT = 50;
export const RATE_ALERT_NOT_FOUND = 'No rate alert with this id.';

/** The alerts the actor set in the organisation they work in (theirs, from this seat, which still exists). */
const setFromSeatOf = (actor: RateAlertActor) => ({
  organisation: actor.organisationId,
  createdBy: actor.userId,
  membership: { organisation: actor.organisationId, user: actor.userId },
});

export function listRateAlerts(em: EntityManager, actor: RateAlertActor): Promise<RateAlert[]> {
  return em.find(RateAlert, setFromSeatOf(actor), { orderBy: { createdAt: 'desc', id: 'desc' } });
}

export async function findOwnRateAlert(
  em: EntityManager,
  actor: RateAlertActor,
  alertId: string,
): Promise<RateAlert> {
  const alert = await em.findOne(RateAlert, { id: alertId, ...setFromSeatOf(actor) });
  if (!alert) throw domainNotFound(RATE_ALERT_NOT_FOUND);
  return alert;
}

export interface NewRateAlert {
  /** The currency watched against USD. */
  currency: string;
  kind: RateAlertKind;
  /** above/below: a rate of the currency's market pair; change: a percentage. */
  threshold: number;
  windowMinutes: number | null;
}

/** The FX feed's newest rates (units per 1 USD), or undefined before its first tick. */
export type FeedRates = Readonly<Record<string, number>> | undefined;

const invalidCurrency = (message: string) =>
  new DomainError('invalid', 'invalid_input', `currency: ${message}`, 'currency');

/** The pair an alert is on. */
export const rateAlertPair = (alert: Pick<RateAlert, 'base' | 'quote'>): CurrencyPair => ({
  base: alert.base,
  quote: alert.quote,
});

/**
 * Sets an alert on the currency's market pair from the actor's seat, measured from the pair's rate now (the
 * exposure impact is measured from it); at most MAX_RATE_ALERTS_PER_SEAT per seat, on a currency the feed
 * quotes.
 */
export async function createRateAlert(
  em: EntityManager,
  actor: RateAlertActor,
  input: NewRateAlert,
  rates: FeedRates,
): Promise<RateAlert> {
  const pair = usdPair(input.currency);
  if (!pair) throw invalidCurrency('must be a currency other than USD');
  const referenceRate = rates ? pairRate(pair, rates) : undefined;
  if (rates && referenceRate === undefined)
    throw invalidCurrency(`${pairLabel(pair)} is not quoted by the feed.`);
  const seat = await em.findOne(Membership, { organisation: actor.organisationId, user: actor.userId });
  if (!seat) throw domainForbidden('You are no longer a member of this organisation.');
  if ((await em.count(RateAlert, { membership: seat.id })) >= MAX_RATE_ALERTS_PER_SEAT) {
    throw new DomainError(
      'invalid',
      'invalid_input',
      `currency: You can keep at most ${MAX_RATE_ALERTS_PER_SEAT} rate alerts. Delete one first.`,
      'currency',
    );
  }
  const alert = em.create(RateAlert, {
    membership: seat,
    organisation: actor.organisationId,
    createdBy: actor.userId,
    base: pair.base,
    quote: pair.quote,
    kind: input.kind,
    threshold: input.threshold,
    windowMinutes: input.kind === 'change' ? input.windowMinutes : null,
    referenceRate: referenceRate ?? null,
  });
  await em.flush();
  return alert;
}

/** Arms a fired alert again, measured from the feed's rate now (if it has one). */
export async function rearmRateAlert(
  em: EntityManager,
  actor: RateAlertActor,
  alertId: string,
  rates: FeedRates,
): Promise<RateAlert> {
  const alert = await findOwnRateAlert(em, actor, alertId);
  alert.status = 'armed';
  alert.firedAt = null;
  alert.firedRate = null;
  alert.referenceRate = (rates && pairRate(rateAlertPair(alert), rates)) ?? alert.referenceRate ?? null;
  await em.flush();
  return alert;
}

export async function deleteRateAlert(em: EntityManager, actor: RateAlertActor, alertId: string) {
  const alert = await findOwnRateAlert(em, actor, alertId);
  await em.remove(alert).flush();
}

/** Ends every alert set from a seat: called in the transaction that removes the seat. */
export function endSeatRateAlerts(em: EntityManager, membershipId: string): Promise<number> {
  return em.nativeDelete(RateAlert, { membership: membershipId });
}
