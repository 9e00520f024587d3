// The accounting export's sources, each read in keyset batches (csv/keyset-rows.ts) in (date, id) order,
// so an export of any size holds one batch in memory: payments by value date, FX trades by booking day.
import { FxTrade, Organisation, readRows, type EntityManager } from '@tradehub/db';
import { toMinor } from '@tradehub/db/domain';
import { keysetRows } from '../csv/keyset-rows.js';
import type { AccountingRow } from './accounting-row.js';
import { billRows } from './bill-rows.js';
import { mergeByDate } from './accounting-row.js';

export interface AccountingPeriod {
  organisationId: string;
  /** First and last day, inclusive (YYYY-MM-DD, UTC). */
  from: string;
  to: string;
}

const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000);

interface PaymentAccountingRow {
  id: string;
  /** As the driver reads it: a Date or its text, depending on the statement's mode. */
  date: Date | string;
  supplier_name: string;
  reference: string | null;
  method: string;
  amount_minor: string;
  currency: string;
  base_amount_minor: string | null;
  fee_minor: string | null;
  fx_rate: string | null;
  status: string;
  approval_status: string;
}

const PAYMENTS_SQL = `select p.id, p.date, s.name as supplier_name, p.reference, p.method, p.amount_minor, p.currency,
  p.base_amount_minor, p.fee_minor, p.fx_rate, p.status, p.approval_status
from payment p join supplier s on s.id = p.supplier_id
where p.organisation_id = ? and p.type = 'payment' and p.date >= ? and p.date < ?
  and (p.date, p.id) > (?, ?)
order by p.date, p.id
limit ?`;

function paymentRows(em: EntityManager, period: AccountingPeriod, baseCurrency: string) {
  const start = new Date(`${period.from}T00:00:00.000Z`);
  const end = dayAfter(period.to);
  return keysetRows<AccountingRow & { at: Date }>(async (after, limit) => {
    const rows = await readRows<PaymentAccountingRow>(em.fork(), PAYMENTS_SQL, [
      period.organisationId,
      start,
      end,
      after?.at ?? new Date(0),
      after?.id ?? '',
      limit,
    ]);
    return rows.map((row) => {
      const rate = row.fx_rate === null ? null : Number(row.fx_rate);
      const base = row.base_amount_minor === null ? null : toMinor(row.base_amount_minor);
      const at = new Date(row.date);
      return {
        id: row.id,
        at,
        kind: 'Payment' as const,
        date: at.toISOString().slice(0, 10),
        payee: row.supplier_name,
        reference: row.reference,
        description: `Payment to ${row.supplier_name} by ${row.method}${row.status === 'pending' && row.approval_status === 'awaiting' ? ' (awaiting approval)' : ''}`,
        amountMinor: -toMinor(row.amount_minor),
        currency: row.currency,
        baseAmountMinor: base === null ? null : -base,
        baseCurrency,
        feeMinor: row.fee_minor === null ? null : toMinor(row.fee_minor),
        rate,
        status: row.status,
      };
    });
  });
}

function fxTradeRows(em: EntityManager, period: AccountingPeriod) {
  const start = new Date(`${period.from}T00:00:00.000Z`);
  const end = dayAfter(period.to);
  return keysetRows<AccountingRow & { at: Date }>(async (after, limit) => {
    const trades = await em.fork().find(
      FxTrade,
      {
        organisation: period.organisationId,
        createdAt: { $gte: start, $lt: end },
        ...(after
          ? { $or: [{ createdAt: { $gt: after.at } }, { createdAt: after.at, id: { $gt: after.id } }] }
          : {}),
      },
      { orderBy: { createdAt: 'asc', id: 'asc' }, limit },
    );
    return trades.map((trade) => {
      // Buying a currency is money in of it, paid for in USD; selling the reverse.
      const sign = trade.side === 'buy' ? 1 : -1;
      return {
        id: trade.id,
        at: trade.createdAt,
        kind: 'FX trade' as const,
        date: trade.createdAt.toISOString().slice(0, 10),
        payee: 'TradeHub FX',
        reference: trade.id.slice(0, 8),
        description: `FX ${trade.kind} ${trade.side} ${trade.currency}, value date ${trade.valueDate.toISOString().slice(0, 10)}`,
        amountMinor: sign * trade.amountMinor,
        currency: trade.currency,
        baseAmountMinor: -sign * trade.usdAmountMinor,
        baseCurrency: 'USD',
        feeMinor: null,
        rate: trade.rate,
        status: trade.status,
      };
    });
  });
}

/** The period's rows, every source merged in date order. */
export async function accountingRows(
  em: EntityManager,
  period: AccountingPeriod,
): Promise<AsyncIterable<AccountingRow>> {
  const organisation = await em.findOneOrFail(Organisation, period.organisationId);
  return mergeByDate(
    paymentRows(em, period, organisation.baseCurrency),
    fxTradeRows(em, period),
    billRows(em, period, organisation.baseCurrency),
  );
}
