// The rate-alert migrations of issue 24 on rows written before them: each alert gets the seat it was set
// from, and an alert whose creator has no seat left in its organisation (a removed member's) is dropped;
// an alert set against "USD/EUR" moves to EUR/USD, the pair every screen shows, meaning the same thing.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pairRate, usdPair } from '@tradehub/contract';
import { useDatabaseMigratedTo } from '../support/migrated-database.js';

/** The last migration before issue 24's rate-alert migrations. */
const BEFORE = 'Migration20261126080000_payment_batches';

const { sql, migrate } = useDatabaseMigratedTo('rate-alert-migrations', BEFORE);

async function organisation(name: string) {
  const id = randomUUID();
  await sql(`insert into organisation (id, name, created_at, updated_at) values (?, ?, now(), now())`, [
    id,
    name,
  ]);
  return id;
}

async function person(email: string) {
  const id = randomUUID();
  await sql(
    `insert into user_profile (id, email, business_name, status, created_at, updated_at)
     values (?, ?, 'Old Co', 'approved', now(), now())`,
    [id, email],
  );
  return id;
}

async function seat(organisationId: string, userId: string) {
  const id = randomUUID();
  await sql(
    `insert into membership (id, organisation_id, user_id, role, created_by_id, created_at, updated_at)
     values (?, ?, ?, 'Member', ?, now(), now())`,
    [id, organisationId, userId, userId],
  );
  return id;
}

async function alert(
  organisationId: string,
  userId: string,
  quote: string,
  kind: string,
  threshold: number,
  {
    referenceRate = null,
    firedRate = null,
  }: { referenceRate?: number | null; firedRate?: number | null } = {},
) {
  const id = randomUUID();
  await sql(
    `insert into rate_alert (id, organisation_id, created_by_id, base, quote, kind, threshold, window_minutes,
       reference_rate, status, fired_at, fired_rate, created_at, updated_at)
     values (?, ?, ?, 'USD', ?, ?, ?, ?, ?, ?, ?, ?, now(), now())`,
    [
      id,
      organisationId,
      userId,
      quote,
      kind,
      threshold,
      kind === 'change' ? 60 : null,
      referenceRate,
      firedRate === null ? 'armed' : 'fired',
      firedRate === null ? null : new Date(),
      firedRate,
    ],
  );
  return id;
}

interface StoredAlert {
  id: string;
  membership_id: string;
  base: string;
  quote: string;
  kind: string;
  threshold: string;
  reference_rate: string | null;
  fired_rate: string | null;
}

describe('rate alerts written before issue 24', () => {
  it('get the seat they were set from; a removed member’s alerts are dropped', async () => {
    const team = await organisation('Team Co');
    const own = await organisation('Own Co');
    const stayer = await person('stayer@example.com');
    const leaver = await person('leaver@example.com');
    const stayerSeat = await seat(team, stayer);
    const leaverOwnSeat = await seat(own, leaver);
    // The leaver was removed from Team Co before the migration; their alert there stayed behind.
    const kept = await alert(team, stayer, 'JPY', 'above', 150);
    const orphan = await alert(team, leaver, 'JPY', 'below', 140);
    const leaversOwn = await alert(own, leaver, 'CNY', 'above', 7.3);
    // Set against the labels the alert form showed then: "USD/EUR", "USD/GBP".
    const euro = await alert(team, stayer, 'EUR', 'above', 0.93, { referenceRate: 0.9, firedRate: 0.95 });
    const pound = await alert(team, stayer, 'GBP', 'change', 0.5, { referenceRate: 0.8 });

    await migrate();

    const rows = await sql<StoredAlert>('select * from rate_alert order by id');
    const byId = Object.fromEntries(rows.map((row) => [row.id, row]));
    expect(Object.fromEntries(rows.map((row) => [row.id, row.membership_id]))).toEqual({
      [kept]: stayerSeat,
      [leaversOwn]: leaverOwnSeat,
      [euro]: stayerSeat,
      [pound]: stayerSeat,
    });
    expect(rows.map((row) => row.id)).not.toContain(orphan);

    // USD/JPY and USD/CNY were already market pairs: untouched.
    expect(byId[kept]).toMatchObject({
      base: 'USD',
      quote: 'JPY',
      kind: 'above',
      threshold: '150.0000000000',
    });
    expect(byId[leaversOwn]).toMatchObject({ base: 'USD', quote: 'CNY', kind: 'above' });
    // "USD/EUR above 0.93" is "EUR/USD below 1/0.93": the same dollar moves fire it.
    expect(byId[euro]).toMatchObject({
      base: 'EUR',
      quote: 'USD',
      kind: 'below',
      threshold: '1.0752688172',
      reference_rate: '1.1111111111',
      fired_rate: '1.0526315789',
    });
    const eurUsd = usdPair('EUR')!;
    for (const usdEur of [0.9299, 0.9301, 0.95]) {
      const firedBefore = usdEur > 0.93;
      expect(pairRate(eurUsd, { EUR: usdEur })! < Number(byId[euro]!.threshold)).toBe(firedBefore);
    }
    // A percentage move keeps its percentage.
    expect(byId[pound]).toMatchObject({
      base: 'GBP',
      quote: 'USD',
      kind: 'change',
      threshold: '0.5000000000',
      reference_rate: '1.2500000000',
    });

    // From now on a seat's alerts go with it, however the seat ends.
    await sql('delete from membership where id = ?', [stayerSeat]);
    expect(await sql('select id from rate_alert where id = ?', [kept])).toEqual([]);
  });
});
