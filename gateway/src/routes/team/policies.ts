// Team → Policies: the organisation's supplier-verification and payment-approval rules. Every approved
// member reads them (they explain why a payment waits); members with Team Management change them, through
// the domain's updatePolicies, which audits each change with before and after.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { EntityManager } from '@tradehub/db';
import {
  loadOrganisationPolicies,
  supplierVerificationMode,
  TEAM_MANAGEMENT,
  updatePolicies,
} from '@tradehub/db/domain';
import {
  apiErrorSchema,
  policiesResponseSchema,
  updatePoliciesBodySchema,
  type PoliciesResponse,
} from '@tradehub/contract';
import type { Viewer } from '../../auth/viewer.js';
import { requireViewer } from '../../plugins/auth.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema };

async function policiesFor(em: EntityManager, viewer: Viewer): Promise<PoliciesResponse> {
  const { organisation, policies, team } = await loadOrganisationPolicies(em, viewer.organisationId);
  return {
    policies,
    baseCurrency: organisation.baseCurrency,
    effective: {
      supplierVerification: supplierVerificationMode(policies, team),
      verifiers: team.verifiers.length,
      approvers: team.approvers.length,
    },
    canEdit: viewer.profile.permissions.includes(TEAM_MANAGEMENT),
  };
}

export const policiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/team/policies',
    {
      config: { access: 'approved' },
      schema: {
        tags: ['team'],
        summary: "The organisation's policies and what they mean for its team today",
        response: { 200: policiesResponseSchema, ...errors },
      },
    },
    async (request) => policiesFor(request.em, requireViewer(request)),
  );

  app.put(
    '/api/team/policies',
    {
      config: { access: 'approved' },
      schema: {
        tags: ['team'],
        summary: "Change the organisation's policies (Team Management); audited with before and after",
        body: updatePoliciesBodySchema,
        response: { 200: policiesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      await request.em.fork().transactional((tx) =>
        updatePolicies(
          tx,
          {
            userId: viewer.userId,
            organisationId: viewer.organisationId,
            displayName: viewer.displayName,
            permissions: viewer.profile.permissions,
          },
          request.body,
        ),
      );
      return policiesFor(request.em.fork(), viewer);
    },
  );
};
