// Raw SQL on purpose: the overview is a hot read (every dashboard opens with it), so no entity hydration
// and one prepared statement (see readRows) instead of seven: one round trip and one pooled connection.
import type { SupplierStatus } from '@tradehub/contract';
import { readRows, type EntityManager } from '@tradehub/db';
import { recentTransactionsJsonSql, toTransactionSummary, type TransactionJson } from '@tradehub/db/domain';
import type { FxRate, WorkspaceOverview } from '@tradehub/contract';
import { notFound } from '../../errors/app-error.js';

/** The dashboard's rate card and FX panel quote these against USD (spec section 2 and 9). */
export const DASHBOARD_QUOTES = ['EUR', 'GBP', 'JPY', 'CNY'] as const;
const RATE_BASE = 'USD';
/**
 * The pairs are written into the statement's text (they are this file's constants, three capital letters
 * each), not passed as parameters: with an array parameter, on tables without statistics (a fresh or small
 * installation), PostgreSQL's generic plan never looked cheaper than a custom one, so every call was
 * planned afresh (~0.2 ms of planning for ~0.1 ms of work; loadtests/README.md's git history). With the organisation
 * as the only parameter the prepared statement settles on its generic plan after five calls
 * (gateway/test/integration/hot-read-plans.test.ts).
 */
const QUOTES_LITERAL = `'{${DASHBOARD_QUOTES.join(',')}}'::char(3)[]`;
const RECENT_TRANSACTIONS = 10;

type SupplierItem = WorkspaceOverview['suppliers']['items'][number];

interface OverviewRow {
  id: string;
  name: string;
  suppliers: {
    id: string;
    name: string;
    location: string;
    category: string;
    status: SupplierItem['status'];
    risk_score: SupplierItem['riskScore'];
  }[];
  /** Timestamps are JSON strings (ISO 8601 with an offset), the close exact as text. */
  rates: { base: string; quote: string; close: string; minute: string; source: string }[];
  recent_transactions: TransactionJson[];
}

/**
 * The organisation (no row at all when it does not exist), its suppliers newest first, the newest minute
 * bar of each dashboard pair and its recent transactions (their limit is the first parameter), in one row:
 * the lists ride along as json_agg arrays (null when empty, hence the coalesce). Each rate is one backward
 * probe of the fx_rate_bar primary key (base, quote, minute) in a lateral join; a pair without any bar
 * drops out, and the quotes keep their order.
 * Suppliers are only ever read through the organisation's id.
 */
const OVERVIEW_SQL = `select o.id, o.name,
       coalesce((select json_agg(json_build_object('id', s.id, 'name', s.name, 'location', s.location,
                                                   'category', s.category, 'status', s.status,
                                                   'risk_score', s.risk_score)
                                 order by s.created_at desc, s.id desc)
                   from supplier s
                  where s.organisation_id = o.id), '[]'::json) as suppliers,
       coalesce((select json_agg(json_build_object('base', b.base, 'quote', b.quote, 'close', b.close::text,
                                                   'minute', b.minute, 'source', b.source)
                                 order by q.ord)
                   from unnest(${QUOTES_LITERAL}) with ordinality as q(quote, ord)
                  cross join lateral (
                    select base, quote, close, minute, source
                      from fx_rate_bar
                     where base = '${RATE_BASE}' and quote = q.quote
                     order by minute desc
                     limit 1
                  ) b), '[]'::json) as rates,
       ${recentTransactionsJsonSql('o.id')} as recent_transactions
  from organisation o
 where o.id = ?`;

/** One organisation's suppliers, the latest rates and its recent transactions. */
export async function loadWorkspaceOverview(
  em: EntityManager,
  organisationId: string,
): Promise<WorkspaceOverview> {
  const [row] = await readRows<OverviewRow>(em, OVERVIEW_SQL, [RECENT_TRANSACTIONS, organisationId]);
  if (!row) throw notFound('This workspace does not exist.');

  const byStatus: Record<SupplierStatus, number> = { verified: 0, pending: 0, rejected: 0 };
  for (const supplier of row.suppliers) byStatus[supplier.status] += 1;

  return {
    organisation: { id: row.id, name: row.name },
    suppliers: {
      total: row.suppliers.length,
      byStatus,
      items: row.suppliers.map((supplier): SupplierItem => ({
        id: supplier.id,
        name: supplier.name,
        location: supplier.location,
        category: supplier.category,
        status: supplier.status,
        riskScore: supplier.risk_score,
      })),
    },
    fxRates: row.rates.map((rate): FxRate => ({
      base: rate.base,
      quote: rate.quote,
      rate: Number(rate.close),
      asOf: new Date(rate.minute).toISOString(),
      source: rate.source,
    })),
    recentTransactions: row.recent_transactions.map(toTransactionSummary),
  };
}
