import { randomUUID } from 'node:crypto';
import { Membership, UserProfile, type Permission } from '@tradehub/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/auth/password.js';
import { hashSessionToken, SessionStore } from '../../src/auth/session-store.js';
import type { Profile } from '@tradehub/contract';
import { testSockets, type ClientSocket } from '../../../infra/test-support/test-sockets.js';
import { startSiblingGateway, type SiblingGateway } from '../support/sibling-gateway.js';
import { startTestGateway, TEST_PASSWORD, type TestGateway } from '../support/test-gateway.js';

// Two gateway instances (A: the test gateway, B: a sibling on the same database and Redis prefix): what
// one instance revokes, the other forgets at once, and sockets on either go within a second.
const DAY_MS = 24 * 60 * 60 * 1000;

let gateway: TestGateway;
let sibling: SiblingGateway;
let urlA: string;
let owner: { id: string; email: string; cookie: string };
let organisationId: string;
const sockets = testSockets();
const connect = (url: string, cookie: string) => sockets.connect(url, { cookie });

beforeAll(async () => {
  gateway = await startTestGateway('revocation');
  urlA = await gateway.app.listen({ host: '127.0.0.1', port: 0 });
  sibling = await startSiblingGateway(gateway);
  const { user, email } = await gateway.createAccount('approved');
  owner = { id: user.id, email, cookie: await gateway.signIn(email) };
  organisationId = (await gateway.orm.em.fork().findOneOrFail(Membership, { user: user.id })).organisation.id;
});
afterAll(async () => {
  sockets.disconnectAll();
  await sibling?.close();
  await gateway?.close();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const on = (app: 'A' | 'B', method: Method, url: string, cookie?: string, payload?: object) =>
  (app === 'A' ? gateway.app : sibling.app).inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
  });
const profileStatus = async (app: 'A' | 'B', cookie: string) =>
  (await on(app, 'GET', '/api/profile', cookie)).statusCode;

/** Resolves with the disconnect reason, or rejects when the socket is still connected after `ms`. */
function disconnectedWithin(socket: ClientSocket, ms: number): Promise<string> {
  if (!socket.connected) return Promise.resolve('already disconnected');
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`still connected after ${ms} ms`)), ms);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The users whose sockets are in a room, asked across both instances through the adapter. */
async function usersInRoom(room: string): Promise<string[]> {
  const found = await gateway.app.io.in(room).fetchSockets();
  return found.flatMap((socket) => socket.data.rooms.filter((name) => name.startsWith('user:')));
}

/** A second person in the owner's organisation, signed in. */
async function addMember(permissions: Permission[]) {
  const em = gateway.orm.em.fork();
  const email = `member-${randomUUID().slice(0, 8)}@example.com`;
  const user = em.create(UserProfile, {
    email,
    businessName: 'Member business',
    passwordHash: await hashPassword(TEST_PASSWORD),
    emailVerified: true,
    isAdmin: false,
  });
  const membership = em.create(Membership, {
    organisation: organisationId,
    user,
    role: 'Analyst',
    permissions,
    createdBy: owner.id,
  });
  await em.flush();
  return { id: user.id, email, membershipId: membership.id, cookie: await gateway.signIn(email) };
}

describe('signing out', () => {
  it("disconnects that session's sockets on every instance, and no other session's", async () => {
    const { email } = await gateway.createAccount('approved');
    const leaving = await gateway.signIn(email);
    const staying = await gateway.signIn(email);
    const leavingOnA = await connect(urlA, leaving);
    const leavingOnB = await connect(sibling.url, leaving);
    const stayingOnB = await connect(sibling.url, staying);
    // Instance B has the leaving session cached (ViewerCache) before the sign-out through A.
    expect(await profileStatus('B', leaving)).toBe(200);

    expect((await on('A', 'POST', '/api/auth/sign-out', leaving)).statusCode).toBe(204);
    await Promise.all([disconnectedWithin(leavingOnA, 1_000), disconnectedWithin(leavingOnB, 1_000)]);
    await pause(200);
    expect(stayingOnB.connected).toBe(true);
    expect(await profileStatus('B', leaving)).toBe(401);
    expect(await profileStatus('A', leaving)).toBe(401);
    expect(await profileStatus('B', staying)).toBe(200);
  });
});

