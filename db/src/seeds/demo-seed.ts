import {
  EntityManager as CoreEntityManager,
  type EntityName,
  type FilterQuery,
  type RequiredEntityData,
} from '@mikro-orm/core';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import {
  Activity,
  Bill,
  FxTrade,
  FxRateBar,
  Membership,
  Notification,
  Organisation,
  Payment,
  PaymentMethod,
  RiskMetricsSnapshot,
  Supplier,
  SupplierDocument,
  SupplierFinancials,
  SupplierKeyPerson,
  SupplierRiskMetric,
  UserProfile,
} from '../entities/index.js';
import { buildDemoData, DEMO_FX_RATES, DEMO_ORGANISATION_ID, DEMO_USER_ID } from './demo-data.js';

export {
  DEMO_FX_RATES,
  DEMO_ORGANISATION_ID,
  DEMO_ORGANISATION_NAME,
  DEMO_SUPPLIER_IDS,
  DEMO_USER_EMAIL,
  DEMO_USER_ID,
} from './demo-data.js';

export interface SeedDemoOptions {
  /** The moment dates are relative to when rows are first created (default: now). */
  now?: Date;
}

export interface SeedDemoResult {
  /** Rows inserted per entity; empty when everything was already there. */
  inserted: Record<string, number>;
  total: number;
}

/** Serialises concurrent seeders (several processes booting at once) inside their transactions. */
const SEED_LOCK_KEY = 'tradehub:demo-seed';

/**
 * Inserts the demo workspace (organisation `demo-organisation`, user `demo`, three suppliers, payments, …),
 * only the rows that are missing: running it again changes nothing and creates no duplicates.
 */
export async function seedDemo(
  target: MikroORM | EntityManager,
  options: SeedDemoOptions = {},
): Promise<SeedDemoResult> {
  const em = (target instanceof CoreEntityManager ? target : target.em).fork();
  const now = options.now ?? new Date();
  const data = buildDemoData(now);
  const inserted: Record<string, number> = {};

  await em.transactional(async (tx) => {
    await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [SEED_LOCK_KEY]);
    const insertMissing = async <T extends { id: string }>(
      entity: EntityName<T>,
      name: string,
      rows: RequiredEntityData<T>[],
    ) => {
      const count = await createMissing(tx, entity, rows);
      if (count > 0) inserted[name] = count;
    };

    // Parents before children, each group flushed before the next one refers to it.
    await insertMissing(Organisation, 'Organisation', data.organisations);
    await insertMissing(UserProfile, 'UserProfile', data.users);
    await tx.flush();
    // The demo user owns the demo workspace (its row exists before theirs, so the link follows them).
    await tx.nativeUpdate(
      Organisation,
      { id: DEMO_ORGANISATION_ID, owner: null },
      { owner: tx.getReference(UserProfile, DEMO_USER_ID) },
    );

    await insertMissing(Membership, 'Membership', data.memberships);
    await insertMissing(Supplier, 'Supplier', data.suppliers);
    await tx.flush();

    await insertMissing(SupplierRiskMetric, 'SupplierRiskMetric', data.riskMetrics);
    await insertMissing(SupplierKeyPerson, 'SupplierKeyPerson', data.keyPeople);
    await insertMissing(SupplierFinancials, 'SupplierFinancials', data.financials);
    await insertMissing(SupplierDocument, 'SupplierDocument', data.documents);
    await insertMissing(Payment, 'Payment', data.payments);
    await insertMissing(Activity, 'Activity', data.activities);
    await insertMissing(RiskMetricsSnapshot, 'RiskMetricsSnapshot', data.riskSnapshots);
    await insertMissing(PaymentMethod, 'PaymentMethod', data.paymentMethods);
    await insertMissing(FxTrade, 'FxTrade', data.forwards);
    await insertMissing(Bill, 'Bill', data.bills);
    await insertMissing(Notification, 'Notification', data.notifications);
    const fxCount = await seedFxRates(tx, now);
    if (fxCount > 0) inserted.FxRateBar = fxCount;
    await tx.flush();
  });

  return { inserted, total: Object.values(inserted).reduce((sum, count) => sum + count, 0) };
}

async function createMissing<T extends { id: string }>(
  em: CoreEntityManager,
  entity: EntityName<T>,
  rows: RequiredEntityData<T>[],
): Promise<number> {
  const idOf = (row: RequiredEntityData<T>) => (row as unknown as { id: string }).id;
  const where = { id: { $in: rows.map(idOf) } } as unknown as FilterQuery<T>;
  const existing = await em.find(entity, where, { fields: ['id'] as never });
  const have = new Set(existing.map((row) => row.id));
  const missing = rows.filter((row) => !have.has(idOf(row)));
  for (const row of missing) em.create(entity, row);
  return missing.length;
}

/**
 * One bar per sample rate (USD→EUR, GBP, JPY, CNY) at the seed minute, for a pair with no history at all:
 * the sample rates stand in until the FX feed's first tick, never beside (or on top of) its bars.
 */
async function seedFxRates(em: CoreEntityManager, now: Date): Promise<number> {
  const minute = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  let count = 0;
  for (const [quote, rate] of Object.entries(DEMO_FX_RATES)) {
    if ((await em.count(FxRateBar, { base: 'USD', quote })) > 0) continue;
    em.create(FxRateBar, {
      base: 'USD',
      quote,
      minute,
      open: rate,
      high: rate,
      low: rate,
      close: rate,
      source: 'seed',
    });
    count += 1;
  }
  return count;
}
