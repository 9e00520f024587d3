// Organisations as administrators see them, with the premium switch (unlimited AI assistant questions).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Membership, Organisation } from '@tradehub/db';
import { changeOrganisationPlan } from '@tradehub/db/domain';
import {
  adminOrganisationResponseSchema,
  adminOrganisationsResponseSchema,
  organisationIdParamsSchema,
  updateOrganisationPlanBodySchema,
  type AdminOrganisation,
} from '@tradehub/contract';
import { errorResponses } from '../error-responses.js';
import { runCommand } from '../run-command.js';

const errors = errorResponses(400, 401, 403, 404);
/** The newest organisations; enough for the review screen of a young product. */
const LIST_LIMIT = 200;

const toAdminOrganisation = (organisation: Organisation, memberCount: number): AdminOrganisation => ({
  id: organisation.id,
  name: organisation.name,
  memberCount,
  aiPremium: organisation.aiPremium,
  createdAt: organisation.createdAt.toISOString(),
});

export const adminOrganisationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/organisations',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: `The ${LIST_LIMIT} newest organisations with their member count and plan`,
        response: { 200: adminOrganisationsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const organisations = await request.em.find(
        Organisation,
        {},
        { orderBy: { createdAt: 'desc', id: 'asc' }, limit: LIST_LIMIT },
      );
      const ids = organisations.map((organisation) => organisation.id);
      const counts =
        ids.length === 0
          ? []
          : await request.em.getConnection().execute<{ organisation: string; members: string }[]>(
              `select organisation_id as organisation, count(*) as members from membership
                  where organisation_id in (${ids.map(() => '?').join(', ')}) group by organisation_id`,
              ids,
            );
      const memberCount = new Map(counts.map((row) => [row.organisation, Number(row.members)]));
      return {
        organisations: organisations.map((organisation) =>
          toAdminOrganisation(organisation, memberCount.get(organisation.id) ?? 0),
        ),
      };
    },
  );

  app.patch(
    '/api/admin/organisations/:organisationId',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: "Change an organisation's plan: premium means unlimited AI assistant questions",
        params: organisationIdParamsSchema,
        body: updateOrganisationPlanBodySchema,
        response: { 200: adminOrganisationResponseSchema, ...errors },
      },
    },
    async (request) => {
      const organisation = await runCommand(request, (tx, actor) =>
        changeOrganisationPlan(tx, actor.userId, request.params.organisationId, request.body),
      );
      const members = await request.em.fork().count(Membership, { organisation: organisation.id });
      return { organisation: toAdminOrganisation(organisation, members) };
    },
  );
};
