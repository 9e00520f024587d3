// Invitations are rate limited per organisation and per person (issue 24 item 9): each is an e-mail sent in
// TradeHub's name to an address the inviter chose. Written as the attack: one Team Manager's 11th invitation
// within the hour, then the organisation's 21st from another manager, are 429 with Retry-After and a clear
// message; an invitation the gateway refuses for another reason uses up nothing.
import { Membership, PERMISSIONS, TeamInvite } from '@tradehub/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../support/test-gateway.js';

let gateway: TestGateway;
let organisationId: string;
let owner: string;
let managers: string[];
let viewer: string;

const invite = (cookie: string, email: string) =>
  gateway.app.inject({
    method: 'POST',
    url: '/api/team/invites',
    headers: { cookie },
    payload: { email, role: 'Analyst', permissions: [] },
  });

const address = (who: string, index: number) =>
  `${who}-${index}-${Math.random().toString(36).slice(2, 8)}@example.com`;

beforeAll(async () => {
  gateway = await startTestGateway('invite_rate_limit');
  const { user, email } = await gateway.createAccount('approved');
  owner = await gateway.signIn(email);
  organisationId = (await gateway.orm.em.fork().findOneOrFail(Membership, { user: user.id })).organisation.id;
  managers = [];
  for (const fullName of ['Mara Manager', 'Theo Manager']) {
    const member = await gateway.addMember(organisationId, {
      createdById: user.id,
      fullName,
      permissions: [...PERMISSIONS],
    });
    managers.push(await gateway.signIn(member.email));
  }
  const reader = await gateway.addMember(organisationId, {
    createdById: user.id,
    fullName: 'Vera Viewer',
    permissions: ['Financial Reports'],
  });
  viewer = await gateway.signIn(reader.email);
});
afterAll(() => gateway?.close());

describe('invitations', () => {
  it('are refused past 10 per person and 20 per organisation within an hour (429, Retry-After)', async () => {
    // Refused for lack of Team Management: counted against nobody.
    for (let index = 0; index < 5; index += 1)
      expect((await invite(viewer, address('viewer', index))).statusCode).toBe(403);

    for (let index = 1; index <= 10; index += 1) {
      const sent = await invite(owner, address('owner', index));
      expect(sent.statusCode, sent.body).toBe(201);
    }
    const eleventh = await invite(owner, address('owner', 11));
    expect(eleventh.statusCode, eleventh.body).toBe(429);
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
    expect(eleventh.json().error).toMatchObject({
      code: 'invite_rate_limited',
      params: { limit: 10, scope: 'person', windowSeconds: 3600 },
    });
    expect(eleventh.json().error.message).toMatch(
      /^You have sent 10 invitations within an hour, the most one person may\. Try again in \d+ minutes?\.$/,
    );

    for (let index = 1; index <= 10; index += 1) {
      const sent = await invite(managers[0]!, address('mara', index));
      expect(sent.statusCode, sent.body).toBe(201);
    }
    // The organisation's 21st, from a manager who has sent none.
    const twentyFirst = await invite(managers[1]!, address('theo', 1));
    expect(twentyFirst.statusCode, twentyFirst.body).toBe(429);
    const retryAfter = Number(twentyFirst.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3000);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(twentyFirst.json().error).toMatchObject({
      code: 'invite_rate_limited',
      params: { limit: 20, scope: 'organisation', retryAfterSeconds: retryAfter },
    });
    expect(twentyFirst.json().error.message).toMatch(
      /^Your organisation has sent 20 invitations within an hour, the most allowed\. Try again in \d+ minutes?\.$/,
    );
    expect(await gateway.orm.em.fork().count(TeamInvite, { organisation: organisationId })).toBe(20);
  });
});
