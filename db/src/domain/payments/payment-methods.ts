// Payment Methods on the sandbox: an organisation starts with the sandbox's three methods, and connecting
// one connects it at once.
import { randomUUID } from 'node:crypto';
import { PaymentMethod, type EntityManager } from '../../index.js';
import { domainNotFound } from '../errors.js';
import { PaymentAccountEffects } from './account-effects.js';
import type { PaymentEvents } from './effects.js';
import type { SeatActor } from '../actor.js';

/** The sandbox's methods: Bank Account and Credit Card connected, Digital Wallet not. */
export const DEFAULT_PAYMENT_METHODS = [
  { kind: 'bank_account', label: 'Bank Account', connected: true },
  { kind: 'credit_card', label: 'Credit Card', connected: true },
  { kind: 'digital_wallet', label: 'Digital Wallet', connected: false },
] as const;

/**
 * The organisation's payment methods, oldest first; on the first read, the sandbox's defaults, added to
 * the unit of work (the caller flushes).
 */
export async function ensurePaymentMethods(em: EntityManager, actor: SeatActor): Promise<PaymentMethod[]> {
  const methods = await em.find(
    PaymentMethod,
    { organisation: actor.organisationId },
    { orderBy: { createdAt: 'asc', id: 'asc' } },
  );
  if (methods.length > 0) return methods;
  // A millisecond apart, so later reads (oldest first) list them in this order, not by their random ids.
  const now = Date.now();
  return DEFAULT_PAYMENT_METHODS.map((method, index) =>
    em.create(PaymentMethod, {
      createdAt: new Date(now + index),
      id: randomUUID(),
      organisation: actor.organisationId,
      createdBy: actor.userId,
      kind: method.kind,
      label: method.label,
      connected: method.connected,
      details: null,
    }),
  );
}

export interface PaymentMethodChange {
  method: PaymentMethod;
  /** Empty when it was connected already. */
  events: PaymentEvents;
}

/** Connects one of the organisation's methods (the sandbox at once); a connected one stays as it is. */
export async function connectPaymentMethod(
  em: EntityManager,
  actor: SeatActor,
  methodId: string,
): Promise<PaymentMethodChange> {
  const method = await em.findOne(PaymentMethod, { id: methodId, organisation: actor.organisationId });
  if (!method) throw domainNotFound('Payment method not found');
  const effects = new PaymentAccountEffects(em, { type: 'payment_method', id: method.id }, actor);
  if (method.connected) return { method, events: effects.done() };
  method.connected = true;
  method.details = { ...(method.details ?? {}), sandbox: true };
  effects.audit('payment_method.connected', { connected: { before: false, after: true } }).activity({
    title: 'Payment method connected',
    description: `${actor.displayName} connected ${method.label} (sandbox).`,
    messageKey: 'paymentMethodConnected',
    params: { by: actor.displayName, method: method.label },
    status: 'completed',
  });
  return { method, events: effects.done() };
}
