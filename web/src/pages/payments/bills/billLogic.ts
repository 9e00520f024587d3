// Pure helpers of the Bills tab: its views, which bills may be paid, the batch file "Pay selected" sends (one
// row per bill, naming it), and the bills grouped by supplier.
import type { TransferMethod } from '@tradehub/contract/enums';
import { minorToDecimalString } from '@tradehub/contract/money';
import type { BillItem, BillView } from '../../../api/bills/queries';

/** The tab's views: the API's views, and "by supplier" (the open bills grouped). */
export const billTabViews = ['open', 'due_soon', 'overdue', 'by_supplier', 'closed', 'all'] as const;
export type BillTabView = (typeof billTabViews)[number];

export const apiViewOf = (view: BillTabView): BillView => (view === 'by_supplier' ? 'open' : view);

/** A bill that a payment may still pay: not closed, with something no payment covers yet. */
export const isPayable = (bill: Pick<BillItem, 'status' | 'openMinor'>) =>
  bill.status !== 'paid' && bill.status !== 'cancelled' && bill.openMinor > 0;

/** Only a bill nothing is paid or scheduled on may be cancelled (the gateway's 409 otherwise). */
export const isCancellable = (bill: Pick<BillItem, 'status' | 'paidMinor' | 'scheduledMinor'>) =>
  bill.status !== 'cancelled' && bill.paidMinor === 0 && bill.scheduledMinor === 0;

/** Days from today (UTC) to the due date: negative when overdue. */
export function daysUntil(dueDate: string, today = new Date()): number {
  const start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Math.round((Date.parse(`${dueDate}T00:00:00.000Z`) - start) / 86_400_000);
}

export const isOverdue = (bill: Pick<BillItem, 'status' | 'dueDate'>) =>
  bill.status !== 'paid' && bill.status !== 'cancelled' && daysUntil(bill.dueDate) < 0;

const csvCell = (text: string) => (/[",\r\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** How much of a bill to pay, and on which day. */
export interface BillPaymentPlan {
  bill: Pick<BillItem, 'id' | 'supplier' | 'currency' | 'reference'>;
  /**
   * The amount as the person typed it (a decimal in the bill's currency): written to the file as it is, so the
   * batch validation says on its row what is wrong with it (not a number, more than is open).
   */
  amount: string;
  /** YYYY-MM-DD. */
  valueDate: string;
}

/** When "Pay selected" pays: all today, or each bill on its due date (today for one already overdue). */
export type PayTiming = 'today' | 'due';

export const payDateFor = (bill: Pick<BillItem, 'dueDate'>, timing: PayTiming, today: string): string =>
  timing === 'due' && bill.dueDate > today ? bill.dueDate : today;

/** What is still open on the bill, as the amount field starts. */
export const openAmountText = (bill: Pick<BillItem, 'openMinor' | 'currency'>) =>
  minorToDecimalString(bill.openMinor, bill.currency);

/**
 * The batch file paying the bills: per bill a row to its supplier (by id) of the planned amount, in its
 * currency, by `method` on the planned day, its reference as the payment's, and the bill named in the `bill`
 * column, so the batch's payment pays that bill.
 */
export function billsBatchCsv(plans: readonly BillPaymentPlan[], method: TransferMethod): string {
  const header = 'supplier,amount,currency,method,reference,value date,bill';
  const rows = plans.map(({ bill, amount, valueDate }) =>
    [bill.supplier.id, amount.trim(), bill.currency, method, bill.reference, valueDate, bill.id]
      .map(csvCell)
      .join(','),
  );
  return [header, ...rows].join('\r\n') + '\r\n';
}

export interface SupplierGroup {
  supplier: BillItem['supplier'];
  bills: BillItem[];
  /** What is still open, per currency, in minor units. */
  totals: { currency: string; amountMinor: number }[];
}

/** Bills grouped by supplier (by name), each group's open totals per currency. */
export function groupBySupplier(bills: readonly BillItem[]): SupplierGroup[] {
  const groups = new Map<string, SupplierGroup>();
  for (const bill of bills) {
    const group = groups.get(bill.supplier.id) ?? { supplier: bill.supplier, bills: [], totals: [] };
    group.bills.push(bill);
    const total = group.totals.find((entry) => entry.currency === bill.currency);
    if (total) total.amountMinor += bill.openMinor;
    else group.totals.push({ currency: bill.currency, amountMinor: bill.openMinor });
    groups.set(bill.supplier.id, group);
  }
  return [...groups.values()].sort((a, b) => a.supplier.name.localeCompare(b.supplier.name));
}
