// A bill from a payment request: the payer's side of Request Payment. Another organisation's request (its
// share link's reference) becomes an open bill of the payer's organisation, through createBill, so it is
// audited, pushed live, sent to webhooks and counted as exposure exactly like a bill recorded by hand.
import { Bill, PaymentRequest, type EntityManager } from '../../index.js';
import { minorToDecimalString } from '@tradehub/contract';
import { DomainError, domainNotFound } from '../errors.js';
import { createBill, duplicateBill } from './bill-commands.js';
import type { BillChange } from './bill-effects.js';
import type { SeatActor } from '../actor.js';

/** A share link's reference that names no request: its payer's preview (payments) and bill (here) say so alike. */
export const PAYMENT_REQUEST_NOT_FOUND = 'Payment request not found';
export const OWN_PAYMENT_REQUEST = 'own_payment_request';
export const PAYMENT_REQUEST_NOT_OPEN = 'payment_request_not_open';

export interface BillFromPaymentRequest {
  reference: string;
  supplierId: string;
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Records the request of `reference` as an open invoice of the actor's organisation to one of its suppliers:
 * the request's currency, amount, due date and note; the bill's reference is the request's, issued today.
 * Refuses the organisation's own request (409 own_payment_request), a request no longer open (409
 * payment_request_not_open), and a second bill from the same request in this organisation, whichever supplier
 * was chosen (409 duplicate_bill naming the bill already recorded). The bill remembers its request: paying it
 * in full marks the request paid (payment-request-paid.ts).
 */
export async function createBillFromPaymentRequest(
  em: EntityManager,
  actor: SeatActor,
  input: BillFromPaymentRequest,
  rates: Readonly<Record<string, number>> | undefined,
): Promise<BillChange> {
  const request = await em.findOne(
    PaymentRequest,
    { reference: input.reference },
    { populate: ['organisation'] },
  );
  if (!request) throw domainNotFound(PAYMENT_REQUEST_NOT_FOUND);
  if (request.organisation.id === actor.organisationId)
    throw new DomainError(
      'conflict',
      OWN_PAYMENT_REQUEST,
      'This payment request is your own organisation’s: it is money owed to you, not a bill to pay.',
      'reference',
    );
  if (request.status !== 'open')
    throw new DomainError(
      'conflict',
      PAYMENT_REQUEST_NOT_OPEN,
      `This payment request is ${request.status}: only an open request can become a bill.`,
      'reference',
      { params: { status: request.status } },
    );
  // One bill per request and organisation whatever its supplier (createBill alone refuses only the same
  // supplier and reference); a bill typed in by hand with the request's reference is the same invoice.
  const existing = await em.findOne(
    Bill,
    {
      organisation: actor.organisationId,
      $or: [{ paymentRequest: request.id }, { reference: request.reference }],
    },
    { populate: ['supplier'], orderBy: { createdAt: 'asc' } },
  );
  if (existing) throw duplicateBill(existing.reference, existing.supplier.$.name, existing.id);
  const today = isoDate(new Date());
  // A request without a due date asks to be paid on receipt: a treasurer counts it as due today (the nearest
  // bucket, the conservative exposure) rather than having the bill refused or payment terms invented. A due
  // date already past stays as the request says (the bill shows overdue); the issue date is then that day.
  const dueDate = request.dueDate ? isoDate(request.dueDate) : today;
  return createBill(
    em,
    actor,
    {
      supplierId: input.supplierId,
      kind: 'invoice',
      reference: request.reference,
      currency: request.currency,
      amount: minorToDecimalString(request.amountMinor, request.currency),
      issueDate: dueDate < today ? dueDate : today,
      dueDate,
      note: request.note ?? null,
    },
    rates,
    request.id,
  );
}
