// Assertions shared by the PostgreSQL and the embedded-PostgreSQL tests: the migrated schema matches the
// entities, and the demo seed is complete and idempotent.
import { expect } from 'vitest';
import {
  Bill,
  FxTrade,
  DEMO_FX_RATES,
  DEMO_ORGANISATION_ID,
  DEMO_USER_ID,
  FxRateBar,
  Membership,
  Notification,
  Organisation,
  Payment,
  PaymentMethod,
  PERMISSIONS,
  RiskMetricsSnapshot,
  seedDemo,
  Supplier,
  SupplierDocument,
  SupplierFinancials,
  UserProfile,
  Activity,
  type MikroORM,
} from '../../src/index.js';

/** Rows per table, read with plain SQL (not through the identity map). */
export async function countRows(orm: MikroORM): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  const connection = orm.em.fork().getConnection();
  for (const meta of Object.values(orm.getMetadata().getAll())) {
    if (meta.embeddable || meta.virtual) continue;
    const [row] = await connection.execute<{ n: number }[]>(
      `select count(*)::int as n from "${meta.tableName}"`,
    );
    counts[meta.tableName] = row?.n ?? 0;
  }
  return counts;
}

export async function expectNoSchemaDiff(orm: MikroORM): Promise<void> {
  const diff = await orm.getSchemaGenerator().getUpdateSchemaSQL({ wrap: false });
  expect(diff.trim()).toBe('');
}

/** Seeds twice and checks the second run inserts nothing. Returns the row counts. */
export async function expectIdempotentSeed(orm: MikroORM): Promise<Record<string, number>> {
  const first = await seedDemo(orm);
  const afterFirst = await countRows(orm);
  const second = await seedDemo(orm);
  const afterSecond = await countRows(orm);
  expect(second).toEqual({ inserted: {}, total: 0 });
  expect(afterSecond).toEqual(afterFirst);
  // Everything the first run reported is really there (it may have found some rows already).
  expect(afterFirst.supplier).toBeGreaterThanOrEqual(first.inserted.Supplier ?? 0);
  return afterSecond;
}

