// Request Payment: a request for money with a short reference the organisation shares with the payer.
// The caller retries with a fresh transaction if the reference is taken (a unique violation aborts it).
import { randomInt, randomUUID } from 'node:crypto';
import { PaymentRequest, type EntityManager } from '../../index.js';
import { PAYMENT_REQUEST_NOT_FOUND } from '../bills/bill-from-payment-request.js';
import { domainNotFound } from '../errors.js';
import { PaymentAccountEffects } from './account-effects.js';
import { paymentAmountText, type PaymentEvents } from './effects.js';
import type { SeatActor } from '../actor.js';

/** No 0/O, 1/I/L: a reference read out over the phone stays unambiguous. */
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** `PR-` and six characters: about 900 million references. */
export const newPaymentRequestReference = () =>
  `PR-${Array.from({ length: 6 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('')}`;

export interface NewPaymentRequest {
  payerName: string;
  payerEmail: string;
  amountMinor: number;
  currency: string;
  /** YYYY-MM-DD, or null. */
  dueDate: string | null;
  note: string | null;
}

export interface PaymentRequestChange {
  request: PaymentRequest;
  events: PaymentEvents;
}

/** An open payment request of the actor's organisation, with its audit row and activity. */
export function createPaymentRequest(
  em: EntityManager,
  actor: SeatActor,
  input: NewPaymentRequest,
): PaymentRequestChange {
  const request = em.create(PaymentRequest, {
    id: randomUUID(),
    organisation: actor.organisationId,
    createdBy: actor.userId,
    reference: newPaymentRequestReference(),
    payerName: input.payerName,
    payerEmail: input.payerEmail,
    amountMinor: input.amountMinor,
    currency: input.currency,
    dueDate: input.dueDate ? new Date(`${input.dueDate}T00:00:00.000Z`) : null,
    note: input.note,
    status: 'open',
  });
  const events = new PaymentAccountEffects(em, { type: 'payment_request', id: request.id }, actor)
    .audit('payment_request.created', { reference: { before: null, after: request.reference } })
    .activity({
      title: 'Payment requested',
      description: `${actor.displayName} requested ${paymentAmountText(request)} from ${input.payerName} (${request.reference}).`,
      messageKey: 'paymentRequested',
      params: {
        by: actor.displayName,
        amountMinor: request.amountMinor,
        currency: request.currency,
        payer: input.payerName,
        reference: request.reference,
      },
      status: 'pending',
    })
    .done();
  return { request, events };
}

/** What the payer who opens the share link sees: nothing private of the requester or the payer. */
export interface PaymentRequestPreview {
  reference: string;
  businessName: string;
  amountMinor: number;
  currency: string;
  /** YYYY-MM-DD, or null. */
  dueDate: string | null;
  note: string | null;
  status: PaymentRequest['status'];
}

/** The request a share link names, as its payer may see it; a 404 when no request has this reference. */
export async function previewPaymentRequest(
  em: EntityManager,
  reference: string,
): Promise<PaymentRequestPreview> {
  const request = await em.findOne(PaymentRequest, { reference }, { populate: ['organisation'] });
  if (!request) throw domainNotFound(PAYMENT_REQUEST_NOT_FOUND);
  return {
    reference: request.reference,
    businessName: request.organisation.$.name,
    amountMinor: request.amountMinor,
    currency: request.currency,
    dueDate: request.dueDate ? request.dueDate.toISOString().slice(0, 10) : null,
    note: request.note ?? null,
    status: request.status,
  };
}
