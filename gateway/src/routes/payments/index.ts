// Payments on the sandbox rail: quote, send (four-eyes approval where the rules ask), settle through the
// `payments` queue, the paged Recent Transactions with its CSV export, payment requests and methods.
// Approved accounts only (spec section 2: payments are locked for demo, pending and rejected).
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Organisation, Payment, Supplier, type EntityManager } from '@tradehub/db';
import {
  approvePayment,
  assertPayable,
  assertPayeeScreened,
  parseAmountOrRefuse,
  quotePayment,
  createPayment,
  loadPolicyTeam,
  readPolicies,
  rejectPayment,
  readLatestSnapshot,
  type PaymentChange,
} from '@tradehub/db/domain';
import type { RedisClient } from '@tradehub/db/queues';
import {
  createPaymentBodySchema,
  paymentParamsSchema,
  paymentQuoteBodySchema,
  paymentQuoteSchema,
  paymentResponseSchema,
  paymentSettingsSchema,
  paymentsListQuerySchema,
  paymentsPageSchema,
  rejectPaymentBodySchema,
} from '@tradehub/contract';
import type { Viewer } from '../../auth/viewer.js';
import { sendCsv } from '../../csv/csv-export.js';
import { notFound } from '../../errors/app-error.js';
import { PAYMENT_POPULATE, toPaymentItem, type LoadedPayment } from '../../payments/payment-dto.js';
import { loadPaymentsPage, paymentExportRows } from '../../payments/payment-list-query.js';
import { PAYMENT_CSV_COLUMNS } from '../../payments/payment-csv.js';
import { requireViewer } from '../../plugins/auth.js';
import { runCommand } from '../run-command.js';
import { paymentBatchRoutes } from './batches.js';
import { paymentMethodsRoutes } from './payment-methods.js';
import { paymentRequestsRoutes } from './payment-requests.js';
import type { AuthRateLimits } from '../../auth/rate-limits.js';
import { errorResponses } from '../error-responses.js';

const errors = errorResponses(400, 401, 403, 404, 409);

export interface PaymentsRoutesOptions {
  redis: RedisClient;
  redisPrefix: string;
  appUrl: string;
  /** The public routes' limits per address (the share page's `pay-link`). */
  rateLimits: AuthRateLimits;
}

async function findOwnSupplier(em: EntityManager, organisationId: string, supplierId: string) {
  const supplier = await em.findOne(Supplier, { id: supplierId, organisation: organisationId });
  if (!supplier) throw notFound('Supplier not found');
  return supplier;
}

/** The organisation's members with Payment Approval (see toPaymentItem). */
const approverIdsOf = async (em: EntityManager, viewer: Viewer) =>
  (await loadPolicyTeam(em, viewer.organisationId)).approvers;

async function loadPayment(em: EntityManager, viewer: Viewer, paymentId: string): Promise<LoadedPayment> {
  const payment = await em.findOne(
    Payment,
    { id: paymentId, organisation: viewer.organisationId },
    { populate: PAYMENT_POPULATE, refresh: true },
  );
  if (!payment) throw notFound('Payment not found');
  return payment;
}

export const paymentsRoutes: FastifyPluginAsyncZod<PaymentsRoutesOptions> = async (
  app,
  { redis, redisPrefix, appUrl, rateLimits },
) => {
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
      // Payee screening: an open hit, or a screening not landed (queued now when due), answers 409.
      await assertPayeeScreened(request.em, supplier);
      const organisation = await request.em.findOneOrFail(Organisation, viewer.organisationId);
      return quotePayment(request.em, {
        organisation,
        supplier,
        makerId: viewer.userId,
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
      if (earlier)
        return reply
          .status(200)
          .send({ payment: toPaymentItem(earlier, viewer, await approverIdsOf(request.em, viewer)) });

      const supplier = await findOwnSupplier(request.em, viewer.organisationId, body.supplierId);
      assertPayable(supplier);
      // Payee screening at payment time: screened again (in the workers) when it never was or the lists
      // changed since its last screening; 409 until the result lands, or while a match is open.
      await assertPayeeScreened(request.em, supplier);
      const organisation = await request.em.findOneOrFail(Organisation, viewer.organisationId);
      const quote = await quotePayment(request.em, {
        organisation,
        supplier,
        makerId: viewer.userId,
        amount: body.amount,
        currency: body.currency,
        method: body.method,
        snapshot: await readLatestSnapshot(redis, redisPrefix),
        withRecentPayments: false,
      });

      let created: PaymentChange;
      try {
        created = await runCommand(request, (tx, actor) =>
          createPayment(tx, actor, {
            supplier: { id: supplier.id, name: supplier.name },
            quote,
            currency: body.currency,
            method: body.method,
            reference: body.reference || null,
            valueDate: body.valueDate,
            idempotencyKey,
            bills: (body.bills ?? []).map((bill) => ({
              billId: bill.billId,
              amountMinor: parseAmountOrRefuse(bill.amount, body.currency),
            })),
          }),
        );
      } catch (error) {
        // A concurrent submission with the same key won the race: answer with its payment.
        if (error instanceof UniqueConstraintViolationException) {
          const winner = await existing();
          if (winner)
            return reply
              .status(200)
              .send({ payment: toPaymentItem(winner, viewer, await approverIdsOf(request.em, viewer)) });
        }
        throw error;
      }
      const payment = await loadPayment(request.em.fork(), viewer, created.payment.id);
      return reply
        .status(201)
        .send({ payment: toPaymentItem(payment, viewer, await approverIdsOf(request.em, viewer)) });
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
        summary: "The organisation's base currency and payment approval bands",
        response: { 200: paymentSettingsSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const organisation = await request.em.findOneOrFail(Organisation, viewer.organisationId);
      return {
        baseCurrency: organisation.baseCurrency,
        approvalTiers: readPolicies(organisation).approvalTiers,
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
        payment: toPaymentItem(
          await loadPayment(request.em, viewer, request.params.paymentId),
          viewer,
          await approverIdsOf(request.em, viewer),
        ),
      };
    },
  );

  /** The payment as it is now, after a decision (approve or reject) committed. */
  async function paymentNow(request: FastifyRequest, paymentId: string) {
    const viewer = requireViewer(request);
    const payment = await loadPayment(request.em.fork(), viewer, paymentId);
    return { payment: toPaymentItem(payment, viewer, await approverIdsOf(request.em.fork(), viewer)) };
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
    async (request) => {
      const { payment } = await runCommand(request, (tx, actor) =>
        approvePayment(tx, actor, request.params.paymentId),
      );
      return paymentNow(request, payment.id);
    },
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
    async (request) => {
      const { payment } = await runCommand(request, (tx, actor) =>
        rejectPayment(tx, actor, request.params.paymentId, request.body.reason),
      );
      return paymentNow(request, payment.id);
    },
  );

  await app.register(paymentRequestsRoutes, { appUrl, rateLimits });
  await app.register(paymentMethodsRoutes);
  await app.register(paymentBatchRoutes, { redis, redisPrefix });
};
