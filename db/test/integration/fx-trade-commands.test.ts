// The FX management commands (@tradehub/db/domain) on real PostgreSQL: booking a quoted trade and setting a
// hedge target each write the change with its audit row, activity and `fx:exposure-changed` in the caller's
// transaction, answer with what they caused, and refuse what the FX Management permission, the
// once-per-quote rule and USD-only exposures do not allow.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookedEurForward } from '../../../infra/test-support/booked-fx-trade.js';
import { buildApprovedMember } from '../../../infra/test-support/factories.js';
import {
  bookFxTrade,
  DomainError,
  setHedgeTarget,
  type BookableFxQuote,
  type FxEvents,
  type SeatActor,
} from '../../src/domain/index.js';
import { Activity, AuditLogEntry, HedgeTarget, FxTrade, OutboxMessage } from '../../src/index.js';
import { useMigratedDatabase } from '../support/migrated-database.js';

const db = useMigratedDatabase('fx-trade-commands');
const { inTransaction } = db;
let trader: SeatActor;
let colleague: SeatActor;
let outsider: SeatActor;

const outboxOf = (events: FxEvents) =>
  events.outbox.map((row) => `${row.kind}:${(row.payload as { event?: string }).event}`);

const forwardQuote = (overrides: Partial<BookableFxQuote> = {}): BookableFxQuote => ({
  ...bookedEurForward.terms,
  ...overrides,
});

/** A liveQuote that answers `quote` and counts how often it was asked. */
function liveQuote(quote: BookableFxQuote = forwardQuote()) {
  const asked = { count: 0 };
  const read = async () => {
    asked.count += 1;
    return quote;
  };
  return { read, asked };
}

/** The rows written about `entityId` (the trade or exposure row) and the organisation's exposure pushes. */
async function writtenAbout(entityId: string, organisationId: string) {
  const em = db.orm.em.fork();
  return {
    audit: await em.find(AuditLogEntry, { entityId }),
    activities: await em.count(Activity, { relatedId: entityId }),
    exposurePushes: await em.count(OutboxMessage, {
      aggregateType: 'organisation',
      aggregateId: organisationId,
    }),
  };
}

beforeAll(async () => {
  const em = db.orm.em.fork();
  const owner = buildApprovedMember(em, {
    email: 'trader@example.com',
    passwordHash: 'x',
    fullName: 'Tara Trader',
    permissions: ['FX Management'],
  });
  const viewer = buildApprovedMember(em, {
    email: 'viewer@example.com',
    passwordHash: 'x',
    fullName: 'Vic Viewer',
    organisation: owner.organisation,
    permissions: ['Financial Reports'],
  });
  const other = buildApprovedMember(em, {
    email: 'other@example.com',
    passwordHash: 'x',
    fullName: 'Otto Other',
    businessName: 'Other Imports Ltd',
    permissions: ['FX Management'],
  });
  await em.flush();
  const actor = (userId: string, organisationId: string, displayName: string, permissions: string[]) => ({
    userId,
    organisationId,
    displayName,
    permissions,
  });
  trader = actor(owner.user.id, owner.organisation.id, 'Tara Trader', ['FX Management']);
  colleague = actor(viewer.user.id, owner.organisation.id, 'Vic Viewer', ['Financial Reports']);
  outsider = actor(other.user.id, other.organisation.id, 'Otto Other', ['FX Management']);
});

