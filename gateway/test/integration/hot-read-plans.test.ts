import { allowPreparedStatements, createOrmConfig, initOrm, readRows, type MikroORM } from '@tradehub/db';
import { loadRecentActivities, loadRecentTransactions } from '@tradehub/db/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabase } from '../../../infra/test-support/test-database.js';
import { createPreparedDatabase } from '../../../infra/test-support/template-databases.js';
import type { Viewer } from '../../src/auth/viewer.js';
import { loadPaymentsPage } from '../../src/payments/payment-list-query.js';
import { loadNotificationPage } from '../../src/routes/notifications/notification-page-query.js';
import { loadWorkspaceOverview } from '../../src/routes/workspace/workspace-overview.js';

// The hot reads are prepared statements (readRows) so that PostgreSQL plans them once per connection. Under
// plan_cache_mode=auto it plans each of the first five calls for its own parameters, then keeps the
// generic plan only if that looks no dearer. The workspace overview once passed its currency pairs as an
// array parameter; on tables without statistics (a fresh or small installation: autovacuum analyzes a
// table only after 50 changed rows, and the demo workspace has 10 payments) the generic plan never won,
// and every call paid ~0.2 ms of planning for ~0.1 ms of work. The database here is seeded and never
// analyzed, as such an installation is; this proves every hot read settles on its generic plan there.
const PLAN_COUNTS_SQL = `select statement, generic_plans::int as generic_plans,
                                  custom_plans::int as custom_plans
                             from pg_prepared_statements
                            where name like 'th\\_%' and statement not like '%pg_prepared_statements%'`;
const CALLS = 8;

describe('hot list reads', () => {
  let database: TestDatabase;
  let orm: MikroORM;

  beforeAll(async () => {
    database = await createPreparedDatabase('hot-read-plans', 'seeded');
    // One connection, so every call runs in the same session and pg_prepared_statements shows them all.
    orm = await initOrm(createOrmConfig({ clientUrl: database.url, poolMax: 1 }));
    allowPreparedStatements(orm, true);
  });

  afterAll(async () => {
    await orm?.close();
    await database?.drop();
  });

  it('run on a generic plan after the first calls', async () => {
    const em = orm.em.fork();
    // The demo workspace and the member who made its payments.
    const [demo] = await em.execute<{ organisation_id: string; created_by_id: string }[]>(
      `select organisation_id, created_by_id from payment limit 1`,
    );
    const { organisation_id: organisationId, created_by_id: userId } = demo!;
    // What the payments page reads of its viewer: who asks, in which organisation, with which permissions.
    const viewer = { userId, organisationId, profile: { permissions: ['Payment Approval'] } } as Viewer;

    for (let call = 0; call < CALLS; call += 1) {
      await loadWorkspaceOverview(em, organisationId);
      await loadPaymentsPage(em, viewer, { page: 1, pageSize: 20 });
      await loadNotificationPage(em, userId, 20, 0);
      await loadRecentActivities(em, organisationId, 10);
      await loadRecentTransactions(em, organisationId, 10);
    }

    const plans = await readRows<{ statement: string; generic_plans: number; custom_plans: number }>(
      em,
      PLAN_COUNTS_SQL,
      [],
    );
    // Overview, payments page, notifications, activities, recent transactions (the dashboard's).
    expect(plans).toHaveLength(5);
    for (const plan of plans) {
      expect({ statement: plan.statement.slice(0, 60), generic: plan.generic_plans > 0 }).toEqual({
        statement: plan.statement.slice(0, 60),
        generic: true,
      });
    }
  });
});
