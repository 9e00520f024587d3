// Link secrets at rest (issue 24 item 8). A password reset, a team invitation and an e-mail verification
// each queue a mail; the mail server refuses it until the job has failed for good (the record BullMQ keeps
// for a day). Every string Redis then holds about that job — its data, options, failure reason and stack,
// its logs, the queue's events naming it — and the reset's and the invitation's outbox rows are tried as a
// token on the route the link opens: none works. Once the mail server accepts, the mail carries a link that
// does work; and no log line of the gateway or the workers ever held one of those tokens.
import { Writable } from 'node:stream';
import { UserProfile } from '@tradehub/db';
import type { Job } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { extractLink, startSmtpSink } from '../../../infra/test-support/smtp-sink.js';
import { startTestGateway, TEST_PASSWORD, type TestGateway } from '../support/test-gateway.js';

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString());
    done();
  },
});
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let gateway: TestGateway;

beforeAll(async () => {
  smtp = await startSmtpSink();
  gateway = await startTestGateway('link-secrets', {
    withWorkers: true,
    logStream,
    env: {
      SMTP_URL: smtp.url,
      // Every candidate string is tried: the per-address limit of reset attempts is not the point here.
      AUTH_RATE_LIMITS: 'reset-password=100000/1h',
    },
  });
});
afterAll(async () => {
  await gateway?.close();
  await smtp?.close();
});

const wait = { timeout: 30_000, interval: 50 };

/** The one email job matching `match`, whatever its state. */
const emailJob = (what: string, match: (job: Job) => boolean) =>
  vi.waitFor(async () => {
    const jobs = await gateway.emailQueue.queue.getJobs([
      'waiting',
      'active',
      'delayed',
      'failed',
      'completed',
    ]);
    const job = jobs.find(match);
    expect(job, what).toBeDefined();
    return job!;
  }, wait);

/** Runs a refused mail's retries at once (instead of over half an hour) until BullMQ records it failed. */
async function failForGood(job: Job): Promise<void> {
  const id = String(job.id);
  await vi.waitFor(async () => {
    const current = await gateway.emailQueue.queue.getJob(id);
    const state = await current?.getState();
    if (state === 'delayed') await current?.promote().catch(() => undefined);
    expect(state, `job ${id} failed for good`).toBe('failed');
  }, wait);
}

/** Every string a leaked record offers as a token: each value, each string inside JSON, each run of token characters. */
function candidates(values: readonly string[]): string[] {
  const found = new Set<string>();
  const visit = (value: unknown): void => {
    if (typeof value === 'string') {
      found.add(value);
      for (const run of value.match(/[A-Za-z0-9_-]{6,}/g) ?? []) found.add(run);
      try {
        visit(JSON.parse(value));
      } catch {
        // Not JSON: its runs are in already.
      }
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value !== null && typeof value === 'object') Object.values(value).forEach(visit);
  };
  values.forEach(visit);
  return [...found].filter((value) => value.trim() !== '');
}

/** What Redis keeps about a job: its hash, its logs, and the queue's event stream entries naming it. */
async function storedAbout(jobId: string): Promise<string[]> {
  const key = `${gateway.config.redisPrefix}:bull:email:${jobId}`;
  const hash = await gateway.redis.hgetall(key);
  expect(Object.keys(hash).length, `the job record ${key}`).toBeGreaterThan(0);
  const logs = await gateway.redis.lrange(`${key}:logs`, 0, -1);
  const events = await gateway.redis.xrange(`${gateway.config.redisPrefix}:bull:email:events`, '-', '+');
  const named = events.filter(([, fields]) => fields.includes(jobId)).flatMap(([, fields]) => fields);
  return [...Object.values(hash), ...logs, ...named];
}

/** Tries each string, a few at a time: `accepted` says whether the route took it as a valid link. */
async function tryAll(strings: readonly string[], accepted: (value: string) => Promise<boolean>) {
  const opened: string[] = [];
  for (let start = 0; start < strings.length; start += 8) {
    const batch = strings.slice(start, start + 8);
    const results = await Promise.all(batch.map(accepted));
    batch.forEach((value, index) => {
      if (results[index]) opened.push(value);
    });
  }
  return opened;
}

const tokens: string[] = [];

