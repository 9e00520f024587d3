// The supplier register: search, add, review (four-eyes) and the detail. Suppliers belong to an
// organisation: another organisation's supplier is 'Supplier not found', never its data.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Supplier, type FilterQuery } from '@tradehub/db';
import {
  createSupplier,
  queueStaleScreenings,
  rejectSupplier,
  toSupplierListItem,
  verifySupplier,
} from '@tradehub/db/domain';
import {
  createSupplierBodySchema,
  rejectSupplierBodySchema,
  supplierParamsSchema,
  supplierResponseSchema,
  suppliersQuerySchema,
  suppliersResponseSchema,
} from '@tradehub/contract';
import { requireViewer } from '../../plugins/auth.js';
import { checkSupplierFacts } from '../../suppliers/bank-details.js';
import { findOwnSupplier, loadSupplierDetail } from '../../suppliers/supplier-queries.js';
import { supplierDocumentRoutes } from './documents.js';
import { errorResponses } from '../error-responses.js';
import { runCommand } from '../run-command.js';
import { type FastifyRequest } from 'fastify';

const errors = errorResponses(400, 401, 403, 404, 409);
const LIST_LIMIT = 500;

/** `q` as a literal ILIKE pattern: its own %, _ and \ match themselves. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export interface SuppliersRoutesOptions {
  /** DATA_DIR: documents are stored under DATA_DIR/documents. */
  dataDir: string;
  uploadMaxBytes: number;
}

export const suppliersRoutes: FastifyPluginAsyncZod<SuppliersRoutesOptions> = async (
  app,
  { dataDir, uploadMaxBytes },
) => {
  app.get(
    '/api/suppliers',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['suppliers'],
        summary: "The organisation's suppliers, newest first: search by name, country or category; filters",
        querystring: suppliersQuerySchema,
        response: { 200: suppliersResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { organisationId } = requireViewer(request);
      const { q, status, risk } = request.query;
      const where: FilterQuery<Supplier> = { organisation: organisationId };
      if (status) where.status = status;
      if (risk) where.riskScore = risk;
      if (q) {
        const pattern = containsPattern(q);
        where.$or = [
          { name: { $ilike: pattern } },
          { location: { $ilike: pattern } },
          { countryCode: { $ilike: pattern } },
          { category: { $ilike: pattern } },
        ];
      }
      const suppliers = await request.em.find(Supplier, where, {
        orderBy: { createdAt: 'desc', id: 'desc' },
        limit: LIST_LIMIT,
      });
      return { suppliers: suppliers.map(toSupplierListItem) };
    },
  );

  app.post(
    '/api/suppliers',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['suppliers'],
        summary:
          "'Add New': a pending supplier, with its country and bank details checked; its sanctions screening is queued (screeningStatus pending until the workers' result is pushed)",
        body: createSupplierBodySchema,
        response: { 201: supplierResponseSchema, ...errors, ...errorResponses(429) },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const { name, countryCode, category, address, registrationNumber, contactEmail } = request.body;
      const facts = checkSupplierFacts(request.body);
      const { supplier } = await runCommand(request, (tx, actor) =>
        createSupplier(tx, actor, {
          name,
          countryCode,
          category,
          address,
          registrationNumber,
          contactEmail,
          ...facts,
        }),
      );
      return reply
        .status(201)
        .send({ supplier: await loadSupplierDetail(request.em.fork(), viewer, supplier.id) });
    },
  );

  app.get(
    '/api/suppliers/:supplierId',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['suppliers'],
        summary: 'One supplier of the organisation, with people, financials, documents and risk inputs',
        params: supplierParamsSchema,
        response: { 200: supplierResponseSchema, ...errors },
      },
    },
    async (request) => ({
      supplier: await loadSupplierDetail(request.em, requireViewer(request), request.params.supplierId),
    }),
  );

  /** The supplier as the viewer sees it after a review (verify or reject) committed. */
  const reviewed = async (request: FastifyRequest, supplierId: string) => ({
    supplier: await loadSupplierDetail(request.em.fork(), requireViewer(request), supplierId),
  });

  app.post(
    '/api/suppliers/:supplierId/verify',
    {
      config: { access: 'approved' },
      schema: {
        tags: ['suppliers'],
        summary:
          'Verify a pending supplier (needs Supplier Management or Risk Assessment; not its creator; once screened)',
        params: supplierParamsSchema,
        response: { 200: supplierResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      // Verified on a current screening: one never run, or older than the lists, is queued first (409 until
      // its result lands: the domain's verifySupplier refuses a supplier whose screening is pending).
      // (Read in a fork: the review below must read the row as the queueing left it.)
      const em = request.em.fork();
      const supplier = await findOwnSupplier(em, viewer.organisationId, request.params.supplierId);
      await queueStaleScreenings(em, [supplier]);
      await runCommand(request, (tx, actor) => verifySupplier(tx, actor, supplier.id));
      return reviewed(request, supplier.id);
    },
  );

  app.post(
    '/api/suppliers/:supplierId/reject',
    {
      config: { access: 'approved' },
      schema: {
        tags: ['suppliers'],
        summary: 'Reject a pending supplier with a reason (same rules as verify)',
        params: supplierParamsSchema,
        body: rejectSupplierBodySchema,
        response: { 200: supplierResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { supplier } = await runCommand(request, (tx, actor) =>
        rejectSupplier(tx, actor, request.params.supplierId, request.body.reason),
      );
      return reviewed(request, supplier.id);
    },
  );

  await app.register(supplierDocumentRoutes, { dataDir, uploadMaxBytes });
};
