// Bills' domain core: recording a payable (by hand, from an import row), cancelling it, attaching its
// invoice. Each writes its audit row, activity and pushes once, through BillEffects.
import type { BillKind } from '@tradehub/contract';
import { randomUUID } from 'node:crypto';
import { isKnownCurrency, MoneyError, parseAmountToMinor } from '@tradehub/contract';
import {
  Bill,
  LockMode,
  Organisation,
  ref,
  Supplier,
  SupplierDocument,
  UniqueConstraintViolationException,
  type EntityManager,
} from '../../index.js';
import { enqueueJob } from '../../outbox/writer.js';
import { DomainError, domainForbidden, domainNotFound } from '../errors.js';
import { PAYMENT_APPROVAL } from '../policies/organisation-policies.js';
import { minorToDecimalString } from '@tradehub/contract';
import { liveBudgetRate } from '../arithmetic/budget-rates.js';
import { recordBillWebhook } from './bill-webhooks.js';
import { BillEffects, type BillChange } from './bill-effects.js';
import type { SeatActor } from '../actor.js';

export const DUPLICATE_BILL = 'duplicate_bill';
export const BILL_NOT_FOUND = 'Bill not found';

export interface NewBill {
  supplierId: string;
  kind: BillKind;
  reference: string;
  currency: string;
  /** Decimal text in major units ("250000.00"), parsed exactly. */
  amount: string;
  /** YYYY-MM-DD. */
  issueDate: string;
  dueDate: string;
  /**
   * On the currency's market pair against the organisation's base currency (budgetPair: EUR/USD for a
   * USD-based organisation, EUR/GBP for a GBP-based one); the live rate of that pair when absent.
   */
  budgetRate?: string | null;
  marginTolerancePercent?: number | null;
  note?: string | null;
}

const invalid = (field: string, message: string) =>
  new DomainError('invalid', 'invalid_input', `${field}: ${message}`, field);

/** The 409 naming the bill already recorded (its id when known, so a client can open it). */
export const duplicateBill = (reference: string, supplierName: string, billId?: string) =>
  new DomainError(
    'conflict',
    DUPLICATE_BILL,
    `A bill ${reference} from ${supplierName} is already recorded.`,
    'reference',
    { params: { reference, supplier: supplierName, ...(billId ? { billId } : {}) } },
  );

function isRealDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** `12.50 EUR`: how texts name a bill's amount. */
export const billAmountText = (bill: Pick<Bill, 'amountMinor' | 'currency'>) =>
  `${minorToDecimalString(bill.amountMinor, bill.currency)} ${bill.currency}`;

/**
 * A bill's fields checked and parsed (every refusal a 400 naming its field). Without a budget rate, the live
 * rate of the currency's pair against the organisation's base currency is its budget (liveBudgetRate).
 */
export function parseNewBill(
  input: NewBill,
  rates: Readonly<Record<string, number>> | undefined,
  baseCurrency: string,
) {
  const currency = input.currency.trim().toUpperCase();
  if (!isKnownCurrency(currency)) throw invalid('currency', `${currency} is not a known currency code.`);
  let amountMinor: number;
  try {
    amountMinor = parseAmountToMinor(input.amount, currency);
  } catch (error) {
    if (error instanceof MoneyError) throw invalid(error.field, error.message);
    throw error;
  }
  if (!isRealDate(input.issueDate)) throw invalid('issueDate', 'must be a date written YYYY-MM-DD.');
  if (!isRealDate(input.dueDate)) throw invalid('dueDate', 'must be a date written YYYY-MM-DD.');
  if (input.dueDate < input.issueDate) throw invalid('dueDate', 'must not be before the issue date.');
  const reference = input.reference.trim();
  if (!reference) throw invalid('reference', 'is required (the invoice or purchase-order number).');
  let budgetRate: number | null;
  if (input.budgetRate) {
    budgetRate = Number(input.budgetRate);
    if (!(budgetRate > 0) || !Number.isFinite(budgetRate))
      throw invalid('budgetRate', 'must be a positive rate.');
  } else budgetRate = liveBudgetRate(currency, baseCurrency, rates);
  const tolerance = input.marginTolerancePercent ?? null;
  if (tolerance !== null && !(tolerance > 0 && tolerance <= 50))
    throw invalid('marginTolerancePercent', 'must be above 0 and at most 50.');
  return { currency, amountMinor, reference, budgetRate, tolerance };
}

/**
 * Records a payable of the actor's organisation to one of its suppliers: one per supplier and reference (a
 * second is a 409 `duplicate_bill`). Without a budget rate, the rate of the day it is entered is its budget.
 * `paymentRequestId`: the request it is recorded from (bill-from-payment-request.ts), one bill per request.
 * Flushes, so a duplicate that raced past the check is the same 409.
 */
