// Request Payment (a request with a shareable reference) and Payment Methods (the sandbox connect).
import { randomInt, randomUUID } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PaymentMethod, PaymentRequest, type EntityManager } from '@tradehub/db';
import { DomainEvents } from '@tradehub/db/domain';
import { z } from 'zod';
import {
  apiErrorSchema,
  createPaymentRequestBodySchema,
  entityIdSchema,
  paymentMethodItemSchema,
  paymentMethodsResponseSchema,
  paymentRequestSchema,
} from '@tradehub/contract';
import { recordAudit } from '../../audit/record-audit.js';
import { notFound } from '../../errors/app-error.js';
import { parseAmount } from '../../payments/quote.js';
import { requireViewer } from '../../plugins/auth.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
/** No 0/O, 1/I/L: a reference read out over the phone stays unambiguous. */
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const REQUESTS_LIMIT = 200;

const newReference = () =>
  `PR-${Array.from({ length: 6 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('')}`;

const DEFAULT_METHODS = [
  { kind: 'bank_account', label: 'Bank Account', connected: true },
  { kind: 'credit_card', label: 'Credit Card', connected: true },
  { kind: 'digital_wallet', label: 'Digital Wallet', connected: false },
] as const;

const toMethodItem = (method: PaymentMethod): z.infer<typeof paymentMethodItemSchema> => ({
  id: method.id,
  kind: method.kind,
  label: method.label,
  connected: method.connected,
});

export const paymentExtrasRoutes: FastifyPluginAsyncZod<{ appUrl: string }> = async (app, { appUrl }) => {
  const toRequestItem = (request: PaymentRequest): z.infer<typeof paymentRequestSchema> => ({
    id: request.id,
    reference: request.reference,
    payerName: request.payerName,
    payerEmail: request.payerEmail,
    amountMinor: request.amountMinor,
    currency: request.currency,
    dueDate: request.dueDate ? request.dueDate.toISOString() : null,
    status: request.status,
    shareUrl: `${appUrl}/pay/${request.reference}`,
    createdAt: request.createdAt.toISOString(),
  });

  app.post(
    '/api/payment-requests',
    {
      config: { access: 'approved' },
      schema: {
        tags: ['payments'],
        summary: 'Request Payment: a payment request with a short reference and a link to share',
        body: createPaymentRequestBodySchema,
        response: { 201: z.object({ request: paymentRequestSchema }), ...errors },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const body = request.body;
      const amountMinor = parseAmount(body.amount, body.currency);
      for (let attempt = 0; ; attempt++) {
        try {
          const created = await request.em.fork().transactional(async (tx) => {
            const row = tx.create(PaymentRequest, {
              id: randomUUID(),
              organisation: viewer.organisationId,
              createdBy: viewer.userId,
              reference: newReference(),
              payerName: body.payerName,
              payerEmail: body.payerEmail,
              amountMinor,
              currency: body.currency,
              dueDate: body.dueDate ? new Date(`${body.dueDate}T00:00:00.000Z`) : null,
              note: body.note ?? null,
              status: 'open',
            });
            recordAudit(tx, {
              organisationId: viewer.organisationId,
              actorId: viewer.userId,
              action: 'payment_request.created',
              entityType: 'payment_request',
              entityId: row.id,
              changes: { reference: { before: null, after: row.reference } },
            });
            const events = new DomainEvents(tx);
            events.recordActivity({
              organisationId: viewer.organisationId,
              createdById: viewer.userId,
              type: 'transaction',
              title: 'Payment requested',
              description: `${viewer.displayName} requested ${body.amount} ${body.currency} from ${body.payerName} (${row.reference}).`,
              status: 'pending',
              relatedId: row.id,
            });
            return { row };
          });
          return reply.status(201).send({ request: toRequestItem(created.row) });
        } catch (error) {
          // A reference already taken (1 in ~900 million): draw another.
          if (error instanceof UniqueConstraintViolationException && attempt < 4) continue;
          throw error;
        }
      }
    },
  );

  app.get(
    '/api/payment-requests',
    {
      config: { access: 'approved' },
      schema: {
        tags: ['payments'],
        summary: "The organisation's payment requests, newest first",
        response: { 200: z.object({ requests: z.array(paymentRequestSchema) }), ...errors },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const rows = await request.em.find(
        PaymentRequest,
        { organisation: viewer.organisationId },
        { orderBy: { createdAt: 'desc', id: 'desc' }, limit: REQUESTS_LIMIT },
      );
      return { requests: rows.map(toRequestItem) };
    },
  );

  async function ownMethods(em: EntityManager, organisationId: string, userId: string) {
    const methods = await em.find(
      PaymentMethod,
      { organisation: organisationId },
      { orderBy: { createdAt: 'asc', id: 'asc' } },
    );
    if (methods.length > 0) return methods;
    // First read: the sandbox's three methods (Bank Account and Credit Card connected, Digital Wallet not).
    const created = DEFAULT_METHODS.map((method) =>
      em.create(PaymentMethod, {
        id: randomUUID(),
        organisation: organisationId,
        createdBy: userId,
        kind: method.kind,
        label: method.label,
        connected: method.connected,
        details: null,
      }),
    );
    await em.flush();
    return created;
  }

  app.get(
    '/api/payment-methods',
    {
      config: { access: 'approved' },
      schema: {
        tags: ['payments'],
        summary: "The organisation's payment methods (created with the sandbox defaults on first read)",
        response: { 200: paymentMethodsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const methods = await ownMethods(request.em, viewer.organisationId, viewer.userId);
      return { methods: methods.map(toMethodItem) };
    },
  );

  app.post(
    '/api/payment-methods/:methodId/connect',
    {
      config: { access: 'approved' },
      schema: {
        tags: ['payments'],
        summary: 'Connect a payment method (the sandbox connects it at once)',
        params: z.object({ methodId: entityIdSchema }),
        response: { 200: z.object({ method: paymentMethodItemSchema }), ...errors },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { method } = await request.em.fork().transactional(async (tx) => {
        const found = await tx.findOne(PaymentMethod, {
          id: request.params.methodId,
          organisation: viewer.organisationId,
        });
        if (!found) throw notFound('Payment method not found');
        const domainEvents = new DomainEvents(tx);
        if (!found.connected) {
          found.connected = true;
          found.details = { ...(found.details ?? {}), sandbox: true };
          recordAudit(tx, {
            organisationId: viewer.organisationId,
            actorId: viewer.userId,
            action: 'payment_method.connected',
            entityType: 'payment_method',
            entityId: found.id,
            changes: { connected: { before: false, after: true } },
          });
          domainEvents.recordActivity({
            organisationId: viewer.organisationId,
            createdById: viewer.userId,
            type: 'transaction',
            title: 'Payment method connected',
            description: `${viewer.displayName} connected ${found.label} (sandbox).`,
            status: 'completed',
            relatedId: found.id,
          });
        }
        return { method: found };
      });
      return { method: toMethodItem(method) };
    },
  );
};
