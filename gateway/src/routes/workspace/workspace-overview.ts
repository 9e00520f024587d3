import {
  FxRateBar,
  Organisation,
  Payment,
  Supplier,
  type EntityManager,
  type SupplierStatus,
} from '@tradehub/db';
import type { WorkspaceOverview } from '../../contract/index.js';
import { notFound } from '../../errors/app-error.js';
import { toTransactionSummary } from '../payments/transaction-summary.js';

/** The dashboard's rate card and FX panel quote these against USD (spec section 2 and 9). */
export const DASHBOARD_QUOTES = ['EUR', 'GBP', 'JPY', 'CNY'] as const;
const RECENT_TRANSACTIONS = 10;

/** One organisation's suppliers, the latest rates and its recent transactions. */
export async function loadWorkspaceOverview(
  em: EntityManager,
  organisationId: string,
): Promise<WorkspaceOverview> {
  const organisation = await em.findOne(Organisation, { id: organisationId });
  if (!organisation) throw notFound('This workspace does not exist.');

  const [suppliers, payments, rates] = await Promise.all([
    em.find(Supplier, { organisation }, { orderBy: { createdAt: 'desc' } }),
    em.find(
      Payment,
      { organisation },
      { orderBy: { date: 'desc' }, limit: RECENT_TRANSACTIONS, populate: ['supplier'] },
    ),
    latestRates(em, 'USD', DASHBOARD_QUOTES),
  ]);

  const byStatus: Record<SupplierStatus, number> = { verified: 0, pending: 0, rejected: 0 };
  for (const supplier of suppliers) byStatus[supplier.status as SupplierStatus] += 1;

  return {
    organisation: { id: organisation.id, name: organisation.name },
    suppliers: {
      total: suppliers.length,
      byStatus,
      items: suppliers.map((supplier) => ({
        id: supplier.id,
        name: supplier.name,
        location: supplier.location,
        category: supplier.category,
        status: supplier.status,
        riskScore: supplier.riskScore,
      })),
    },
    fxRates: rates,
    recentTransactions: payments.map(toTransactionSummary),
  };
}

/** The newest minute bar's close for each pair: one index lookup per pair on (base, quote, minute). */
async function latestRates(em: EntityManager, base: string, quotes: readonly string[]) {
  const bars = await Promise.all(
    quotes.map((quote) => em.findOne(FxRateBar, { base, quote }, { orderBy: { minute: 'desc' } })),
  );
  return bars
    .filter((bar): bar is FxRateBar => bar !== null)
    .map((bar) => ({
      base: bar.base,
      quote: bar.quote,
      rate: bar.close,
      asOf: bar.minute.toISOString(),
      source: bar.source,
    }));
}
