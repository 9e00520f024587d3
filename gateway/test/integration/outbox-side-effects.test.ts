// Side effects are outbox rows of the transaction that causes them (issue 17): with no relay running,
// nothing reaches Redis, and the rows say exactly what will be published. Inviting a team member used to
// record its activity without ever pushing it; it is now an `activity:new` row beside the invitation mail.
import { OutboxMessage, type OutboxJobPayload, type OutboxSocketPayload } from '@tradehub/db';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../support/test-gateway.js';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway('outbox_side_effects', { outboxRelay: false });
});

afterAll(async () => {
  await gateway?.close();
});

it('writes an invitation mail and its activity push as outbox rows of the invitation', async () => {
  const { user, email } = await gateway.createAccount('approved');
  const cookie = await gateway.signIn(email);
  const created = await gateway.app.inject({
    method: 'POST',
    url: '/api/team/invites',
    headers: { cookie },
    payload: { email: 'outbox.hire@example.com', role: 'Analyst', permissions: [] },
  });
  expect(created.statusCode).toBe(201);
  const inviteId = created.json().invite.id as string;

  const rows = await gateway.orm.em
    .fork()
    .find(OutboxMessage, { publishedAt: null }, { orderBy: { id: 'asc' } });
  const jobs = rows.filter((row) => row.kind === 'job').map((row) => row.payload as OutboxJobPayload);
  expect(jobs).toContainEqual(
    expect.objectContaining({
      queue: 'email',
      name: 'team-invite',
      // The invitation's id alone: the worker derives the link's token (no secret in the outbox row).
      data: { inviteId },
    }),
  );
  const pushes = rows.filter((row) => row.kind === 'socket').map((row) => row.payload as OutboxSocketPayload);
  const activity = pushes.find((push) => push.event === 'activity:new');
  expect(activity?.rooms).toEqual([`org:${(await orgOf(user.id))!}`]);
  expect(activity?.args[0]).toMatchObject({ title: 'Team member invited', relatedId: inviteId });
  // Nothing was queued by hand: without a relay the mail is not in Redis yet.
  expect(await gateway.emailQueue.queue.getJobCounts('waiting', 'delayed', 'prioritized')).toEqual({
    waiting: 0,
    delayed: 0,
    prioritized: 0,
  });
});

async function orgOf(userId: string) {
  const [row] = await gateway.orm.em
    .fork()
    .getConnection()
    .execute<{ organisation_id: string }[]>('select organisation_id from membership where user_id = ?', [
      userId,
    ]);
  return row?.organisation_id;
}
