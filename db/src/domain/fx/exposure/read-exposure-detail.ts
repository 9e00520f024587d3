// One currency's exposure with what makes it up (GET /api/fx/exposures/:currency): the engine's row for the
// currency, the open payables (what no payment covers yet of each open bill, and the pending payments) in
// their maturity buckets, and the booked forwards hedging them.
import { Bill, FxTrade, Payment, type EntityManager } from '../../../index.js';
import { billOpenMinor } from '../../bills/bill-status.js';
import { toFxTradeItem } from '../trade-item.js';
import { isoDay } from '../value-dates.js';
import { bucketOf } from './buckets.js';
import { OPEN_BILL_STATUSES } from './inputs.js';
import { readExposure } from './read-exposure.js';

/** Null when the organisation does not exist. */
export async function readExposureDetail(
  em: EntityManager,
  organisationId: string,
  currency: string,
  now: Date = new Date(),
) {
  const report = await readExposure(em, organisationId, now);
  if (!report) return null;
  const today = isoDay(now);
  const [bills, payments, hedges] = await Promise.all([
    em.find(
      Bill,
      { organisation: organisationId, currency, status: { $in: [...OPEN_BILL_STATUSES] } },
      { populate: ['supplier'], orderBy: { dueDate: 'asc', id: 'asc' } },
    ),
    em.find(
      Payment,
      { organisation: organisationId, currency, type: 'payment', status: 'pending' },
      { populate: ['supplier'], orderBy: { date: 'asc', id: 'asc' } },
    ),
    em.find(
      FxTrade,
      { organisation: organisationId, currency, kind: 'forward', side: 'buy', status: 'booked' },
      { populate: ['createdBy'], orderBy: { valueDate: 'asc', id: 'asc' } },
    ),
  ]);
  const payables = [
    ...bills
      .filter((bill) => billOpenMinor(bill) > 0)
      .map((bill) => ({
        kind: 'bill' as const,
        id: bill.id,
        reference: bill.reference,
        supplierName: bill.supplier.getEntity().name,
        amountMinor: billOpenMinor(bill),
        dueDate: isoDay(bill.dueDate),
        bucket: bucketOf(today, isoDay(bill.dueDate)),
        status: bill.status,
      })),
    ...payments.map((payment) => ({
      kind: 'payment' as const,
      id: payment.id,
      reference: payment.reference ?? null,
      supplierName: payment.supplier.getEntity().name,
      amountMinor: payment.amountMinor,
      dueDate: isoDay(payment.date),
      bucket: bucketOf(today, isoDay(payment.date)),
      status: payment.status,
    })),
  ].sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.id.localeCompare(b.id));
  return {
    exposure: report.currencies.find((row) => row.currency === currency) ?? null,
    baseCurrency: report.baseCurrency,
    payables,
    hedges: hedges.map(toFxTradeItem),
  };
}
