// Request Payment's end: the payer's bill made from a payment request is paid in full, so the requester's
// request is paid. Written in the transaction that settles the bill's last payment, on the requester's side:
// its audit row, activity, notification to whoever made the request, and a push to its organisation.
import { rooms } from '@tradehub/contract';
import { LockMode, Organisation, PaymentRequest, type Bill, type EntityManager } from '../../index.js';
import { pushSocket } from '../../outbox/writer.js';
import { CommandEffects, type CommandEvents } from '../command-effects.js';
import { billAmountText } from './bill-commands.js';

/**
 * The requester's effects. The system acts (actor null): the member who paid belongs to another organisation,
 * so the requester's activity is its request creator's and the notification comes from nobody.
 */
class PaymentRequestEffects extends CommandEffects {
  constructor(
    em: EntityManager,
    private readonly request: PaymentRequest,
  ) {
    super(
      em,
      {
        organisationId: request.organisation.id,
        entityType: 'payment_request',
        entityId: request.id,
        activityType: 'transaction',
        ownerId: request.createdBy.id,
      },
      null,
    );
  }

  /** `payment-request:changed` to the requester (its open Payment Requests list refetches), then the news. */
  done(): CommandEvents {
    const { request } = this;
    return this.finish([
      pushSocket(this.em, {
        aggregate: ['payment_request', request.id],
        rooms: [rooms.organisation(request.organisation.id)],
        event: 'payment-request:changed',
        args: [{ requestId: request.id, status: request.status }],
      }),
    ]);
  }
}

/**
 * Marks the request `bill` was made from paid, once: a request already paid or cancelled (another
 * organisation's bill from it paid first, or the requester withdrew it) is left as it is, and null returned.
 * Call when the bill has just become paid in full.
 */
export async function markPaymentRequestPaidByBill(
  em: EntityManager,
  bill: Bill,
): Promise<CommandEvents | null> {
  if (!bill.paymentRequest) return null;
  const request = await em.findOne(
    PaymentRequest,
    { id: bill.paymentRequest.id },
    { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
  );
  if (!request || request.status !== 'open') return null;
  const payer = await em.findOneOrFail(Organisation, bill.organisation.id);
  request.status = 'paid';
  const amount = billAmountText(request);
  const params = {
    reference: request.reference,
    amountMinor: request.amountMinor,
    currency: request.currency,
    payer: payer.name,
  };
  return new PaymentRequestEffects(em, request)
    .audit('payment_request.paid', {
      status: { before: 'open', after: 'paid' },
      paidBy: { before: null, after: payer.name },
    })
    .activity({
      title: 'Payment request paid',
      description: `${payer.name} paid ${request.reference} (${amount}).`,
      messageKey: 'paymentRequestPaid',
      params,
      status: 'completed',
    })
    .notify({
      type: 'success',
      title: 'Payment request paid',
      message: `${payer.name} paid your payment request ${request.reference} (${amount}).`,
      messageKey: 'paymentRequestPaid',
      params,
    })
    .done();
}
