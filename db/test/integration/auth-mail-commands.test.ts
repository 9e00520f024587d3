// The two account mails nothing else causes, as domain commands on real PostgreSQL (issue 26 item 1):
// 'Send the verification e-mail again' and 'Forgot password?' each write one outbox job row in the
// caller's transaction (the relay queues it with job id `outbox-<row id>`, so every request is a mail of
// its own), and nothing at all when the route answers without mailing: no account, an address already
// verified, an account with no password to reset.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabase } from '../../../infra/test-support/test-database.js';
import { createPreparedDatabase } from '../../../infra/test-support/template-databases.js';
import {
  requestPasswordReset,
  resendVerificationMail,
  signUp,
  type IssueResetGrant,
} from '../../src/domain/index.js';
import { PASSWORD_RESET_JOB_OPTIONS } from '../../src/queues/index.js';
import {
  createOrmConfig,
  initOrm,
  OutboxMessage,
  UserProfile,
  type MikroORM,
  type OutboxJobPayload,
} from '../../src/index.js';

let database: TestDatabase;
let orm: MikroORM;

const inTransaction = <T>(work: (em: MikroORM['em']) => Promise<T>) =>
  orm.em.fork().transactional((tx) => work(tx as MikroORM['em']));

const newEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

/** A profile in the given state (these commands need no organisation). */
async function person(state: { emailVerified: boolean; passwordHash: string | null }) {
  const em = orm.em.fork();
  const user = em.create(UserProfile, {
    email: newEmail('person'),
    businessName: 'Mail Imports Ltd',
    passwordHash: state.passwordHash,
    emailVerified: state.emailVerified,
  });
  await em.flush();
  return user;
}

/** The outbox rows about a user, oldest first. */
const rowsOf = (userId: string) =>
  orm.em
    .fork()
    .find(OutboxMessage, { aggregateType: 'user', aggregateId: userId }, { orderBy: { id: 'asc' } });

/** Stands in for the gateway's Redis grants: records each grant and returns a new id. */
function grants() {
  const issued: { userId: string; email: string }[] = [];
  const issue: IssueResetGrant = async (grant) => {
    issued.push(grant);
    return `grant-${issued.length}`;
  };
  return { issued, issue };
}

beforeAll(async () => {
  database = await createPreparedDatabase('auth-mail-commands', 'migrated');
  orm = await initOrm(createOrmConfig({ clientUrl: database.url, poolMax: 4 }));
});

afterAll(async () => {
  await orm?.close();
  await database?.drop();
});

describe('resendVerificationMail', () => {
  it('writes a verify-email job row for an unverified account, a new one for each resend', async () => {
    const user = await person({ emailVerified: false, passwordHash: 'hash' });
    expect(await inTransaction((tx) => resendVerificationMail(tx, user.email))).toBe(true);
    expect(await inTransaction((tx) => resendVerificationMail(tx, user.email))).toBe(true);

    const rows = await rowsOf(user.id);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.kind).toBe('job');
      expect(row.publishedAt).toBeNull();
      expect(row.payload as OutboxJobPayload).toMatchObject({
        queue: 'email',
        name: 'verify-email',
        data: { userId: user.id },
      });
    }
    // Two rows, two job ids (`outbox-<row id>`): the second resend is a mail of its own.
    expect(new Set(rows.map((row) => row.id)).size).toBe(2);
  });

  it("adds a mail of its own beside the sign-up's, in the same minute", async () => {
    const email = newEmail('signed-up');
    const user = await inTransaction(async (tx) =>
      signUp(tx, { email, businessName: 'New Imports', passwordHash: 'hash', emailVerified: false }, []),
    );
    expect(await inTransaction((tx) => resendVerificationMail(tx, email))).toBe(true);
    const rows = await rowsOf(user.id);
    expect(rows.map((row) => (row.payload as OutboxJobPayload).name)).toEqual([
      'verify-email',
      'verify-email',
    ]);
    expect(rows[1]!.id).not.toBe(rows[0]!.id);
  });

  it('writes nothing for an unknown address or an account already verified', async () => {
    const before = await orm.em.fork().count(OutboxMessage);
    expect(await inTransaction((tx) => resendVerificationMail(tx, newEmail('nobody')))).toBe(false);
    const verified = await person({ emailVerified: true, passwordHash: 'hash' });
    expect(await inTransaction((tx) => resendVerificationMail(tx, verified.email))).toBe(false);
    expect(await rowsOf(verified.id)).toEqual([]);
    expect(await orm.em.fork().count(OutboxMessage)).toBe(before);
  });
});

describe('requestPasswordReset', () => {
  it('issues a grant and writes a reset-password job row carrying its id, never a token', async () => {
    const user = await person({ emailVerified: true, passwordHash: 'hash' });
    const { issued, issue } = grants();
    expect(await inTransaction((tx) => requestPasswordReset(tx, user.email, issue))).toBe(true);
    expect(await inTransaction((tx) => requestPasswordReset(tx, user.email, issue))).toBe(true);

    expect(issued).toEqual([
      { userId: user.id, email: user.email },
      { userId: user.id, email: user.email },
    ]);
    const rows = await rowsOf(user.id);
    expect(rows.map((row) => row.payload as OutboxJobPayload)).toEqual([
      expect.objectContaining({
        queue: 'email',
        name: 'reset-password',
        data: { userId: user.id, email: user.email, grantId: 'grant-1' },
        options: PASSWORD_RESET_JOB_OPTIONS,
      }),
      expect.objectContaining({ data: { userId: user.id, email: user.email, grantId: 'grant-2' } }),
    ]);
  });

  it('mails an unverified account with a password too (the link proves the mailbox)', async () => {
    const user = await person({ emailVerified: false, passwordHash: 'hash' });
    const { issued, issue } = grants();
    expect(await inTransaction((tx) => requestPasswordReset(tx, user.email, issue))).toBe(true);
    expect(issued).toHaveLength(1);
    expect(await rowsOf(user.id)).toHaveLength(1);
  });

  it('issues no grant and writes nothing for an unknown address or an account with no password', async () => {
    const before = await orm.em.fork().count(OutboxMessage);
    const { issued, issue } = grants();
    expect(await inTransaction((tx) => requestPasswordReset(tx, newEmail('nobody'), issue))).toBe(false);
    // Made through Auth0: no password to reset.
    const auth0 = await person({ emailVerified: true, passwordHash: null });
    expect(await inTransaction((tx) => requestPasswordReset(tx, auth0.email, issue))).toBe(false);
    expect(issued).toEqual([]);
    expect(await orm.em.fork().count(OutboxMessage)).toBe(before);
  });

  it('writes no mail when the grant cannot be issued (Redis away)', async () => {
    const user = await person({ emailVerified: true, passwordHash: 'hash' });
    const failing: IssueResetGrant = async () => {
      throw new Error('Redis is away');
    };
    await expect(inTransaction((tx) => requestPasswordReset(tx, user.email, failing))).rejects.toThrow(
      'Redis is away',
    );
    expect(await rowsOf(user.id)).toEqual([]);
  });
});
