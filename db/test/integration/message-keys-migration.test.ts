// The message-key migration of issue 28 on rows written before it: a notification or activity whose English
// text the server wrote gets the key and parameters it would be written with today (amounts back in minor
// units); a text no pattern matches keeps only its text.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../infra/test-support/test-database.js';
import { createOrmConfig, initOrm, type MikroORM } from '../../src/index.js';

let database: TestDatabase;
let orm: MikroORM;

const BEFORE = 'Migration20261128040000_activity_message_keys';

beforeAll(async () => {
  database = await createTestDatabase('message-keys-migration');
  orm = await initOrm(createOrmConfig({ clientUrl: database.url, poolMax: 2 }));
  await orm.getMigrator().up({ to: BEFORE });
});
afterAll(async () => {
  await orm?.close();
  await database?.drop();
});

const sql = <T extends object = Record<string, unknown>>(query: string, params: unknown[] = []) =>
  orm.em.fork().getConnection().execute<T[]>(query, params);

describe('the message-key migration', () => {
  it('keys the texts it recognises and leaves the others as they are', async () => {
    const userId = randomUUID();
    const organisationId = randomUUID();
    await sql(
      `insert into user_profile (id, email, business_name, created_at, updated_at)
       values (?, ?, 'Old Co', now(), now())`,
      [userId, `${userId}@example.com`],
    );
    await sql(
      `insert into organisation (id, name, created_at, updated_at) values (?, 'Old Co', now(), now())`,
      [organisationId],
    );
    const notification = async (title: string, message: string) => {
      const id = randomUUID();
      await sql(
        `insert into notification (id, organisation_id, user_id, type, title, message, created_at)
         values (?, ?, ?, 'info', ?, ?, now())`,
        [id, organisationId, userId, title, message],
      );
      return id;
    };
    const activity = async (title: string, description: string) => {
      const id = randomUUID();
      await sql(
        `insert into activity (id, organisation_id, created_by_id, type, title, description, status, date, created_at)
         values (?, ?, ?, 'transaction', ?, ?, 'completed', now(), now())`,
        [id, organisationId, userId, title, description],
      );
      return id;
    };
    const completed = await notification(
      'Payment completed',
      "Your payment of 1234.56 USD to O'Brien & Sons (Shenzhen) Co. was completed.",
    );
    const approved = await notification(
      'Payment approved',
      'Avery Approver approved your payment of 150000 JPY to Tokyo Parts KK.',
    );
    const plain = await notification('Verification under review', 'Documents are being reviewed.');
    const paid = await activity('Payment completed', '99.50 EUR to Lyon Textiles SA was paid.');
    const added = await activity(
      'Supplier added',
      'Mia Maker added Lyon Textiles SA (Lyon, France); it awaits verification.',
    );
    const odd = await activity('Payment completed', 'Something else entirely.');

    await orm.getMigrator().up();

    const rows = await sql<{ id: string; message_key: string | null; params: unknown }>(
      `select id, message_key, params from notification union all select id, message_key, params from activity`,
    );
    const byId = new Map(rows.map((row) => [row.id, { key: row.message_key, params: row.params }]));
    expect(byId.get(completed)).toEqual({
      key: 'paymentCompleted',
      params: { amountMinor: 123_456, currency: 'USD', supplier: "O'Brien & Sons (Shenzhen) Co." },
    });
    expect(byId.get(approved)).toEqual({
      key: 'paymentApproved',
      params: { by: 'Avery Approver', amountMinor: 150_000, currency: 'JPY', supplier: 'Tokyo Parts KK' },
    });
    expect(byId.get(paid)).toEqual({
      key: 'paymentCompleted',
      params: { amountMinor: 9_950, currency: 'EUR', supplier: 'Lyon Textiles SA' },
    });
    expect(byId.get(added)).toEqual({
      key: 'supplierAdded',
      params: { by: 'Mia Maker', supplier: 'Lyon Textiles SA', location: 'Lyon, France' },
    });
    expect(byId.get(plain)).toEqual({ key: null, params: null });
    expect(byId.get(odd)).toEqual({ key: null, params: null });
  });
});