describe('changing a credential', () => {
  it('a new password ends every other session and disconnects their sockets, keeping this one', async () => {
    const { email } = await gateway.createAccount('approved');
    const current = await gateway.signIn(email);
    const other = await gateway.signIn(email);
    const otherOnB = await connect(sibling.url, other);
    const currentOnA = await connect(urlA, current);
    expect(await profileStatus('B', other)).toBe(200);

    const changed = await on('A', 'POST', '/api/settings/password', current, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'a brand new password',
    });
    expect(changed.statusCode).toBe(204);
    await disconnectedWithin(otherOnB, 1_000);
    await pause(200);
    expect(currentOnA.connected).toBe(true);
    expect(await profileStatus('B', other)).toBe(401);
    expect(await profileStatus('A', other)).toBe(401);
    expect(await profileStatus('B', current)).toBe(200);
  });

  it('a new e-mail address asks for the current password, then ends every other session', async () => {
    const { email } = await gateway.createAccount('approved');
    const current = await gateway.signIn(email);
    const other = await gateway.signIn(email);
    const otherOnB = await connect(sibling.url, other);
    expect(await profileStatus('B', other)).toBe(200);
    const newEmail = `moved-${randomUUID().slice(0, 8)}@example.com`;

    const missing = await on('A', 'PATCH', '/api/settings', current, { email: newEmail });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: { field: 'currentPassword' } });
    const wrong = await on('A', 'PATCH', '/api/settings', current, {
      email: newEmail,
      currentPassword: 'not the password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      error: { field: 'currentPassword', message: 'Incorrect password.' },
    });
    // Nothing changed, and nobody was signed out.
    expect(otherOnB.connected).toBe(true);
    const stored = await gateway.orm.em.fork().findOneOrFail(UserProfile, { email });
    expect(stored.pendingEmail ?? null).toBeNull();

    const changed = await on('A', 'PATCH', '/api/settings', current, {
      email: newEmail,
      currentPassword: TEST_PASSWORD,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ settings: { pendingEmail: newEmail } });
    await disconnectedWithin(otherOnB, 1_000);
    expect(await profileStatus('B', other)).toBe(401);
    expect(await profileStatus('A', current)).toBe(200);

    // Other settings still save without a password.
    const renamed = await on('A', 'PATCH', '/api/settings', current, { fullName: 'Still Me' });
    expect(renamed.statusCode).toBe(200);
  });
});

describe("a change to a person's standing", () => {
  it('removal from the team takes their sockets out of the organisation on every instance', async () => {
    const member = await addMember(['Risk Assessment']);
    const onB = await connect(sibling.url, member.cookie);
    expect(await usersInRoom(`org:${organisationId}`)).toContain(`user:${member.id}`);
    expect(await profileStatus('B', member.cookie)).toBe(200);

    const removed = await on('A', 'DELETE', `/api/team/members/${member.membershipId}`, owner.cookie);
    expect(removed.statusCode).toBe(204);
    await disconnectedWithin(onB, 1_000);
    expect(await usersInRoom(`org:${organisationId}`)).not.toContain(`user:${member.id}`);
    // Instance B forgot the cached seat at once (its cache would otherwise keep it for 2 s).
    expect(await profileStatus('B', member.cookie)).not.toBe(200);
  });

  it('a permission taken away applies at once on every instance and kicks their sockets', async () => {
    const member = await addMember(['Risk Assessment', 'Financial Reports']);
    const onB = await connect(sibling.url, member.cookie);
    const before = await on('B', 'GET', '/api/profile', member.cookie);
    expect(before.json<{ profile: Profile }>().profile.permissions).toContain('Financial Reports');

    const patched = await on('A', 'PATCH', `/api/team/members/${member.membershipId}`, owner.cookie, {
      permissions: ['Risk Assessment'],
    });
    expect(patched.statusCode).toBe(200);
    await disconnectedWithin(onB, 1_000);
    const after = await on('B', 'GET', '/api/profile', member.cookie);
    expect(after.json<{ profile: Profile }>().profile.permissions).toEqual(['Risk Assessment']);
    // They reconnect with what their standing allows now.
    const again = await connect(sibling.url, member.cookie);
    expect(again.connected).toBe(true);
  });

  it("leaves the organisation's room on the instance that decided before its own request comes back from Redis", async () => {
    const business = await gateway.createAccount('approved');
    await connect(urlA, await gateway.signIn(business.email));
    const room = `org:${business.organisation.id}`;
    const here = () => gateway.app.io.local.in(room).fetchSockets();
    expect(await here()).toHaveLength(1);
    // No await between the two: what this instance's adapter holds the moment the decision is made.
    gateway.app.revocation.leaveOrganisation(business.user.id, business.organisation.id);
    const atOnce = here();
    expect(await atOnce).toEqual([]);
    expect(await usersInRoom(room)).toEqual([]);
  });

  it("a business's rejection keeps its members signed in: their pages hear it, and leave its room on every instance", async () => {
    const admin = await gateway.createAccount('admin');
    const adminCookie = await gateway.signIn(admin.email);
    // A business that was approved and working, then refused on review.
    const business = await gateway.createAccount('approved');
    const first = await gateway.signIn(business.email);
    const second = await gateway.signIn(business.email);
    const onA = await connect(urlA, first);
    const onB = await connect(sibling.url, second);
    const room = `org:${business.organisation.id}`;
    expect(await usersInRoom(room)).toEqual([`user:${business.user.id}`, `user:${business.user.id}`]);
    expect(await profileStatus('B', second)).toBe(200);
    const heard = Promise.all(
      [onA, onB].map(
        (socket) =>
          new Promise<{ organisationId?: string; status?: string }>((resolve) =>
            socket.once('profile:changed', resolve),
          ),
      ),
    );

    const rejected = await on(
      'A',
      'POST',
      `/api/admin/reviews/${business.organisation.id}/reject`,
      adminCookie,
      {
        reason: 'Documents do not match',
      },
    );
    expect(rejected.statusCode).toBe(200);
    // Out of the organisation's room at once, on both instances, yet still connected and signed in.
    expect(await usersInRoom(room)).toEqual([]);
    // The decision reaches both open pages (through the outbox), which show 'Account Access Denied'.
    await gateway.outboxRelay?.drain();
    expect(await heard).toEqual([
      { organisationId: business.organisation.id, status: 'rejected' },
      { organisationId: business.organisation.id, status: 'rejected' },
    ]);
    expect(onA.connected && onB.connected).toBe(true);
    for (const [app, cookie] of [
      ['B', second],
      ['A', first],
    ] as const) {
      const profile = (await on(app, 'GET', '/api/profile', cookie)).json<{ profile: Profile }>().profile;
      expect(profile).toMatchObject({ status: 'rejected', rejectionReason: 'Documents do not match' });
      expect((await on(app, 'GET', '/api/payments', cookie)).statusCode).toBe(403);
    }
    // A socket that connects now is kept out of the organisation's room.
    await connect(sibling.url, second);
    expect(await usersInRoom(room)).toEqual([]);
  });
});

