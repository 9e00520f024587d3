// What payments pay of bills: a payment names the bills it pays (same supplier and currency, each fully or
// partly); a bill's settled and scheduled amounts and its status follow its payments' statuses, recomputed
// here in the transaction that moves a payment (created, settled, failed, rejected).
import type { BillStatus } from '@tradehub/contract';
import { Bill, BillPayment, LockMode, type EntityManager } from '../../index.js';
import type { CommandEvents } from '../command-effects.js';
import { DomainError } from '../errors.js';
import { billAmountText } from './bill-commands.js';
import { recordBillWebhook } from './bill-webhooks.js';
import { BillEffects } from './bill-effects.js';
import { billOpenMinor, billStatusOf } from './bill-status.js';
import { markPaymentRequestPaidByBill } from './payment-request-paid.js';
import type { SeatActor } from '../actor.js';

export interface BillAllocation {
  billId: string;
  amountMinor: number;
}

const invalidBills = (message: string, params: Record<string, string | number> = {}) =>
  new DomainError('invalid', 'invalid_bills', `bills: ${message}`, 'bills', { params });

/**
 * Checks what a payment (to `supplierId`, in `currency`, of `amountMinor`) says it pays of which bills, under
 * the bills' row locks: the actor's organisation's bills of that supplier and currency, neither cancelled
 * nor paid, each amount within what is still open on the bill, named once, and together at most the payment.
 */
export async function lockBillsToPay(
  em: EntityManager,
  organisationId: string,
  payment: { supplierId: string; currency: string; amountMinor: number },
  allocations: readonly BillAllocation[],
): Promise<Bill[]> {
  if (allocations.length === 0) return [];
  const ids = allocations.map((allocation) => allocation.billId);
  if (new Set(ids).size !== ids.length) throw invalidBills('each bill may be named once.');
  const bills = await em.find(
    Bill,
    { id: { $in: ids }, organisation: organisationId },
    { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: 'asc' } },
  );
  const byId = new Map(bills.map((bill) => [bill.id, bill]));
  let total = 0;
  for (const allocation of allocations) {
    const bill = byId.get(allocation.billId);
    if (!bill)
      throw invalidBills(`no bill ${allocation.billId} in this organisation.`, { billId: allocation.billId });
    if (bill.supplier.id !== payment.supplierId)
      throw invalidBills(`${bill.reference} is a bill of another supplier.`, { reference: bill.reference });
    if (bill.currency !== payment.currency)
      throw invalidBills(`${bill.reference} is in ${bill.currency}, not ${payment.currency}.`, {
        reference: bill.reference,
      });
    if (bill.status === 'cancelled' || bill.status === 'paid')
      throw invalidBills(`${bill.reference} is ${bill.status}.`, { reference: bill.reference });
    if (!(allocation.amountMinor > 0) || allocation.amountMinor > billOpenMinor(bill))
      throw invalidBills(`${bill.reference} has ${billOpenMinor(bill)} minor units still to pay.`, {
        reference: bill.reference,
        openMinor: billOpenMinor(bill),
      });
    total += allocation.amountMinor;
  }
  if (total > payment.amountMinor)
    throw invalidBills('the bills paid add up to more than the payment.', { totalMinor: total });
  return bills;
}

/** Records what one payment pays of each bill (the bills locked by lockBillsToPay). */
export function recordBillAllocations(
  em: EntityManager,
  paymentId: string,
  allocations: readonly BillAllocation[],
) {
  for (const allocation of allocations)
    em.create(BillPayment, {
      bill: allocation.billId,
      payment: paymentId,
      amountMinor: allocation.amountMinor,
    });
}

/**
 * Recomputes the settled and scheduled amounts and the status of every bill the payments pay, from their
 * payments' statuses now (flushes first: the payments' own changes must be visible to the query), and writes
 * the effects of each bill whose status moved: its audit row, `bill:changed`, and an activity when it is
 * paid (and, for a bill made from a payment request, the request marked paid: payment-request-paid.ts).
 * `actor` null: the system (the workers' settlement).
 */
export async function refreshBillsOfPayments(
  em: EntityManager,
  paymentIds: readonly string[],
  actor: SeatActor | null,
): Promise<CommandEvents[]> {
  if (paymentIds.length === 0) return [];
  await em.flush();
  const rows = await em.getConnection().execute<{ bill_id: string; paid: string; scheduled: string }[]>(
    `select bp.bill_id,
            coalesce(sum(a.amount_minor) filter (where p.status = 'completed'), 0)::text as paid,
            coalesce(sum(a.amount_minor) filter (where p.status = 'pending'), 0)::text as scheduled
       from (select distinct bill_id from bill_payment where payment_id = any(string_to_array(?, ','))) bp
       join bill_payment a on a.bill_id = bp.bill_id
       join payment p on p.id = a.payment_id
      group by bp.bill_id`,
    [paymentIds.join(',')],
    'all',
    em.getTransactionContext(),
  );
  if (rows.length === 0) return [];
  const bills = await em.find(
    Bill,
    { id: { $in: rows.map((row) => row.bill_id) } },
    { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: 'asc' }, refresh: true },
  );
  const figures = new Map(rows.map((row) => [row.bill_id, row]));
  const events: CommandEvents[] = [];
  for (const bill of bills) {
    const row = figures.get(bill.id)!;
    const paidMinor = Number(row.paid);
    const scheduledMinor = Number(row.scheduled);
    if (paidMinor === bill.paidMinor && scheduledMinor === bill.scheduledMinor) continue;
    const before: BillStatus = bill.status;
    bill.paidMinor = paidMinor;
    bill.scheduledMinor = scheduledMinor;
    bill.status = billStatusOf(bill);
    const effects = new BillEffects(em, bill, actor).audit('bill.payments_changed', {
      status: { before, after: bill.status },
      paidMinor: { before: null, after: paidMinor },
      scheduledMinor: { before: null, after: scheduledMinor },
      // Unchanged: what the audit log says the amounts in.
      currency: { before: bill.currency, after: bill.currency },
    });
    if (bill.status === 'paid' && before !== 'paid')
      effects.activity({
        title: 'Bill paid',
        description: `${bill.reference} (${billAmountText(bill)}) is paid in full.`,
        messageKey: 'billPaid',
        params: { reference: bill.reference, amountMinor: bill.amountMinor, currency: bill.currency },
        status: 'completed',
      });
    events.push(effects.done().events);
    if (bill.status === 'paid' && before !== 'paid') {
      await recordBillWebhook(em, bill, 'bill.paid');
      // A bill made from another organisation's payment request pays that request.
      const requestPaid = await markPaymentRequestPaidByBill(em, bill);
      if (requestPaid) events.push(requestPaid);
    }
  }
  return events;
}
