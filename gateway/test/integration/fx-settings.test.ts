// The margin guard's default tolerance (issue 25 item 5): every approved member reads it, a Team Manager
// changes it (validated, audited, the organisation's bills judged again through a 'margin-guard' job).
import { AuditLogEntry, Organisation, OutboxMessage, type OutboxJobPayload } from '@tradehub/db';
import type { FxSettings } from '@tradehub/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../support/test-gateway.js';

let gateway: TestGateway;
let organisationId: string;
let managerId: string;
let managerCookie: string;
let fxOnlyCookie: string;
let otherOrganisationId: string;

const put = (cookie: string, payload: unknown) =>
  gateway.app.inject({
    method: 'PUT',
    url: '/api/fx/settings',
    headers: { cookie },
    payload: payload as object,
  });
const read = (cookie: string) =>
  gateway.app.inject({ method: 'GET', url: '/api/fx/settings', headers: { cookie } });

beforeAll(async () => {
  gateway = await startTestGateway('fx-settings');
  const owner = await gateway.createAccount('approved');
  managerCookie = await gateway.signIn(owner.email);
  managerId = owner.user.id;
  organisationId = owner.organisation.id;
  // Trades FX, but does not manage the team.
  const fxOnly = await gateway.addMember(organisationId, {
    permissions: ['FX Management', 'Payment Approval'],
    createdById: managerId,
  });
  fxOnlyCookie = await gateway.signIn(fxOnly.email);
  otherOrganisationId = (await gateway.createAccount('approved')).organisation.id;
});
afterAll(() => gateway?.close());

describe('the margin tolerance setting', () => {
  it('is 2 % unless changed, and says who may change it', async () => {
    const mine = await read(managerCookie);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json<FxSettings>()).toEqual({ marginTolerancePercent: 2, canEdit: true });
    expect((await read(fxOnlyCookie)).json<FxSettings>()).toEqual({
      marginTolerancePercent: 2,
      canEdit: false,
    });
  });

  it('refuses a bad value with 400 naming the field', async () => {
    for (const value of [0, 0.05, 50.5, -1, 2.555, 'two', null]) {
      const response = await put(managerCookie, { marginTolerancePercent: value });
      expect(response.statusCode, `${JSON.stringify(value)}: ${response.body}`).toBe(400);
      expect(response.json()).toMatchObject({
        error: { code: 'invalid_input', field: 'marginTolerancePercent' },
      });
    }
    const missing = await put(managerCookie, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      error: { code: 'invalid_input', field: 'marginTolerancePercent' },
    });
    expect((await read(managerCookie)).json<FxSettings>().marginTolerancePercent).toBe(2);
  });

  it('needs Team Management: 403 for a member who only trades FX', async () => {
    const response = await put(fxOnlyCookie, { marginTolerancePercent: 3 });
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json()).toMatchObject({ error: { code: 'forbidden' } });
    expect(response.json<{ error: { message: string } }>().error.message).toContain('Team Management');
    expect((await read(managerCookie)).json<FxSettings>().marginTolerancePercent).toBe(2);
  });

  it("a Team Manager changes it: audited, the organisation's bills judged again, no other organisation touched", async () => {
    const response = await put(managerCookie, { marginTolerancePercent: 2.5 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<FxSettings>()).toEqual({ marginTolerancePercent: 2.5, canEdit: true });
    expect((await read(fxOnlyCookie)).json<FxSettings>().marginTolerancePercent).toBe(2.5);

    const em = gateway.orm.em.fork();
    const audit = await em.find(AuditLogEntry, {
      organisation: organisationId,
      action: 'organisation.margin_tolerance_set',
    });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor: expect.objectContaining({ id: managerId }),
      changes: { marginTolerancePercent: { before: 2, after: 2.5 } },
    });
    const jobs = (await em.find(OutboxMessage, { kind: 'job', aggregateId: organisationId })).map(
      (row) => row.payload as OutboxJobPayload,
    );
    expect(jobs).toContainEqual(
      expect.objectContaining({ queue: 'fx', name: 'margin-guard', data: { organisationId } }),
    );
    const other = await em.findOneOrFail(Organisation, otherOrganisationId);
    expect(Number(other.marginTolerancePercent)).toBe(2);

    // The same value again changes nothing and audits nothing.
    expect((await put(managerCookie, { marginTolerancePercent: 2.5 })).statusCode).toBe(200);
    expect(
      await gateway.orm.em
        .fork()
        .count(AuditLogEntry, { organisation: organisationId, action: 'organisation.margin_tolerance_set' }),
    ).toBe(1);
  });
});