export async function createBill(
  em: EntityManager,
  actor: SeatActor,
  input: NewBill,
  rates: Readonly<Record<string, number>> | undefined,
  paymentRequestId: string | null = null,
): Promise<BillChange> {
  const { baseCurrency } = await em.findOneOrFail(Organisation, actor.organisationId, {
    fields: ['baseCurrency'],
  });
  const parsed = parseNewBill(input, rates, baseCurrency);
  const supplier = await em.findOne(Supplier, { id: input.supplierId, organisation: actor.organisationId });
  if (!supplier) throw domainNotFound('Supplier not found');
  if (
    await em.count(Bill, {
      organisation: actor.organisationId,
      supplier: supplier.id,
      reference: parsed.reference,
    })
  )
    throw duplicateBill(parsed.reference, supplier.name);
  const bill = em.create(Bill, {
    id: randomUUID(),
    organisation: actor.organisationId,
    createdBy: actor.userId,
    supplier: supplier.id,
    kind: input.kind,
    reference: parsed.reference,
    currency: parsed.currency,
    amountMinor: parsed.amountMinor,
    issueDate: new Date(`${input.issueDate}T00:00:00.000Z`),
    dueDate: new Date(`${input.dueDate}T00:00:00.000Z`),
    budgetRate: parsed.budgetRate,
    marginTolerancePercent: parsed.tolerance,
    note: input.note?.trim() || null,
    paymentRequest: paymentRequestId,
    status: 'open',
  });
  const change = new BillEffects(em, bill, actor)
    .audit('bill.created', {
      status: { before: null, after: 'open' },
      amountMinor: { before: null, after: bill.amountMinor },
      currency: { before: null, after: bill.currency },
      dueDate: { before: null, after: input.dueDate },
      budgetRate: { before: null, after: bill.budgetRate ?? null },
    })
    .activity({
      title: input.kind === 'purchase_order' ? 'Purchase order recorded' : 'Bill recorded',
      description: `${actor.displayName} recorded ${parsed.reference} from ${supplier.name}: ${billAmountText(bill)} due ${input.dueDate}.`,
      messageKey: input.kind === 'purchase_order' ? 'purchaseOrderRecorded' : 'billRecorded',
      params: {
        by: actor.displayName,
        reference: parsed.reference,
        supplier: supplier.name,
        amountMinor: bill.amountMinor,
        currency: bill.currency,
        dueDate: input.dueDate,
      },
      status: 'pending',
    })
    .done();
  try {
    await em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException)
      throw duplicateBill(parsed.reference, supplier.name);
    throw error;
  }
  await recordBillWebhook(em, bill, 'bill.created');
  // The margin guard judges it at once (a budget far from the live rate alerts now, not at the next tick).
  if (bill.budgetRate !== null && bill.budgetRate !== undefined)
    enqueueJob(em, {
      aggregate: ['bill', bill.id],
      queue: 'fx',
      name: 'margin-guard',
      data: { organisationId: actor.organisationId, billId: bill.id },
    });
  return change;
}

/** The actor's organisation's bill, locked for the change. */
export async function findBillForUpdate(em: EntityManager, actor: SeatActor, billId: string): Promise<Bill> {
  const bill = await em.findOne(
    Bill,
    { id: billId, organisation: actor.organisationId },
    { lockMode: LockMode.PESSIMISTIC_WRITE },
  );
  if (!bill) throw domainNotFound(BILL_NOT_FOUND);
  return bill;
}

/**
 * Cancels a bill nothing is paid or scheduled on: it leaves the exposure. Its creator or a member with
 * Payment Approval may; a bill with payments is a 409 (fail or settle those first).
 */
export async function cancelBill(em: EntityManager, actor: SeatActor, billId: string): Promise<BillChange> {
  const bill = await findBillForUpdate(em, actor, billId);
  if (bill.createdBy.id !== actor.userId && !actor.permissions.includes(PAYMENT_APPROVAL))
    throw domainForbidden("Cancelling another member's bill needs the 'Payment Approval' permission.");
  if (bill.status === 'cancelled')
    throw new DomainError('conflict', 'bill_cancelled', 'This bill is already cancelled.');
  if (bill.paidMinor > 0 || bill.scheduledMinor > 0)
    throw new DomainError(
      'conflict',
      'bill_has_payments',
      'This bill has payments made or scheduled: it cannot be cancelled.',
    );
  const before = bill.status;
  bill.status = 'cancelled';
  bill.cancelledAt = new Date();
  return new BillEffects(em, bill, actor)
    .audit('bill.cancelled', { status: { before, after: 'cancelled' } })
    .activity({
      title: 'Bill cancelled',
      description: `${actor.displayName} cancelled ${bill.reference} (${billAmountText(bill)}).`,
      messageKey: 'billCancelled',
      params: {
        by: actor.displayName,
        reference: bill.reference,
        amountMinor: bill.amountMinor,
        currency: bill.currency,
      },
      status: 'completed',
    })
    .done();
}

/** Attaches one of the bill's supplier's documents (the invoice PDF) to the bill, or detaches it (null). */
export async function attachBillDocument(
  em: EntityManager,
  actor: SeatActor,
  billId: string,
  documentId: string | null,
): Promise<BillChange> {
  const bill = await findBillForUpdate(em, actor, billId);
  let document: SupplierDocument | null = null;
  if (documentId) {
    document = await em.findOne(SupplierDocument, {
      id: documentId,
      organisation: actor.organisationId,
      supplier: bill.supplier.id,
    });
    if (!document) throw invalid('documentId', "no document with this id is held for the bill's supplier.");
  }
  const before = bill.document?.id ?? null;
  bill.document = document ? ref(document) : null;
  return new BillEffects(em, bill, actor)
    .audit('bill.document_attached', { documentId: { before, after: document?.id ?? null } })
    .done();
}