describe('bookFxTrade', () => {
  it('books a quote as a trade with its audit row, activity and exposure push, all committed', async () => {
    const quoteId = randomUUID();
    const { read } = liveQuote();
    const { trade, events } = await inTransaction((tx) => bookFxTrade(tx, trader, quoteId, read));
    const { valueDate, ...terms } = forwardQuote();
    expect(trade).toMatchObject({ ...terms, status: 'booked', quoteId });
    expect(trade.valueDate.toISOString()).toBe(valueDate);
    expect(events.audit.map((entry) => [entry.action, entry.actor?.id, entry.entityType])).toEqual([
      ['fx_trade.booked', trader.userId, 'fx_trade'],
    ]);
    expect(events.audit[0]!.changes).toEqual({
      status: { before: null, after: 'booked' },
      // The pair as treasurers read it: 1 ÷ 0.92184 EUR per USD is EUR/USD 1.0848.
      trade: { before: null, after: bookedEurForward.auditValue },
    });
    expect(
      events.activities.map((activity) => [activity.title, activity.type, activity.description]),
    ).toEqual([
      ['FX trade booked', 'transaction', 'Forward buy of EUR (value date 2026-12-24) by Tara Trader'],
    ]);
    expect(events.notifications).toEqual([]);
    expect(outboxOf(events)).toEqual(['socket:fx:exposure-changed']);

    const em = db.orm.em.fork();
    expect(await em.count(FxTrade, { quoteId, organisation: trader.organisationId })).toBe(1);
    const written = await writtenAbout(trade.id, trader.organisationId);
    expect(written.audit).toHaveLength(1);
    expect(written.activities).toBe(1);
    // The exposure push comes before the activity's push: the relay publishes in id order.
    const rows = await em.find(
      OutboxMessage,
      { aggregateId: { $in: [trader.organisationId, events.activities[0]!.id] } },
      { orderBy: { id: 'asc' } },
    );
    expect(rows.map((row) => (row.payload as { event: string }).event)).toEqual([
      'fx:exposure-changed',
      'activity:new',
    ]);
    expect(rows[0]!.payload).toMatchObject({ rooms: [`org:${trader.organisationId}`], args: [] });
  });

  it('refuses a member without FX Management before reading the quote, and writes nothing', async () => {
    const quoteId = randomUUID();
    const { read, asked } = liveQuote();
    const refusal = await inTransaction((tx) => bookFxTrade(tx, colleague, quoteId, read)).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(DomainError);
    expect(refusal).toMatchObject({
      kind: 'forbidden',
      code: 'forbidden',
      statusCode: 403,
      message: 'Booking an FX trade needs the FX Management permission.',
    });
    expect(asked.count).toBe(0);
    expect(await db.orm.em.fork().count(FxTrade, { quoteId })).toBe(0);
  });

  it('books a quote once: a second booking is a 409 on quoteId, even after the quote is gone', async () => {
    const quoteId = randomUUID();
    await inTransaction((tx) => bookFxTrade(tx, trader, quoteId, liveQuote().read));
    const { read, asked } = liveQuote();
    await expect(inTransaction((tx) => bookFxTrade(tx, trader, quoteId, read))).rejects.toMatchObject({
      kind: 'conflict',
      code: 'already_booked',
      statusCode: 409,
      field: 'quoteId',
      message: 'This quote has already been booked.',
    });
    // Asked before the quote: an expired quote that was booked stays a conflict, not a gone quote.
    expect(asked.count).toBe(0);
    expect(await db.orm.em.fork().count(FxTrade, { quoteId })).toBe(1);
  });

  it('answers the same 409 to the loser of two confirmations racing past the check', async () => {
    const quoteId = randomUUID();
    // Both bookings read the quote (so both have passed the once-per-quote count) before either writes.
    let arrived = 0;
    let release!: () => void;
    const bothArrived = new Promise<void>((resolve) => (release = resolve));
    const racingQuote = async () => {
      arrived += 1;
      if (arrived === 2) release();
      await bothArrived;
      return forwardQuote();
    };
    const results = await Promise.allSettled([
      inTransaction((tx) => bookFxTrade(tx, trader, quoteId, racingQuote)),
      inTransaction((tx) => bookFxTrade(tx, trader, quoteId, racingQuote)),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    const lost = results.find((result) => result.status === 'rejected')!;
    expect(lost.reason).toBeInstanceOf(DomainError);
    expect(lost.reason).toMatchObject({ kind: 'conflict', code: 'already_booked' });
    const won = results.find((result) => result.status === 'fulfilled')!;
    expect(await db.orm.em.fork().count(FxTrade, { quoteId })).toBe(1);
    const written = await writtenAbout(won.value.trade.id, trader.organisationId);
    expect(written.audit).toHaveLength(1);
    expect(written.activities).toBe(1);
  });

  it('passes on the refusal of a gone quote and refuses a USD quote, writing nothing', async () => {
    const quoteId = randomUUID();
    const gone = new Error('quote gone');
    await expect(
      inTransaction((tx) => bookFxTrade(tx, trader, quoteId, () => Promise.reject(gone))),
    ).rejects.toBe(gone);
    await expect(
      inTransaction((tx) =>
        bookFxTrade(tx, trader, quoteId, liveQuote(forwardQuote({ currency: 'USD' })).read),
      ),
    ).rejects.toMatchObject({ kind: 'invalid', code: 'invalid_input', field: 'currency', statusCode: 400 });
    expect(await db.orm.em.fork().count(FxTrade, { quoteId })).toBe(0);
  });
});

describe('setHedgeTarget', () => {
  it('creates the target, then updates it, each with audit and push (no exposure figures stored)', async () => {
    const first = await inTransaction((tx) =>
      setHedgeTarget(tx, trader, { currency: 'GBP', targetHedgePercent: 60 }),
    );
    expect(first.target).toMatchObject({ currency: 'GBP', targetHedgePercent: 60 });
    expect(first.events.audit.map((entry) => [entry.action, entry.entityType, entry.entityId])).toEqual([
      ['fx_exposure.target_set', 'hedge_target', first.target.id],
    ]);
    expect(first.events.audit[0]!.changes).toEqual({ targetHedgePercent: { before: null, after: 60 } });
    expect(first.events.activities).toEqual([]);
    expect(outboxOf(first.events)).toEqual(['socket:fx:exposure-changed']);

    const pushesBefore = (await writtenAbout(first.target.id, trader.organisationId)).exposurePushes;
    const second = await inTransaction((tx) =>
      setHedgeTarget(tx, trader, { currency: 'GBP', targetHedgePercent: 40 }),
    );
    expect(second.target.id).toBe(first.target.id);
    expect(second.events.audit[0]!.changes).toEqual({ targetHedgePercent: { before: 60, after: 40 } });
    const written = await writtenAbout(first.target.id, trader.organisationId);
    expect(written.audit.map((entry) => entry.action)).toEqual([
      'fx_exposure.target_set',
      'fx_exposure.target_set',
    ]);
    expect(written.exposurePushes).toBe(pushesBefore + 1);
    const row = await db.orm.em.fork().findOneOrFail(HedgeTarget, first.target.id);
    expect(row).toMatchObject({ targetHedgePercent: 40 });
  });

  it("keeps each organisation's target its own", async () => {
    const mine = await inTransaction((tx) =>
      setHedgeTarget(tx, trader, { currency: 'CHF', targetHedgePercent: 30 }),
    );
    const theirs = await inTransaction((tx) =>
      setHedgeTarget(tx, outsider, { currency: 'CHF', targetHedgePercent: 80 }),
    );
    expect(theirs.target.id).not.toBe(mine.target.id);
    const row = await db.orm.em.fork().findOneOrFail(HedgeTarget, mine.target.id);
    expect(row.targetHedgePercent).toBe(30);
  });

  it('refuses without FX Management, for USD and outside 0–100, writing nothing', async () => {
    await expect(
      inTransaction((tx) => setHedgeTarget(tx, colleague, { currency: 'JPY', targetHedgePercent: 50 })),
    ).rejects.toMatchObject({
      kind: 'forbidden',
      statusCode: 403,
      message: 'Setting a hedge target needs the FX Management permission.',
    });
    // The permission is checked first, whatever the currency.
    await expect(
      inTransaction((tx) => setHedgeTarget(tx, colleague, { currency: 'USD', targetHedgePercent: 50 })),
    ).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(
      inTransaction((tx) => setHedgeTarget(tx, trader, { currency: 'USD', targetHedgePercent: 50 })),
    ).rejects.toMatchObject({
      kind: 'invalid',
      code: 'invalid_input',
      field: 'currency',
      message: 'currency: choose a currency other than USD.',
    });
    for (const targetHedgePercent of [-1, 120, Number.NaN]) {
      await expect(
        inTransaction((tx) => setHedgeTarget(tx, trader, { currency: 'JPY', targetHedgePercent })),
      ).rejects.toMatchObject({ kind: 'invalid', field: 'targetHedgePercent', statusCode: 400 });
    }
    const em = db.orm.em.fork();
    expect(await em.count(HedgeTarget, { currency: { $in: ['JPY', 'USD'] } })).toBe(0);
  });
});