export async function expectDemoWorkspace(orm: MikroORM): Promise<void> {
  const em = orm.em.fork();
  const organisation = DEMO_ORGANISATION_ID;

  const demo = await em.findOneOrFail(UserProfile, DEMO_USER_ID);
  expect(demo).toMatchObject({ emailVerified: true, isAdmin: false });
  // The demo workspace is reviewed as 'demo' (read-only, payments, FX and team blocked) and the demo user owns it.
  const workspace = await em.findOneOrFail(Organisation, DEMO_ORGANISATION_ID);
  expect(workspace.status).toBe('demo');
  expect(workspace.owner?.id).toBe(DEMO_USER_ID);
  expect(demo.businessName).toBe('Demo Trading Co.');

  const suppliers = await em.find(Supplier, { organisation }, { orderBy: { id: 'asc' } });
  expect(suppliers.map((supplier) => supplier.id)).toEqual([
    'demo-supplier-1',
    'demo-supplier-2',
    'demo-supplier-3',
  ]);
  expect(suppliers.map((supplier) => supplier.status)).toEqual(['verified', 'pending', 'rejected']);
  expect(suppliers[0]?.verificationDate).toBeInstanceOf(Date);
  for (const supplier of suppliers) {
    expect(supplier.location).toBeTruthy();
    expect(supplier.category).toBeTruthy();
  }

  const detailed = await em.findOneOrFail(Supplier, 'demo-supplier-1', {
    populate: ['riskMetrics', 'keyPeople', 'documents', 'financials'],
  });
  expect(detailed.riskMetrics.length).toBeGreaterThan(0);
  expect(detailed.riskMetrics.getItems().map((metric) => metric.trend)).toContain('up');
  expect(typeof detailed.riskMetrics.getItems()[0]?.score).toBe('number');
  expect(detailed.keyPeople.getItems().every((person) => typeof person.stakePercent === 'number')).toBe(true);
  expect(new Set(detailed.documents.getItems().map((document) => document.type))).toEqual(
    new Set(['license', 'certification', 'document', 'financial_statement']),
  );
  const financials = detailed.financials?.unwrap();
  expect(financials?.revenueMinor).toBe(4_850_000_000);
  const withheld = await em.findOneOrFail(SupplierFinancials, { supplier: 'demo-supplier-3' });
  expect(withheld.revenueMinor).toBeNull();
  const statements = await em.find(SupplierDocument, { type: 'financial_statement' });
  expect(statements.length).toBeGreaterThan(0);
  for (const statement of statements) expect(Number.isInteger(statement.sizeBytes)).toBe(true);

  const payments = await em.find(Payment, { organisation }, { orderBy: { date: 'desc' } });
  expect(payments).toHaveLength(10);
  expect(new Set(payments.map((payment) => payment.method))).toEqual(
    new Set(['Bank Transfer', 'Wire Transfer', 'ACH']),
  );
  expect(new Set(payments.map((payment) => payment.status))).toEqual(
    new Set(['completed', 'pending', 'failed']),
  );
  const thirtyOneDaysAgo = Date.now() - 31 * 86_400_000;
  for (const payment of payments) {
    expect(typeof payment.amountMinor).toBe('number');
    expect(Number.isSafeInteger(payment.amountMinor)).toBe(true);
    expect(payment.currency).toBe('USD');
    expect(payment.date.getTime()).toBeGreaterThan(thirtyOneDaysAgo);
  }
  const [amountColumn] = await em
    .getConnection()
    .execute<{ data_type: string }[]>(
      `select data_type from information_schema.columns where table_name = 'payment' and column_name = 'amount_minor'`,
    );
  expect(amountColumn?.data_type).toBe('bigint');

  const activities = await em.find(Activity, { organisation });
  expect(activities.length).toBeGreaterThanOrEqual(5);
  expect(new Set(activities.map((activity) => activity.type))).toEqual(
    new Set(['verification', 'transaction', 'alert']),
  );

  const snapshot = await em.findOneOrFail(
    RiskMetricsSnapshot,
    { organisation },
    { orderBy: { computedAt: 'desc' } },
  );
  for (const value of [
    snapshot.supplierVerificationRate,
    snapshot.paymentSuccessRate,
    snapshot.averageResponseTimeHours,
    snapshot.complianceScore,
  ]) {
    expect(typeof value).toBe('number');
  }

  const methods = await em.find(PaymentMethod, { organisation });
  expect(Object.fromEntries(methods.map((method) => [method.kind, method.connected]))).toEqual({
    bank_account: true,
    credit_card: true,
    digital_wallet: false,
  });

  // Its exposure is computed like everyone's, from seeded bills and the forwards hedging them.
  const bills = await em.find(Bill, { organisation });
  expect(bills.map((bill) => bill.currency).sort()).toEqual(['CNY', 'EUR', 'GBP', 'JPY']);
  for (const bill of bills) expect(Number.isSafeInteger(bill.amountMinor)).toBe(true);
  const forwards = await em.find(FxTrade, { organisation, kind: 'forward', status: 'booked' });
  expect(forwards.map((trade) => trade.currency).sort()).toEqual(['CNY', 'EUR', 'GBP', 'JPY']);

  const memberships = await em.find(Membership, { organisation }, { populate: ['user'] });
  expect(memberships.length).toBeGreaterThanOrEqual(3);
  const owner = memberships.find((membership) => membership.user.id === DEMO_USER_ID);
  expect(owner?.role).toBe('Owner');
  expect(owner?.permissions).toEqual([...PERMISSIONS]);
  for (const membership of memberships) {
    expect(
      membership.permissions.every((permission) => (PERMISSIONS as readonly string[]).includes(permission)),
    ).toBe(true);
    expect(membership.phone).toBeTruthy();
    expect(membership.location).toBeTruthy();
  }

  const notifications = await em.find(Notification, { user: DEMO_USER_ID });
  expect(new Set(notifications.map((notification) => notification.type))).toEqual(
    new Set(['alert', 'success', 'info']),
  );

  const bars = await em.find(FxRateBar, { base: 'USD', source: 'seed' });
  expect(Object.fromEntries(bars.map((bar) => [bar.quote, bar.close]))).toEqual(DEMO_FX_RATES);
}