describe('session lifetimes', () => {
  const tokenOf = (cookie: string) => {
    const unsigned = gateway.app.unsignCookie(cookie.replace(/^th_session=/, ''));
    if (!unsigned.valid || !unsigned.value) throw new Error('unsigned cookie');
    return unsigned.value;
  };
  const store = () => new SessionStore(gateway.redis, gateway.config.redisPrefix);

  it('ends a session at its absolute lifetime however often it is used', async () => {
    const sessions = store();
    const token = await sessions.create(owner.id);
    const start = Date.now();
    // Used every day: alive for 30 days, never after.
    for (let day = 0; day < 30; day++) expect(await sessions.get(token, start + day * DAY_MS)).not.toBeNull();
    expect(await sessions.get(token, start + 30 * DAY_MS + 1_000)).toBeNull();
    // And it is gone for good, not only refused at that moment.
    expect(await sessions.get(token)).toBeNull();
  });

  it('refuses a stored session created 31 days ago, even one stored before expiresAt existed', async () => {
    const { email, user } = await gateway.createAccount('approved');
    for (const withExpiresAt of [true, false]) {
      const cookie = await gateway.signIn(email);
      const key = `${gateway.config.redisPrefix}:session:${hashSessionToken(tokenOf(cookie))}`;
      const createdAt = new Date(Date.now() - 31 * DAY_MS);
      const data = {
        userId: user.id,
        createdAt: createdAt.toISOString(),
        ...(withExpiresAt ? { expiresAt: new Date(createdAt.getTime() + 30 * DAY_MS).toISOString() } : {}),
      };
      await gateway.redis.set(key, JSON.stringify(data), 'EX', 3600);
      expect(await profileStatus('A', cookie)).toBe(401);
    }
  });

  it('keeps the per-user session index alive at least as long as every session in it', async () => {
    const { email, user } = await gateway.createAccount('approved');
    const cookie = await gateway.signIn(email);
    const prefix = gateway.config.redisPrefix;
    const sessionKey = `${prefix}:session:${hashSessionToken(tokenOf(cookie))}`;
    const indexKey = `${prefix}:user-sessions:${user.id}`;
    for (let renewal = 0; renewal < 3; renewal++) {
      await pause(1_100);
      // Each request renews the session (the viewer cache holds it for 2 s at most).
      gateway.app.viewerCache.forgetUser(user.id);
      expect(await profileStatus('A', cookie)).toBe(200);
      const [sessionTtl, indexTtl] = await Promise.all([
        gateway.redis.ttl(sessionKey),
        gateway.redis.ttl(indexKey),
      ]);
      expect(sessionTtl).toBeGreaterThan(0);
      expect(indexTtl).toBeGreaterThanOrEqual(sessionTtl);
    }
    // The cookie lasts the absolute lifetime.
    const response = await on('A', 'POST', '/api/auth/sign-in', undefined, {
      email,
      password: TEST_PASSWORD,
    });
    const set = response.cookies.find((entry) => entry.name === 'th_session');
    expect(set?.maxAge).toBe(30 * 24 * 60 * 60);
  });
});