describe('link tokens are never at rest in job data, failed jobs or logs', () => {
  it('a password reset: neither the failed job nor the outbox row opens it; the mail does', async () => {
    const { email, user } = await gateway.createAccount('approved');
    smtp.setRejecting(true);
    const asked = await gateway.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email },
      remoteAddress: '192.0.2.10',
    });
    expect(asked.statusCode).toBe(200);
    const job = await emailJob(
      'the reset mail job',
      (job) => job.name === 'reset-password' && job.data.userId === user.id,
    );
    await failForGood(job);
    const failed = await gateway.emailQueue.queue.getJob(String(job.id));
    expect(failed?.failedReason).toContain('Mailbox busy');

    // The request's outbox row too (it carries the grant id the relay queued).
    const [row] = await gateway.orm.em
      .fork()
      .getConnection()
      .execute<{ payload: unknown }[]>(
        `select payload from outbox_message where aggregate_type = 'user' and aggregate_id = ? and payload->>'name' = 'reset-password'`,
        [user.id],
      );
    expect(row).toBeDefined();
    const strings = candidates([...(await storedAbout(String(job.id))), JSON.stringify(row?.payload)]);
    expect(strings.length).toBeGreaterThan(5);
    const opened = await tryAll(strings, async (token) => {
      const answer = await gateway.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, password: 'taken-over-1' },
        remoteAddress: '192.0.2.11',
      });
      expect(answer.statusCode, token).not.toBe(500);
      return answer.statusCode === 200;
    });
    expect(opened).toEqual([]);

    // The mail server is back: the kept job, retried, sends a link that works once.
    smtp.setRejecting(false);
    await failed!.retry('failed');
    const mail = await smtp.waitFor(email);
    const token = new URL(extractLink(mail.raw, '/reset-password')).searchParams.get('token') ?? '';
    tokens.push(token);
    expect(strings).not.toContain(token);
    const reset = await gateway.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'the-owners-new-one' },
      remoteAddress: '192.0.2.12',
    });
    expect(reset.statusCode).toBe(200);
    expect(await gateway.signIn(email, 'the-owners-new-one')).toMatch(/^th_session=/);
    expect(await gateway.signIn(email, TEST_PASSWORD).catch(() => 'refused')).toBe('refused');
  });

  it('a team invitation: neither the failed job nor the outbox row opens it; the mail does', async () => {
    const owner = await gateway.createAccount('approved');
    const cookie = await gateway.signIn(owner.email);
    const invitee = `invitee-${Date.now()}@example.com`;
    smtp.setRejecting(true);
    const created = await gateway.app.inject({
      method: 'POST',
      url: '/api/team/invites',
      headers: { cookie },
      payload: { email: invitee, role: 'Analyst', permissions: [] },
    });
    expect(created.statusCode).toBe(201);
    const inviteId = created.json<{ invite: { id: string } }>().invite.id;
    const job = await emailJob(
      'the invitation mail job',
      (job) => job.name === 'team-invite' && job.data.inviteId === inviteId,
    );
    await failForGood(job);

    const [row] = await gateway.orm.em
      .fork()
      .getConnection()
      .execute<{ payload: unknown }[]>(
        `select payload from outbox_message where aggregate_type = 'team-invite' and aggregate_id = ?`,
        [inviteId],
      );
    const strings = candidates([...(await storedAbout(String(job.id))), JSON.stringify(row?.payload)]);
    const preview = (token: string) =>
      gateway.app.inject({
        method: 'GET',
        url: `/api/team/invites/preview?token=${encodeURIComponent(token)}`,
      });
    const opened = await tryAll(strings, async (token) => {
      const answer = await preview(token);
      expect(answer.statusCode, token).not.toBe(500);
      return answer.statusCode === 200;
    });
    expect(opened).toEqual([]);

    smtp.setRejecting(false);
    await (await gateway.emailQueue.queue.getJob(String(job.id)))!.retry('failed');
    const mail = await smtp.waitFor(invitee);
    const token = decodeURIComponent(new URL(extractLink(mail.raw, '/invite/')).pathname.split('/').pop()!);
    tokens.push(token);
    expect(strings).not.toContain(token);
    const answer = await preview(token);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ email: invitee, role: 'Analyst', status: 'pending' });
  });

  it('an e-mail verification: the job opens nothing; the mail does', async () => {
    const email = `verify-${Date.now()}@example.com`;
    const signedUp = await gateway.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email, password: TEST_PASSWORD, businessName: 'Verify Co' },
      remoteAddress: '192.0.2.20',
    });
    expect(signedUp.statusCode).toBe(201);
    const mail = await smtp.waitFor(email);
    const link = new URL(extractLink(mail.raw));
    const user = await gateway.orm.em.fork().findOneOrFail(UserProfile, { email });
    const job = await emailJob(
      'the verification mail job',
      (job) => job.name === 'verify-email' && job.data.userId === user.id,
    );
    const verify = async (token: string) => {
      const answer = await gateway.app.inject({
        method: 'GET',
        url: `/api/auth/verify-email?token=${encodeURIComponent(token)}`,
      });
      return answer.headers.location;
    };
    const strings = candidates(await storedAbout(String(job.id)));
    const opened = await tryAll(
      strings,
      async (token) => (await verify(token)) === '/?emailVerification=verified',
    );
    expect(opened).toEqual([]);

    const token = link.searchParams.get('token') ?? '';
    tokens.push(token);
    expect(await verify(token)).toBe('/?emailVerification=verified');
  });

  it('no log line of the gateway or the workers holds any of those tokens', () => {
    const logged = logLines.join('');
    // Logging was on: the requests that carried the tokens are there, their tokens redacted.
    expect(logged).toContain('/api/auth/verify-email?token=[redacted]');
    expect(logged).toContain('/api/team/invites/preview?token=[redacted]');
    expect(tokens).toHaveLength(3);
    for (const token of tokens) {
      expect(token.length).toBeGreaterThan(20);
      expect(logged).not.toContain(token);
      expect(logged).not.toContain(encodeURIComponent(token));
    }
  });
});
