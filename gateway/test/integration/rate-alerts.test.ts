// Rate alerts belong to the seat they were set from (issue 24 item 5): a member removed from an organisation
// loses the alerts they set there, and a person with seats in two organisations sees each organisation's
// alerts only while working in it — never another organisation's, never a former one's. An alert is on the
// currency's market pair as every screen shows it (item 13): EUR/USD, USD/JPY.
import { Membership, Organisation, RateAlert, UserProfile } from '@tradehub/db';
import type { RateAlert as RateAlertItem } from '@tradehub/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../support/test-gateway.js';
import { setLatestRates } from '../support/latest-rates.js';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway('rate-alerts');
});
afterAll(async () => {
  await gateway?.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, cookie: string, payload?: object) =>
  gateway.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

const listAlerts = async (cookie: string) => {
  const response = await call('GET', '/api/fx/alerts', cookie);
  expect(response.statusCode).toBe(200);
  return response.json<{ alerts: RateAlertItem[] }>().alerts;
};

const createAlert = async (cookie: string, currency: string, threshold: number) => {
  const response = await call('POST', '/api/fx/alerts', cookie, {
    currency,
    kind: 'above',
    threshold,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ alert: RateAlertItem }>().alert;
};

/** A seat for `userId` in another organisation (as an accepted invitation would give). */
async function seatIn(organisationId: string, userId: string) {
  const em = gateway.orm.em.fork();
  const seat = em.create(Membership, {
    organisation: organisationId,
    user: userId,
    role: 'Treasury',
    permissions: ['FX Management'],
    createdBy: userId,
  });
  await em.flush();
  return seat.id;
}

async function newOrganisation(name: string) {
  const em = gateway.orm.em.fork();
  const organisation = em.create(Organisation, { name, status: 'approved' });
  await em.flush();
  return organisation.id;
}

/**
 * The one place that chooses which organisation a person works in: before their session exists, where they
 * last chose (what the user menu's switcher records, so their next sign-in starts there); with a session,
 * the switcher itself (PUT /api/profile/organisation).
 */
async function workIn(userId: string, organisationId: string, cookie?: string) {
  if (cookie) {
    const switched = await call('PUT', '/api/profile/organisation', cookie, { organisationId });
    expect(switched.statusCode, switched.body).toBe(200);
    return;
  }
  await gateway.orm.em
    .fork()
    .nativeUpdate(UserProfile, { id: userId }, { activeOrganisationId: organisationId });
}

describe('rate alerts and the seat they were set from', () => {
  it("a removed member's alerts end with their seat: their list shows nothing of the old organisation", async () => {
    const { user: owner, email: ownerEmail } = await gateway.createAccount('approved');
    const ownerCookie = await gateway.signIn(ownerEmail);
    const teamId = (await gateway.orm.em.fork().findOneOrFail(Membership, { user: owner.id })).organisation
      .id;
    // Lee has a business of their own and a seat in the owner's team, where they work.
    const { user: lee, email: leeEmail } = await gateway.createAccount('approved');
    const teamSeat = await seatIn(teamId, lee.id);
    await workIn(lee.id, teamId);
    const leeCookie = await gateway.signIn(leeEmail);
    const alert = await createAlert(leeCookie, 'EUR', 0.95);
    expect((await listAlerts(leeCookie)).map((item) => item.id)).toEqual([alert.id]);

    const removed = await call('DELETE', `/api/team/members/${teamSeat}`, ownerCookie);
    expect(removed.statusCode, removed.body).toBe(204);

    // Gone with the seat, in the removal's own transaction...
    expect(await gateway.orm.em.fork().count(RateAlert, { id: alert.id })).toBe(0);
    // ...so working in their own business, Lee sees none of it, and cannot re-arm or delete it.
    expect(await listAlerts(leeCookie)).toEqual([]);
    expect((await call('POST', `/api/fx/alerts/${alert.id}/rearm`, leeCookie)).statusCode).toBe(404);
  });

  it("a member of two organisations sees each organisation's alerts only there", async () => {
    const { user: person, email } = await gateway.createAccount('approved');
    const firstId = (await gateway.orm.em.fork().findOneOrFail(Membership, { user: person.id })).organisation
      .id;
    const secondId = await newOrganisation('Second Imports');
    await seatIn(secondId, person.id);
    const cookie = await gateway.signIn(email);

    await workIn(person.id, firstId, cookie);
    const inFirst = await createAlert(cookie, 'EUR', 0.95);
    await workIn(person.id, secondId, cookie);
    const inSecond = await createAlert(cookie, 'GBP', 0.85);
    expect((await listAlerts(cookie)).map((item) => item.id)).toEqual([inSecond.id]);
    // The first organisation's alert cannot be touched from the second.
    expect((await call('POST', `/api/fx/alerts/${inFirst.id}/rearm`, cookie)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/fx/alerts/${inFirst.id}`, cookie)).statusCode).toBe(404);

    await workIn(person.id, firstId, cookie);
    expect((await listAlerts(cookie)).map((item) => item.id)).toEqual([inFirst.id]);
    expect((await call('DELETE', `/api/fx/alerts/${inSecond.id}`, cookie)).statusCode).toBe(404);
    expect(await gateway.orm.em.fork().count(RateAlert, { id: [inFirst.id, inSecond.id] })).toBe(2);
  });

  it('sets an alert on the market pair, its threshold in that pair as shown', async () => {
    const { email } = await gateway.createAccount('approved');
    const cookie = await gateway.signIn(email);
    await setLatestRates(gateway, { EUR: 0.921, JPY: 148.25 });

    const euro = await createAlert(cookie, 'EUR', 1.09);
    expect(euro).toMatchObject({ base: 'EUR', quote: 'USD', kind: 'above', threshold: 1.09 });
    expect(await createAlert(cookie, 'JPY', 150)).toMatchObject({
      base: 'USD',
      quote: 'JPY',
      threshold: 150,
    });
    // Measured from EUR/USD now: 1 / 0.921.
    const stored = await gateway.orm.em.fork().findOneOrFail(RateAlert, { id: euro.id });
    expect(stored.referenceRate).toBeCloseTo(1 / 0.921, 9);

    const refused = async (body: object) => {
      const response = await call('POST', '/api/fx/alerts', cookie, body);
      expect(response.statusCode).toBe(400);
      return response.json<{ error: { field: string; message: string } }>().error;
    };
    expect(await refused({ currency: 'USD', kind: 'above', threshold: 1 })).toMatchObject({
      field: 'currency',
      message: 'currency: must be a currency other than USD',
    });
    expect(await refused({ currency: 'GBP', kind: 'below', threshold: 1.2 })).toMatchObject({
      field: 'currency',
      message: 'currency: GBP/USD is not quoted by the feed.',
    });
  });
});
