import type { BillItem } from '@tradehub/contract';
import type { Bill } from '../../index.js';
import { personName } from '../accounts/person-name.js';
import { budgetPair } from '../arithmetic/budget-rates.js';
import { billOpenMinor } from './bill-status.js';

/** Bills loaded with their supplier, creator, document and source request → their wire shape. */
export const BILL_POPULATE = ['supplier', 'createdBy', 'document', 'paymentRequest'] as const;

const day = (date: Date) => date.toISOString().slice(0, 10);

/** `baseCurrency`: the organisation's, against which the budget rate's pair is read (budgetPair). */
export function toBillItem(bill: Bill, organisationTolerancePercent: number, baseCurrency: string): BillItem {
  const creator = bill.createdBy.getEntity();
  const document = bill.document?.getEntity() ?? null;
  const pair = budgetPair(bill.currency, baseCurrency);
  return {
    id: bill.id,
    kind: bill.kind,
    reference: bill.reference,
    supplier: { id: bill.supplier.id, name: bill.supplier.getEntity().name },
    currency: bill.currency,
    amountMinor: bill.amountMinor,
    paidMinor: bill.paidMinor,
    scheduledMinor: bill.scheduledMinor,
    openMinor: bill.status === 'cancelled' ? 0 : billOpenMinor(bill),
    issueDate: day(bill.issueDate),
    dueDate: day(bill.dueDate),
    budgetRate: bill.budgetRate === null || bill.budgetRate === undefined ? null : String(bill.budgetRate),
    pair,
    marginTolerancePercent: Number(bill.marginTolerancePercent ?? organisationTolerancePercent),
    marginState: bill.marginState,
    status: bill.status,
    document: document ? { id: document.id, name: document.name } : null,
    note: bill.note ?? null,
    paymentRequestReference: bill.paymentRequest?.getEntity().reference ?? null,
    createdAt: bill.createdAt.toISOString(),
    createdBy: { id: creator.id, name: personName(creator) },
  };
}
