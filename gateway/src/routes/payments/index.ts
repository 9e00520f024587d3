// Payments on the sandbox rail: quote, send (four-eyes approval where the rules ask), settle through the
// `payments` queue, the paged Recent Transactions with its CSV export, payment requests and methods.
// Approved accounts only (spec section 2: payments are locked for demo, pending and rejected).
import { randomUUID } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LockMode,
  Membership,
  Organisation,
  Payment,
  Supplier,
  UserProfile,
  type EntityManager,
  enqueueJob,
  pushSocket,
} from '@tradehub/db';
import { DomainEvents } from '@tradehub/db/domain';
import type { Redis } from 'ioredis';
import {
  apiErrorSchema,
  createPaymentBodySchema,
  minorToDecimalString,
  paymentParamsSchema,
  paymentQuoteBodySchema,
  paymentQuoteSchema,
  paymentResponseSchema,
  paymentSettingsSchema,
  paymentsListQuerySchema,
  paymentsPageSchema,
  rejectPaymentBodySchema,
  rooms,
} from '@tradehub/contract';
import { recordAudit } from '../../audit/record-audit.js';
import type { Viewer } from '../../auth/viewer.js';
import { sendCsv } from '../../csv/csv-export.js';
import { AppError, notFound } from '../../errors/app-error.js';
import {
  PAYMENT_APPROVAL,
  PAYMENT_POPULATE,
  toPaymentItem,
  type LoadedPayment,
} from '../../payments/payment-dto.js';
import { loadPaymentsPage, paymentExportRows } from '../../payments/payment-list-query.js';
import { PAYMENT_CSV_COLUMNS } from '../../payments/payment-csv.js';
import { assertPayable, quotePayment } from '../../payments/quote.js';
import { requireViewer } from '../../plugins/auth.js';
import { assertNoOpenScreeningHit } from '../../suppliers/sanctions-block.js';
import { readLatestSnapshot } from '../fx/latest-snapshot.js';
import { paymentExtrasRoutes } from './extras.js';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

export interface PaymentsRoutesOptions {
  redis: Redis;
  redisPrefix: string;
  appUrl: string;
}

type PaymentEvent = Payment['events'][number];
const timelineEntry = (event: string, by: string | null, note: string | null = null): PaymentEvent => ({
  at: new Date().toISOString(),
  event,
  by,
  note,
});

async function findOwnSupplier(em: EntityManager, organisationId: string, supplierId: string) {
  const supplier = await em.findOne(Supplier, { id: supplierId, organisation: organisationId });
  if (!supplier) throw notFound('Supplier not found');
  return supplier;
}

async function loadPayment(em: EntityManager, viewer: Viewer, paymentId: string): Promise<LoadedPayment> {
  const payment = await em.findOne(
    Payment,
    { id: paymentId, organisation: viewer.organisationId },
    { populate: PAYMENT_POPULATE, refresh: true },
  );
  if (!payment) throw notFound('Payment not found');
  return payment;
}

const amountText = (payment: Payment) =>
  `${minorToDecimalString(payment.amountMinor, payment.currency)} ${payment.currency}`;

