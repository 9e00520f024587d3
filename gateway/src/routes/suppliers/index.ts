// The supplier register: search, add, review (four-eyes) and the detail. Suppliers belong to an
// organisation: another organisation's supplier is 'Supplier not found', never its data.
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pushSocket, Supplier, type EntityManager, type FilterQuery } from '@tradehub/db';
import { DomainEvents, screenSupplier } from '@tradehub/db/domain';
import {
  apiErrorSchema,
  createSupplierBodySchema,
  rejectSupplierBodySchema,
  rooms,
  supplierParamsSchema,
  supplierResponseSchema,
  suppliersQuerySchema,
  suppliersResponseSchema,
} from '@tradehub/contract';
import { recordAudit } from '../../audit/record-audit.js';
import { AppError } from '../../errors/app-error.js';
import { requireViewer } from '../../plugins/auth.js';
import { checkSupplierFacts } from '../../suppliers/bank-details.js';
import { toSupplierListItem } from '../../suppliers/supplier-dto.js';
import { findOwnSupplier, loadSupplierDetail, refreshRiskScore } from '../../suppliers/supplier-queries.js';
import { hasReviewPermission } from '../../suppliers/supplier-review.js';
import { assertNoOpenScreeningHit } from '../../suppliers/sanctions-block.js';
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
  /** In the transaction (the outbox): 'supplier:changed' to the organisation once it commits. */
  const announce = (tx: EntityManager, organisationId: string, supplierId: string) =>
    pushSocket(tx, {
      aggregate: ['supplier', supplierId],
      rooms: [rooms.organisation(organisationId)],
      event: 'supplier:changed',
      args: [{ supplierId }],
    });

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
        summary: "'Add New': a pending supplier, with its country and bank details checked",
        body: createSupplierBodySchema,
        response: { 201: supplierResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const body = request.body;
      const facts = checkSupplierFacts(body);
      const { supplier } = await request.em.transactional(async (tx) => {
        const created = tx.create(Supplier, {
          id: randomUUID(),
          organisation: viewer.organisationId,
          createdBy: viewer.userId,
          name: body.name,
          location: facts.location,
          countryCode: body.countryCode,
          category: body.category,
          status: 'pending',
          riskScore: 'Medium',
          screeningStatus: 'not_screened',
          address: body.address,
          registrationNumber: body.registrationNumber,
          contactEmail: body.contactEmail,
          bankIban: facts.bankIban,
          bankSwift: facts.bankSwift,
          bankAccountNumber: facts.bankAccountNumber,
          bankDetailsChangedAt: new Date(),
        });
        await refreshRiskScore(tx, created);
        recordAudit(tx, {
          organisationId: viewer.organisationId,
          actorId: viewer.userId,
          action: 'supplier.created',
          entityType: 'supplier',
          entityId: created.id,
          changes: { status: { before: null, after: 'pending' }, name: { before: null, after: body.name } },
        });
        const domainEvents = new DomainEvents(tx);
        domainEvents.recordActivity({
          organisationId: viewer.organisationId,
          createdById: viewer.userId,
          type: 'verification',
          title: 'Supplier added',
          description: `${viewer.displayName} added ${body.name} (${facts.location}); it awaits verification.`,
          status: 'pending',
          relatedId: created.id,
        });
        return { supplier: created };
      });
      // Screened against the sanctions lists at once (a hit raises its own alert), then scored with the result.
      await screenSupplier(request.em.fork(), supplier.id);
      await request.em.fork().transactional(async (tx) => {
        const screened = await tx.findOne(Supplier, supplier.id);
        if (screened && screened.screeningStatus !== 'hit') await refreshRiskScore(tx, screened);
        announce(tx, viewer.organisationId, supplier.id);
      });
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

  async function review(
    request: Parameters<typeof requireViewer>[0],
    supplierId: string,
    decision: 'verified' | 'rejected',
    reason: string | null,
  ) {
    const viewer = requireViewer(request);
    const { supplier } = await request.em.transactional(async (tx) => {
      const found = await findOwnSupplier(tx, viewer.organisationId, supplierId, { lock: true });
      if (!hasReviewPermission(viewer)) {
        throw new AppError(
          403,
          'forbidden',
          "Verifying suppliers needs the 'Supplier Management' or 'Risk Assessment' permission.",
        );
      }
      if (found.createdBy.id === viewer.userId) {
        throw new AppError(
          403,
          'forbidden',
          'You added this supplier: another member must verify it (four-eyes).',
        );
      }
      if (found.status !== 'pending') {
        throw new AppError(
          409,
          'supplier_not_pending',
          `This supplier is already ${found.status}: only a pending supplier can be verified or rejected.`,
        );
      }
      // Rejecting stays possible; verifying waits until every sanctions match has been reviewed.
      if (decision === 'verified') await assertNoOpenScreeningHit(tx, found.id);
      found.status = decision;
      found.verificationDate = decision === 'verified' ? new Date() : null;
      found.rejectionReason = decision === 'rejected' ? reason : null;
      const before = found.riskScore;
      await refreshRiskScore(tx, found);
      recordAudit(tx, {
        organisationId: viewer.organisationId,
        actorId: viewer.userId,
        action: decision === 'verified' ? 'supplier.verified' : 'supplier.rejected',
        entityType: 'supplier',
        entityId: found.id,
        changes: {
          status: { before: 'pending', after: decision },
          ...(reason ? { rejectionReason: { before: null, after: reason } } : {}),
          ...(before !== found.riskScore ? { riskScore: { before, after: found.riskScore } } : {}),
        },
      });
      const domainEvents = new DomainEvents(tx);
      const verified = decision === 'verified';
      domainEvents.recordActivity({
        organisationId: viewer.organisationId,
        createdById: viewer.userId,
        type: 'verification',
        title: verified ? 'Supplier verified' : 'Supplier rejected',
        description: verified
          ? `${viewer.displayName} verified ${found.name}.`
          : `${viewer.displayName} rejected ${found.name}: ${reason}`,
        status: verified ? 'completed' : 'failed',
        relatedId: found.id,
      });
      domainEvents.notify({
        organisationId: viewer.organisationId,
        userId: found.createdBy.id,
        createdById: viewer.userId,
        type: verified ? 'success' : 'alert',
        title: verified ? 'Supplier verified' : 'Supplier rejected',
        message: verified
          ? `${found.name} has been verified by ${viewer.displayName}.`
          : `${found.name} was rejected by ${viewer.displayName}. Reason: ${reason}`,
      });
      announce(tx, viewer.organisationId, found.id);
      return { supplier: found };
    });
    return { supplier: await loadSupplierDetail(request.em, viewer, supplier.id) };
  }

  app.post(
    '/api/suppliers/:supplierId/verify',
    {
      config: { access: 'approved' },
      schema: {
        tags: ['suppliers'],
        summary: 'Verify a pending supplier (needs Supplier Management or Risk Assessment; not its creator)',
        params: supplierParamsSchema,
        response: { 200: supplierResponseSchema, ...errors },
      },
    },
    async (request) => review(request, request.params.supplierId, 'verified', null),
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
    async (request) => review(request, request.params.supplierId, 'rejected', request.body.reason),
  );

  await app.register(supplierDocumentRoutes, { dataDir, uploadMaxBytes, announce });
};
