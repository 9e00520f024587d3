// Bills in the accounting export (issue 25's payables): the period's bills and purchase orders by issue day,
// supplier, invoice number, and the amount as money owed (negative), read in keyset batches in the (date, id)
// order the merge expects. A cancelled bill is listed as such: the accounting tool decides what to keep.
import { Bill, type EntityManager } from '@tradehub/db';
import { keysetRows } from '../csv/keyset-rows.js';
import type { AccountingPeriod } from './accounting-sources.js';
import type { AccountingRow } from './accounting-row.js';

const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000);
const day = (date: Date) => date.toISOString().slice(0, 10);

export function billRows(
  em: EntityManager,
  period: AccountingPeriod,
  baseCurrency: string,
): AsyncIterable<AccountingRow> {
  const start = new Date(`${period.from}T00:00:00.000Z`);
  const end = dayAfter(period.to);
  return keysetRows<AccountingRow & { at: Date }>(async (after, limit) => {
    const bills = await em.fork().find(
      Bill,
      {
        organisation: period.organisationId,
        issueDate: { $gte: start, $lt: end },
        ...(after
          ? { $or: [{ issueDate: { $gt: after.at } }, { issueDate: after.at, id: { $gt: after.id } }] }
          : {}),
      },
      { orderBy: { issueDate: 'asc', id: 'asc' }, limit, populate: ['supplier'] },
    );
    return bills.map((bill) => ({
      id: bill.id,
      at: bill.issueDate,
      kind: 'Bill' as const,
      date: day(bill.issueDate),
      payee: bill.supplier.getEntity().name,
      reference: bill.reference,
      description: `${bill.kind === 'purchase_order' ? 'Purchase order' : 'Bill'} ${bill.reference}, due ${day(bill.dueDate)}`,
      amountMinor: -bill.amountMinor,
      currency: bill.currency,
      baseAmountMinor: null,
      baseCurrency,
      feeMinor: null,
      rate: bill.budgetRate ?? null,
      status: bill.status,
    }));
  });
}
