import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ScreeningHit, Supplier, type EntityManager } from '@tradehub/db';
import {
  byScoreThenName,
  dismissScreeningHit,
  requestSupplierScreening,
  toScreeningHitItem,
} from '@tradehub/db/domain';
import { z } from 'zod';
import {
  dismissHitBodySchema,
  screeningHitParamsSchema,
  screeningHitSchema,
  screeningStatusSchema,
  supplierParamsSchema,
} from '@tradehub/contract';
import { notFound } from '../../errors/app-error.js';
import { requireViewer } from '../../plugins/auth.js';
import { errorResponses } from '../error-responses.js';
import { runCommand } from '../run-command.js';

const errors = errorResponses(400, 401, 403, 404);
const hitsResponseSchema = z.object({ hits: z.array(screeningHitSchema) });
const screenResponseSchema = z.object({ screeningStatus: screeningStatusSchema });
const hitResponseSchema = z.object({ hit: screeningHitSchema });

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
        summary:
          'Screen the supplier and its key people against the sanctions lists again: 202, queued for the workers (screeningStatus pending until the result is pushed with supplier:changed)',
        params: supplierParamsSchema,
        response: { 202: screenResponseSchema, ...errors, ...errorResponses(429) },
      },
    },
    async (request, reply) => {
      const { supplier } = await runCommand(request, (tx, actor) =>
        requestSupplierScreening(tx, actor, request.params.supplierId),
      );
      return reply.status(202).send({ screeningStatus: supplier.screeningStatus });
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
      const { supplierId, hitId } = request.params;
      const { hit } = await runCommand(request, (tx, actor) =>
        dismissScreeningHit(tx, actor, supplierId, hitId, request.body.reason),
      );
      return { hit: toScreeningHitItem(hit) };
    },
  );
};
