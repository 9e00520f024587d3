// Bills (issue 25): payables with due dates and budget rates, recorded by hand or imported, cancelled, their
// invoice attached. Approved accounts only, like payments; the rules are the domain's (db/src/domain/bills).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Bill, Organisation, type EntityManager } from '@tradehub/db';
import {
  attachBillDocument,
  BILL_NOT_FOUND,
  BILL_POPULATE,
  cancelBill,
  createBill,
  createBillFromPaymentRequest,
  toBillItem,
  readLatestSnapshot,
} from '@tradehub/db/domain';
import type { RedisClient } from '@tradehub/db/queues';
import {
  attachBillDocumentBodySchema,
  BILL_DUE_SOON_DAYS,
  billParamsSchema,
  billResponseSchema,
  billsListQuerySchema,
  billsResponseSchema,
  createBillBodySchema,
  createBillFromPaymentRequestBodySchema,
} from '@tradehub/contract';
import type { Viewer } from '../../auth/viewer.js';
import { notFound } from '../../errors/app-error.js';
import { requireViewer } from '../../plugins/auth.js';
import { runCommand } from '../run-command.js';
import { billImportRoutes } from './import.js';
import { errorResponses } from '../error-responses.js';

const errors = errorResponses(400, 401, 403, 404, 409);
const BILLS_LIMIT = 500;
const DAY_MS = 24 * 60 * 60 * 1000;

/** What a bill's wire shape reads of its organisation: the default tolerance and the base currency. */
async function billContextOf(em: EntityManager, organisationId: string) {
  const organisation = await em.findOneOrFail(Organisation, organisationId, {
    fields: ['marginTolerancePercent', 'baseCurrency'],
  });
  return {
    tolerance: Number(organisation.marginTolerancePercent),
    baseCurrency: organisation.baseCurrency,
  };
}

async function loadBillItem(em: EntityManager, viewer: Viewer, billId: string) {
  const bill = await em.findOne(
    Bill,
    { id: billId, organisation: viewer.organisationId },
    { populate: BILL_POPULATE, refresh: true },
  );
  if (!bill) throw notFound(BILL_NOT_FOUND);
  const { tolerance, baseCurrency } = await billContextOf(em, viewer.organisationId);
  return { bill: toBillItem(bill, tolerance, baseCurrency) };
}

export const billsRoutes: FastifyPluginAsyncZod<{ redis: RedisClient; redisPrefix: string }> = async (
  app,
  { redis, redisPrefix },
) => {
  app.get(
    '/api/bills',
    {
      config: { access: 'approved' },
      schema: {
        tags: ['bills'],
        summary: `The organisation's bills by due date: open, due soon (${BILL_DUE_SOON_DAYS} days), overdue, closed or all`,
        querystring: billsListQuerySchema,
        response: { 200: billsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { view, supplierId, currency } = request.query;
      const today = new Date(new Date().toISOString().slice(0, 10) + 'T00:00:00.000Z');
      const open = { status: { $in: ['open', 'scheduled', 'partly_paid'] as const } };
      const where = {
        organisation: viewer.organisationId,
        ...(supplierId ? { supplier: supplierId } : {}),
        ...(currency ? { currency } : {}),
        ...(view === 'open' ? open : {}),
        ...(view === 'overdue' ? { ...open, dueDate: { $lt: today } } : {}),
        ...(view === 'due_soon'
          ? {
              ...open,
              dueDate: { $gte: today, $lte: new Date(today.getTime() + BILL_DUE_SOON_DAYS * DAY_MS) },
            }
          : {}),
        ...(view === 'closed' ? { status: { $in: ['paid', 'cancelled'] as const } } : {}),
      };
      const bills = await request.em.find(Bill, where, {
        populate: BILL_POPULATE,
        orderBy: { dueDate: view === 'closed' ? 'desc' : 'asc', id: 'asc' },
        limit: BILLS_LIMIT,
      });
      const { tolerance, baseCurrency } = await billContextOf(request.em, viewer.organisationId);
      return { bills: bills.map((bill) => toBillItem(bill, tolerance, baseCurrency)) };
    },
  );

  app.post(
    '/api/bills',
    {
      config: { access: 'approved' },
      schema: {
        tags: ['bills'],
        summary:
          'Record a bill or purchase order (one per supplier and reference: a second is a 409 duplicate_bill)',
        body: createBillBodySchema,
        response: { 201: billResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const snapshot = await readLatestSnapshot(redis, redisPrefix);
      const { bill } = await runCommand(request, (tx, actor) =>
        createBill(tx, actor, { ...request.body, note: request.body.note ?? null }, snapshot?.rates),
      );
      return reply.status(201).send(await loadBillItem(request.em.fork(), viewer, bill.id));
    },
  );

  app.post(
    '/api/bills/from-payment-request',
    {
      config: { access: 'approved' },
      schema: {
        tags: ['bills'],
        summary:
          "Record another organisation's open payment request (its share link's reference) as a bill to one of your suppliers",
        body: createBillFromPaymentRequestBodySchema,
        response: { 201: billResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const snapshot = await readLatestSnapshot(redis, redisPrefix);
      const { bill } = await runCommand(request, (tx, actor) =>
        createBillFromPaymentRequest(tx, actor, request.body, snapshot?.rates),
      );
      return reply.status(201).send(await loadBillItem(request.em.fork(), viewer, bill.id));
    },
  );

  app.get(
    '/api/bills/:billId',
    {
      config: { access: 'approved' },
      schema: {
        tags: ['bills'],
        summary: 'One bill',
        params: billParamsSchema,
        response: { 200: billResponseSchema, ...errors },
      },
    },
    async (request) => loadBillItem(request.em, requireViewer(request), request.params.billId),
  );

  app.post(
    '/api/bills/:billId/cancel',
    {
      config: { access: 'approved' },
      schema: {
        tags: ['bills'],
        summary: "Cancel a bill nothing is paid or scheduled on (its creator, or 'Payment Approval')",
        params: billParamsSchema,
        response: { 200: billResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { bill } = await runCommand(request, (tx, actor) => cancelBill(tx, actor, request.params.billId));
      return loadBillItem(request.em.fork(), requireViewer(request), bill.id);
    },
  );

  app.put(
    '/api/bills/:billId/document',
    {
      config: { access: 'approved' },
      schema: {
        tags: ['bills'],
        summary: "Attach one of the supplier's documents (the invoice PDF) to the bill, or detach it (null)",
        params: billParamsSchema,
        body: attachBillDocumentBodySchema,
        response: { 200: billResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { bill } = await runCommand(request, (tx, actor) =>
        attachBillDocument(tx, actor, request.params.billId, request.body.documentId),
      );
      return loadBillItem(request.em.fork(), requireViewer(request), bill.id);
    },
  );

  await app.register(billImportRoutes, { redis, redisPrefix });
};
