import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../infra/test-support/test-database.js';
import {
  createOrmConfig,
  InvalidPermissionError,
  Membership,
  Organisation,
  MoneyOutOfRangeError,
  Payment,
  initOrm,
  MIGRATIONS,
  runMigrations,
  seedDemo,
  UserProfile,
  DEMO_ORGANISATION_ID,
  DEMO_USER_ID,
  type MikroORM,
} from '../../src/index.js';
import { expectDemoWorkspace, expectIdempotentSeed, expectNoSchemaDiff } from './demo-workspace.js';

describe('on PostgreSQL', () => {
  let database: TestDatabase;
  let orm: MikroORM;

  beforeAll(async () => {
    database = await createTestDatabase('db');
    orm = await initOrm(createOrmConfig({ clientUrl: database.url, poolMax: 4 }));
  });

  afterAll(async () => {
    await orm?.close();
    await database?.drop();
  });

  it('applies the initial migration once', async () => {
    expect(await runMigrations(orm)).toEqual(MIGRATIONS.map((migration) => migration.name));
    expect(await runMigrations(orm)).toEqual([]);
  });

  it('leaves no difference between the entities and the migrated schema', async () => {
    await expectNoSchemaDiff(orm);
  });

  it('seeds the demo workspace idempotently', async () => {
    const counts = await expectIdempotentSeed(orm);
    expect(counts).toMatchObject({
      organisation: 1,
      supplier: 3,
      payment: 10,
      fx_rate_bar: 4,
      payment_method: 3,
    });
    // An EntityManager works as well as the MikroORM instance.
    expect(await seedDemo(orm.em.fork())).toEqual({ inserted: {}, total: 0 });
  });

  it('holds every sample value of the demo workspace', async () => {
    await expectDemoWorkspace(orm);
  });

  it('stores e-mail addresses lower-case', async () => {
    const em = orm.em.fork();
    const user = em.create(UserProfile, { email: '  Jane.Doe@Example.COM ', businessName: 'Jane Imports' });
    expect(user.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(user).toMatchObject({ isAdmin: false, emailVerified: false });
    // What is reviewed is a business, and a new one awaits review (spec section 3: status 'pending').
    expect(em.create(Organisation, { name: 'Jane Imports' }).status).toBe('pending');
    await em.flush();
    const [row] = await em
      .getConnection()
      .execute<{ email: string }[]>('select email from user_profile where id = ?', [user.id]);
    expect(row?.email).toBe('jane.doe@example.com');
  });

  it('refuses unknown permissions, in the ORM and in the database', async () => {
    const em = orm.em.fork();
    const user = em.create(UserProfile, { email: 'perm@example.com', businessName: 'Perm Ltd' });
    em.create(Membership, {
      organisation: DEMO_ORGANISATION_ID,
      user,
      role: 'Analyst',
      permissions: ['Risk Assessment', 'Launch Rockets'] as never,
      createdBy: DEMO_USER_ID,
    });
    await expect(em.flush()).rejects.toBeInstanceOf(InvalidPermissionError);

    await expect(
      orm.em
        .fork()
        .getConnection()
        .execute(
          `insert into membership (id, organisation_id, user_id, role, permissions, created_by_id, created_at, updated_at)
           values ('bad', ?, ?, 'x', array['Launch Rockets'], ?, now(), now())`,
          [DEMO_ORGANISATION_ID, DEMO_USER_ID, DEMO_USER_ID],
        ),
    ).rejects.toThrow(/membership_permissions_check/);
  });

  it('refuses money that is not a whole number of minor units', async () => {
    const em = orm.em.fork();
    em.create(Payment, {
      organisation: DEMO_ORGANISATION_ID,
      createdBy: DEMO_USER_ID,
      supplier: 'demo-supplier-1',
      amountMinor: 10.5,
      currency: 'USD',
      method: 'ACH',
      date: new Date(),
    });
    await expect(em.flush()).rejects.toBeInstanceOf(MoneyOutOfRangeError);
  });
});
