import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pushSocket, ScreeningHit, Supplier, type EntityManager } from '@tradehub/db';
import {
  byScoreThenName,
  recomputeScreeningStatus,
  screenSupplier,
  toScreeningHitItem,
} from '@tradehub/db/domain';
import { z } from 'zod';
import { recordAudit } from '../../audit/record-audit.js';
import {
  apiErrorSchema,
  AUTH_ERROR_CODES,
  dismissHitBodySchema,
  rooms,
  screeningHitParamsSchema,
  screeningHitSchema,
  screeningStatusSchema,
  supplierParamsSchema,
} from '@tradehub/contract';
import { AppError, notFound } from '../../errors/app-error.js';
import { requireViewer } from '../../plugins/auth.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const hitsResponseSchema = z.object({ hits: z.array(screeningHitSchema) });
const screenResponseSchema = hitsResponseSchema.extend({ screeningStatus: screeningStatusSchema });
const hitResponseSchema = z.object({ hit: screeningHitSchema });

/** Who may dismiss a possible match as a false positive. */
const REVIEW_PERMISSIONS = ['Supplier Management', 'Risk Assessment'];

/** Another organisation's supplier is answered exactly like a missing one. */
async function ownSupplier(em: EntityManager, organisationId: string, supplierId: string) {
  const supplier = await em.findOne(Supplier, { id: supplierId, organisation: organisationId });
  if (!supplier) throw notFound('No supplier with this id.');
  return supplier;
}

export const screeningRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/suppliers/:supplierId/screen',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['suppliers'],
        summary: 'Screen the supplier and its key people against the sanctions lists now',
        params: supplierParamsSchema,
        response: { 200: screenResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const supplier = await ownSupplier(request.em, viewer.organisationId, request.params.supplierId);
      const result = await screenSupplier(request.em.fork(), supplier.id);
      if (result.status === 'skipped') throw notFound('No supplier with this id.');
      return { hits: result.hits, screeningStatus: result.screeningStatus };
    },
  );

  app.get(
    '/api/suppliers/:supplierId/screening-hits',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['suppliers'],
        summary: "The supplier's possible sanctions matches, best first",
        params: supplierParamsSchema,
        response: { 200: hitsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const supplier = await ownSupplier(request.em, viewer.organisationId, request.params.supplierId);
      const hits = await request.em.find(ScreeningHit, { supplier: supplier.id }, { populate: ['entry'] });
      return { hits: hits.map(toScreeningHitItem).sort(byScoreThenName) };
    },
  );

  app.post(
    '/api/suppliers/:supplierId/screening-hits/:hitId/dismiss',
    {
      config: { access: 'approved' },
      schema: {
        tags: ['suppliers'],
        summary: 'Dismiss a possible match as a false positive, with the reason (kept across re-screening)',
        params: screeningHitParamsSchema,
        body: dismissHitBodySchema,
        response: { 200: hitResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { supplierId, hitId } = request.params;
      const supplier = await ownSupplier(request.em, viewer.organisationId, supplierId);
      if (!viewer.profile.permissions.some((permission) => REVIEW_PERMISSIONS.includes(permission))) {
        throw new AppError(
          403,
          AUTH_ERROR_CODES.forbidden,
          'Dismissing a screening hit needs the Supplier Management or Risk Assessment permission.',
        );
      }
      // Four-eyes, as for verifying: whoever added the supplier cannot clear its sanctions matches.
      if (supplier.createdBy.id === viewer.userId) {
        throw new AppError(
          403,
          AUTH_ERROR_CODES.forbidden,
          'You added this supplier: another member must review and dismiss its screening hits (four-eyes).',
        );
      }
      const hit = await request.em.findOne(
        ScreeningHit,
        { id: hitId, supplier: supplier.id },
        { populate: ['entry'] },
      );
      if (!hit) throw notFound('No screening hit with this id.');
      if (hit.status === 'dismissed') return { hit: toScreeningHitItem(hit) };

      const before = supplier.screeningStatus;
      request.em.assign(hit, {
        status: 'dismissed',
        dismissedReason: request.body.reason,
        dismissedBy: viewer.userId,
        dismissedAt: new Date(),
      });
      // The hit is in this identity map already, so the recount sees it dismissed; one flush writes both.
      const after = await recomputeScreeningStatus(request.em, supplier);
      const entry = hit.entry.getEntity();
      recordAudit(request.em, {
        organisationId: viewer.organisationId,
        actorId: viewer.userId,
        action: 'screening_hit.dismissed',
        entityType: 'supplier',
        entityId: supplier.id,
        changes: {
          screeningStatus: { before, after },
          screeningHit: {
            before: 'open',
            after: `dismissed: ${hit.subjectName} ~ ${entry.name} (${entry.list} ${entry.externalId}): ${request.body.reason}`,
          },
          hitStatus: { before: 'open', after: 'dismissed' },
          dismissedReason: { before: null, after: request.body.reason },
        },
      });
      pushSocket(request.em, {
        aggregate: ['supplier', supplierId],
        rooms: [rooms.organisation(viewer.organisationId)],
        event: 'supplier:changed',
        args: [{ supplierId }],
      });
      await request.em.flush();
      return { hit: toScreeningHitItem(hit) };
    },
  );
};