export const paymentsRoutes: FastifyPluginAsyncZod<PaymentsRoutesOptions> = async (
  app,
  { redis, redisPrefix, appUrl },
) => {
  /** In the transaction (the outbox): `payment:changed` to the organisation once it commits. */
  const announce = (tx: EntityManager, payment: Payment) =>
    pushSocket(tx, {
      aggregate: ['payment', payment.id],
      rooms: [rooms.organisation(payment.organisation.id)],
      event: 'payment:changed',
      args: [{ paymentId: payment.id, status: payment.status, approvalStatus: payment.approvalStatus }],
    });
  /**
   * In the transaction (the outbox): the settlement job, queued by the relay once the approval commits,
   * even if Redis is away at that moment. One per payment: only one transaction approves it.
   */
  const enqueueSettlement = (tx: EntityManager, paymentId: string) =>
    enqueueJob(tx, {
      aggregate: ['payment', paymentId],
      queue: 'payments',
      name: 'settle-payment',
      data: { paymentId },
    });

  app.post(
    '/api/payments/quote',
    {
      config: { access: 'approved' },
      schema: {
        tags: ['payments'],
        summary: 'What sending would cost: FX rate, base amount, fee and whether approval is needed',
        body: paymentQuoteBodySchema,
        response: { 200: paymentQuoteSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const supplier = await findOwnSupplier(request.em, viewer.organisationId, request.body.supplierId);
      assertPayable(supplier);
      await assertNoOpenScreeningHit(request.em, supplier.id);
      const organisation = await request.em.findOneOrFail(Organisation, viewer.organisationId);
      return quotePayment(request.em, {
        organisation,
        supplier,
        amount: request.body.amount,
        currency: request.body.currency,
        method: request.body.method,
        snapshot: await readLatestSnapshot(redis, redisPrefix),
      });
    },
  );

  app.post(
    '/api/payments',
    {
      config: { access: 'approved' },
      schema: {
        tags: ['payments'],
        summary:
          'Send Payment: 201 with the new payment; the same idempotency key again answers 200 with the same one',
        body: createPaymentBodySchema,
        response: { 200: paymentResponseSchema, 201: paymentResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const body = request.body;
      // Scoped to the organisation, so one organisation's keys never meet another's.
      const idempotencyKey = `${viewer.organisationId}:${body.idempotencyKey}`;
      const existing = async () => {
        const em = request.em.fork();
        const found = await em.findOne(Payment, { idempotencyKey, organisation: viewer.organisationId });
        return found ? loadPayment(em, viewer, found.id) : null;
      };
      const earlier = await existing();
      if (earlier) return reply.status(200).send({ payment: toPaymentItem(earlier, viewer) });

      const supplier = await findOwnSupplier(request.em, viewer.organisationId, body.supplierId);
      assertPayable(supplier);
      await assertNoOpenScreeningHit(request.em, supplier.id);
      const organisation = await request.em.findOneOrFail(Organisation, viewer.organisationId);
      const quote = await quotePayment(request.em, {
        organisation,
        supplier,
        amount: body.amount,
        currency: body.currency,
        method: body.method,
        snapshot: await readLatestSnapshot(redis, redisPrefix),
      });

      let created: { payment: Payment };
      try {
        created = await request.em.fork().transactional(async (tx) => {
          const awaiting = quote.approvalRequired;
          const events: PaymentEvent[] = [
            timelineEntry('created', viewer.displayName, `${quote.amountMinor} minor units, ${body.method}`),
          ];
          if (awaiting)
            events.push(
              timelineEntry('approval_requested', viewer.displayName, quote.approvalReasons.join(', ')),
            );
          const payment = tx.create(Payment, {
            id: randomUUID(),
            organisation: viewer.organisationId,
            createdBy: viewer.userId,
            supplier: supplier.id,
            amountMinor: quote.amountMinor,
            currency: body.currency,
            status: 'pending',
            type: 'payment',
            method: body.method,
            reference: body.reference || null,
            date: new Date(`${body.valueDate}T00:00:00.000Z`),
            approvalStatus: awaiting ? 'awaiting' : 'not_required',
            approvalReasons: [...quote.approvalReasons],
            feeMinor: quote.feeMinor,
            fxRate: quote.fxRate,
            baseAmountMinor: quote.baseAmountMinor,
            idempotencyKey,
            events,
          });
          recordAudit(tx, {
            organisationId: viewer.organisationId,
            actorId: viewer.userId,
            action: 'payment.created',
            entityType: 'payment',
            entityId: payment.id,
            changes: {
              status: { before: null, after: 'pending' },
              approvalStatus: { before: null, after: payment.approvalStatus },
              amountMinor: { before: null, after: payment.amountMinor },
              currency: { before: null, after: payment.currency },
            },
          });
          const domainEvents = new DomainEvents(tx);
          const amount = amountText(payment);
          domainEvents.recordActivity({
            organisationId: viewer.organisationId,
            createdById: viewer.userId,
            type: 'transaction',
            title: awaiting ? 'Payment awaiting approval' : 'Payment created',
            description: awaiting
              ? `${viewer.displayName} created a payment of ${amount} to ${supplier.name}; it needs approval (${quote.approvalReasons.join(', ')}).`
              : `${viewer.displayName} sent ${amount} to ${supplier.name}.`,
            status: 'pending',
            relatedId: payment.id,
          });
          if (awaiting) {
            const approvers = await tx.find(Membership, { organisation: viewer.organisationId });
            for (const member of approvers) {
              if (member.user.id === viewer.userId || !member.permissions.includes(PAYMENT_APPROVAL))
                continue;
              domainEvents.notify({
                organisationId: viewer.organisationId,
                userId: member.user.id,
                createdById: viewer.userId,
                type: 'info',
                title: 'Payment awaiting approval',
                message: `${viewer.displayName} asks you to approve ${amount} to ${supplier.name}.`,
              });
            }
          }
          announce(tx, payment);
          if (!awaiting) enqueueSettlement(tx, payment.id);
          return { payment };
        });
      } catch (error) {
        // A concurrent submission with the same key won the race: answer with its payment.
        if (error instanceof UniqueConstraintViolationException) {
          const winner = await existing();
          if (winner) return reply.status(200).send({ payment: toPaymentItem(winner, viewer) });
        }
        throw error;
      }
      const payment = await loadPayment(request.em.fork(), viewer, created.payment.id);
      return reply.status(201).send({ payment: toPaymentItem(payment, viewer) });
    },
  );

  app.get(
    '/api/payments',
    {
      config: { access: 'approved' },
      schema: {
        tags: ['payments'],
        summary: "Recent Transactions: the organisation's payments, newest first, filtered and paged",
        querystring: paymentsListQuerySchema,
        response: { 200: paymentsPageSchema, ...errors },
      },
    },
    async (request) => {
      // One statement (page and total), rows mapped straight to the contract: no entities to hydrate.
      // The same filters (listConditions) as the CSV export.
      return loadPaymentsPage(request.em, requireViewer(request), request.query);
    },
  );

  app.get(
    '/api/payments/export.csv',
    {
      config: { access: 'approved' },
      schema: {
        tags: ['payments'],
        summary: 'Recent Transactions as CSV, with the same filters as the list',
        querystring: paymentsListQuerySchema.omit({ page: true, pageSize: true }),
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      return sendCsv(
        reply,
        'payments.csv',
        PAYMENT_CSV_COLUMNS,
        paymentExportRows(request.em, viewer.organisationId, request.query),
      );
    },
  );

  app.get(
    '/api/payments/settings',
    {
      config: { access: 'approved' },
      schema: {
        tags: ['payments'],
        summary: "The organisation's base currency and approval threshold",
        response: { 200: paymentSettingsSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const organisation = await request.em.findOneOrFail(Organisation, viewer.organisationId);
      return {
        baseCurrency: organisation.baseCurrency,
        approvalThresholdMinor: organisation.paymentApprovalThresholdMinor,
      };
    },
  );

  app.get(
    '/api/payments/:paymentId',
    {
      config: { access: 'approved' },
      schema: {
        tags: ['payments'],
        summary: 'One payment with its full timeline (View Details)',
        params: paymentParamsSchema,
        response: { 200: paymentResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      return {
        payment: toPaymentItem(await loadPayment(request.em, viewer, request.params.paymentId), viewer),
      };
    },
  );

  async function decide(
    viewer: Viewer,
    em: EntityManager,
    paymentId: string,
    decision: 'approved' | 'rejected',
    reason: string | null,
  ) {
    const { payment } = await em.fork().transactional(async (tx) => {
      const found = await tx.findOne(
        Payment,
        { id: paymentId, organisation: viewer.organisationId },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!found) throw notFound('Payment not found');
      const supplierName = (await tx.findOneOrFail(Supplier, found.supplier.id)).name;
      if (!viewer.profile.permissions.includes(PAYMENT_APPROVAL))
        throw new AppError(403, 'forbidden', "Approving payments needs the 'Payment Approval' permission.");
      if (found.createdBy.id === viewer.userId)
        throw new AppError(403, 'forbidden', 'You created this payment: another member must approve it.');
      if (found.approvalStatus !== 'awaiting')
        throw new AppError(
          409,
          'payment_not_awaiting_approval',
          `This payment is not awaiting approval (it is ${found.approvalStatus.replace('_', ' ')}).`,
        );
      // Rejecting stays possible; approving waits until the supplier's sanctions matches are reviewed.
      if (decision === 'approved') await assertNoOpenScreeningHit(tx, found.supplier.id);
      const approved = decision === 'approved';
      found.approvalStatus = decision;
      found.approvedBy = tx.getReference(UserProfile, viewer.userId, { wrapped: true });
      found.approvedAt = new Date();
      if (!approved) {
        found.status = 'failed';
        found.failureReason = `Rejected by ${viewer.displayName}: ${reason}`;
      }
      found.events = [...found.events, timelineEntry(decision, viewer.displayName, reason)];
      recordAudit(tx, {
        organisationId: viewer.organisationId,
        actorId: viewer.userId,
        action: approved ? 'payment.approved' : 'payment.rejected',
        entityType: 'payment',
        entityId: found.id,
        changes: {
          approvalStatus: { before: 'awaiting', after: decision },
          ...(approved
            ? {}
            : { status: { before: 'pending', after: 'failed' }, reason: { before: null, after: reason } }),
        },
      });
      const domainEvents = new DomainEvents(tx);
      const amount = amountText(found);
      domainEvents.recordActivity({
        organisationId: viewer.organisationId,
        createdById: viewer.userId,
        type: 'transaction',
        title: approved ? 'Payment approved' : 'Payment rejected',
        description: approved
          ? `${viewer.displayName} approved ${amount} to ${supplierName}.`
          : `${viewer.displayName} rejected ${amount} to ${supplierName}: ${reason}`,
        status: approved ? 'pending' : 'failed',
        relatedId: found.id,
      });
      domainEvents.notify({
        organisationId: viewer.organisationId,
        userId: found.createdBy.id,
        createdById: viewer.userId,
        type: approved ? 'success' : 'alert',
        title: approved ? 'Payment approved' : 'Payment rejected',
        message: approved
          ? `${viewer.displayName} approved your payment of ${amount} to ${supplierName}.`
          : `${viewer.displayName} rejected your payment of ${amount} to ${supplierName}: ${reason}`,
      });
      announce(tx, found);
      if (approved) enqueueSettlement(tx, found.id);
      return { payment: found };
    });
    return { payment: toPaymentItem(await loadPayment(em.fork(), viewer, payment.id), viewer) };
  }

  app.post(
    '/api/payments/:paymentId/approve',
    {
      config: { access: 'approved' },
      schema: {
        tags: ['payments'],
        summary:
          "Approve a payment awaiting approval ('Payment Approval', not its creator); it is then submitted",
        params: paymentParamsSchema,
        response: { 200: paymentResponseSchema, ...errors },
      },
    },
    async (request) => decide(requireViewer(request), request.em, request.params.paymentId, 'approved', null),
  );

  app.post(
    '/api/payments/:paymentId/reject',
    {
      config: { access: 'approved' },
      schema: {
        tags: ['payments'],
        summary: 'Reject a payment awaiting approval, with the reason',
        params: paymentParamsSchema,
        body: rejectPaymentBodySchema,
        response: { 200: paymentResponseSchema, ...errors },
      },
    },
    async (request) =>
      decide(requireViewer(request), request.em, request.params.paymentId, 'rejected', request.body.reason),
  );

  await app.register(paymentExtrasRoutes, { appUrl });
};
