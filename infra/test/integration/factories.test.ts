// The shared test builders (infra/test-support/factories.ts) make rows PostgreSQL accepts as they are, so a
// test that uses one states only the values its assertions are about.
import { createOrmConfig, initOrm, type MikroORM } from '@tradehub/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildBatch,
  buildBill,
  buildMember,
  buildOrganisation,
  buildPayment,
  buildSupplier,
} from '../../test-support/factories.js';
import { type TestDatabase } from '../../test-support/test-database.js';
import { createPreparedDatabase } from '../../test-support/template-databases.js';

let database: TestDatabase;
let orm: MikroORM;

beforeAll(async () => {
  database = await createPreparedDatabase('factories', 'migrated');
  orm = await initOrm(createOrmConfig({ clientUrl: database.url, poolMax: 2 }));
});

afterAll(async () => {
  await orm?.close();
  await database?.drop();
});

describe('test factories', () => {
  it('build a whole organisation’s rows that flush with their defaults', async () => {
    const em = orm.em.fork();
    const member = buildMember(em);
    const organisation = member.organisation;
    const createdBy = member.user;
    const supplier = buildSupplier(em, { organisation, createdBy });
    const batch = buildBatch(em, { organisation, createdBy });
    const payment = buildPayment(em, { organisation, createdBy, supplier, batch, batchRow: 1 });
    const bill = buildBill(em, { organisation, createdBy, supplier });
    await em.flush();

    const rows = await em
      .fork()
      .getConnection()
      .execute<{ kind: string; count: string }[]>(
        `select 'supplier' as kind, count(*) from supplier where organisation_id = ?
         union all select 'payment', count(*) from payment where batch_id = ?
         union all select 'bill', count(*) from bill where supplier_id = ?
         union all select 'membership', count(*) from membership where organisation_id = ?`,
        [organisation.id, batch.id, supplier.id, organisation.id],
      );
    expect(Object.fromEntries(rows.map((row) => [row.kind, Number(row.count)]))).toEqual({
      supplier: 1,
      payment: 1,
      bill: 1,
      membership: 1,
    });
    expect(supplier).toMatchObject({ status: 'verified', screeningStatus: 'clear', countryCode: 'DE' });
    expect(payment).toMatchObject({ status: 'pending', amountMinor: 10_000, currency: 'USD' });
    expect(bill.dueDate.getTime() - bill.issueDate.getTime()).toBe(30 * 24 * 60 * 60 * 1000);
  });

  it('take a test’s own values over the defaults, and never repeat a unique one', async () => {
    const em = orm.em.fork();
    const organisation = buildOrganisation(em, { name: 'Pending Traders', status: 'pending' });
    const first = buildMember(em, { organisation, email: 'first@example.com', role: 'Owner' });
    const second = buildMember(em, { organisation });
    const supplier = buildSupplier(em, {
      organisation,
      createdBy: first.user,
      name: 'Rejected Ltd',
      status: 'rejected',
      countryCode: null,
    });
    const bills = [1, 2].map(() =>
      buildBill(em, { organisation, createdBy: first.user, supplier, currency: 'JPY', amountMinor: 5 }),
    );
    await em.flush();

    expect(organisation).toMatchObject({ name: 'Pending Traders', status: 'pending' });
    expect(first.user.getEntity().email).toBe('first@example.com');
    expect(first.role).toBe('Owner');
    expect(second.user.getEntity().email).not.toBe(first.user.getEntity().email);
    expect(supplier).toMatchObject({ name: 'Rejected Ltd', status: 'rejected', countryCode: null });
    expect(bills[0]!.reference).not.toBe(bills[1]!.reference);
    expect(bills.map((bill) => [bill.currency, bill.amountMinor])).toEqual([
      ['JPY', 5],
      ['JPY', 5],
    ]);
  });
});
