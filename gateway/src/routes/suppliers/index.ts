// The supplier register: search, add, review (four-eyes) and the detail. Suppliers belong to an
// organisation: another organisation's supplier is 'Supplier not found', never its data.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Supplier, type EntityManager, type FilterQuery } from '@tradehub/db';
import {
  createSupplier,
  queueStaleScreenings,
  rejectSupplier,
  verifySupplier,
  type SupplierActor,
  type SupplierChange,
} from '@tradehub/db/domain';
import {
  apiErrorSchema,
  createSupplierBodySchema,
  rejectSupplierBodySchema,
  supplierParamsSchema,
  supplierResponseSchema,
  suppliersQuerySchema,
  suppliersResponseSchema,
} from '@tradehub/contract';
import { requireViewer } from '../../plugins/auth.js';
import { checkSupplierFacts } from '../../suppliers/bank-details.js';
import { toSupplierListItem } from '../../suppliers/supplier-dto.js';
import { findOwnSupplier, loadSupplierDetail } from '../../suppliers/supplier-queries.js';
import { supplierActorOf } from '../../suppliers/supplier-review.js';
import { supplierDocumentRoutes } from './documents.js';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
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
        response: { 201: supplierResponseSchema, ...errors, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const { name, countryCode, category, address, registrationNumber, contactEmail } = request.body;
      const facts = checkSupplierFacts(request.body);
      const { supplier } = await request.em.fork().transactional((tx) =>
        createSupplier(tx, supplierActorOf(viewer), {
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

  /** Verify or reject: one domain command in one transaction, then the detail as the viewer sees it. */
  async function review(
    request: Parameters<typeof requireViewer>[0],
    command: (tx: EntityManager, actor: SupplierActor) => Promise<SupplierChange>,
  ) {
    const viewer = requireViewer(request);
    const { supplier } = await request.em.transactional((tx) => command(tx, supplierActorOf(viewer)));
    return { supplier: await loadSupplierDetail(request.em, viewer, supplier.id) };
  }

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
      return review(request, (tx, actor) => verifySupplier(tx, actor, supplier.id));
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
    async (request) =>
      review(request, (tx, actor) =>
        rejectSupplier(tx, actor, request.params.supplierId, request.body.reason),
      ),
  );

  await app.register(supplierDocumentRoutes, { dataDir, uploadMaxBytes });
};
