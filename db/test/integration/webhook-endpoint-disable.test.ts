// An endpoint that fails every delivery for 24 hours is turned off (issue 27): its waiting deliveries fail,
// and its organisation's Team Managers are told in the app and by e-mail. One success in between starts the
// 24 hours again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApprovedMember } from '../../../infra/test-support/factories.js';
import { type TestDatabase } from '../../../infra/test-support/test-database.js';
import { createPreparedDatabase } from '../../../infra/test-support/template-databases.js';
import {
  createOrmConfig,
  initOrm,
  Notification,
  OutboxMessage,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEvent,
  type MikroORM,
} from '../../src/index.js';
import { recordDeliveryAttempt, WEBHOOK_RETRY_WINDOW_MS } from '../../src/domain/index.js';

let database: TestDatabase;
let orm: MikroORM;
let organisationId: string;
let managerId: string;

const failed = { ok: false, latencyMs: 12, responseStatus: 500, responseBody: 'down', error: null };
const succeeded = { ok: true, latencyMs: 9, responseStatus: 200, responseBody: 'ok', error: null };

beforeAll(async () => {
  database = await createPreparedDatabase('webhook-disable', 'migrated');
  orm = await initOrm(createOrmConfig({ clientUrl: database.url, poolMax: 2 }));
  const em = orm.em.fork();
  const { organisation, user } = buildApprovedMember(em, { email: 'hooks@example.com', passwordHash: 'x' });
  await em.flush();
  organisationId = organisation.id;
  managerId = user.id;
});
afterAll(async () => {
  await orm?.close();
  await database?.drop();
});

async function endpointWithDeliveries(count: number, createdAt: Date) {
  const em = orm.em.fork();
  const endpoint = em.create(WebhookEndpoint, {
    organisation: organisationId,
    createdBy: managerId,
    url: 'https://receiver.example/hooks',
    eventTypes: ['payment.created'],
    sealedSecret: 'sealed',
  });
  const deliveries = Array.from({ length: count }, () => {
    const event = em.create(WebhookEvent, {
      organisation: organisationId,
      type: 'payment.created',
      data: {},
    });
    return em.create(WebhookDelivery, { endpoint, event, nextAttemptAt: createdAt, createdAt });
  });
  await em.flush();
  return { endpointId: endpoint.id, deliveryIds: deliveries.map((delivery) => delivery.id) };
}

const endpointOf = (id: string) => orm.em.fork().findOneOrFail(WebhookEndpoint, id);

describe('an endpoint failing for 24 hours', () => {
  it('is turned off, its waiting deliveries fail, and its Team Managers are told in the app and by e-mail', async () => {
    const start = new Date(Date.now() - 2 * WEBHOOK_RETRY_WINDOW_MS);
    const { endpointId, deliveryIds } = await endpointWithDeliveries(2, start);
    const [first, second] = deliveryIds as [string, string];

    await recordDeliveryAttempt(orm.em.fork(), first, failed, { now: start });
    expect(await endpointOf(endpointId)).toMatchObject({ enabled: true, failingSince: start });
    // Just short of 24 hours of failures: still on.
    await recordDeliveryAttempt(orm.em.fork(), first, failed, {
      now: new Date(start.getTime() + WEBHOOK_RETRY_WINDOW_MS - 1_000),
    });
    expect((await endpointOf(endpointId)).enabled).toBe(true);

    await recordDeliveryAttempt(orm.em.fork(), first, failed, {
      now: new Date(start.getTime() + WEBHOOK_RETRY_WINDOW_MS),
    });
    const endpoint = await endpointOf(endpointId);
    expect(endpoint.enabled).toBe(false);
    expect(endpoint.disabledReason).toContain('failing for 24 hours');
    const em = orm.em.fork();
    expect((await em.findOneOrFail(WebhookDelivery, second)).status).toBe('failed');
    const notices = await em.find(Notification, { user: managerId, title: 'Webhook endpoint turned off' });
    expect(notices).toHaveLength(1);
    const mails = await em.find(OutboxMessage, { aggregateId: endpointId, kind: 'job' });
    expect(mails.map((row) => (row.payload as { name: string }).name)).toContain('webhook-disabled');
  });

  it('starts the 24 hours again after one delivery succeeds', async () => {
    const start = new Date(Date.now() - 2 * WEBHOOK_RETRY_WINDOW_MS);
    const { endpointId, deliveryIds } = await endpointWithDeliveries(3, start);
    const [a, b, c] = deliveryIds as [string, string, string];
    await recordDeliveryAttempt(orm.em.fork(), a, failed, { now: start });
    await recordDeliveryAttempt(orm.em.fork(), b, succeeded, {
      now: new Date(start.getTime() + WEBHOOK_RETRY_WINDOW_MS / 2),
    });
    expect((await endpointOf(endpointId)).failingSince).toBeNull();
    await recordDeliveryAttempt(orm.em.fork(), c, failed, {
      now: new Date(start.getTime() + WEBHOOK_RETRY_WINDOW_MS + 1_000),
    });
    expect((await endpointOf(endpointId)).enabled).toBe(true);
  });
});
