// Team → Policies: the organisation's supplier-verification and payment-approval rules. Every approved
// member reads them (they explain why a payment waits); members with Team Management change them, through
// the domain's updatePolicies: a change that weakens a control waits for a second Team Manager, who approves
// or rejects it here (its proposer may cancel it). Each step is audited and announced by the domain.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PolicyChange, type EntityManager } from '@tradehub/db';
import {
  approvePolicyChange,
  cancelPolicyChange,
  loadOrganisationPolicies,
  personName,
  POLICY_CHANGE_STALE,
  readPolicies,
  rejectPolicyChange,
  supplierVerificationMode,
  updatePolicies,
} from '@tradehub/db/domain';
import {
  policiesResponseSchema,
  policyChangeParamsSchema,
  rejectPolicyChangeBodySchema,
  updatePoliciesBodySchema,
  updatePoliciesResponseSchema,
  TEAM_MANAGEMENT,
  type PendingPolicyChange,
  type PoliciesResponse,
} from '@tradehub/contract';
import type { Viewer } from '../../auth/viewer.js';
import { AppError } from '../../errors/app-error.js';
import { requireViewer } from '../../plugins/auth.js';
import { runCommand } from '../run-command.js';
import { errorResponses } from '../error-responses.js';

const errors = errorResponses(400, 401, 403, 404, 409);

async function pendingChangeFor(em: EntityManager, viewer: Viewer): Promise<PendingPolicyChange | null> {
  const change = await em.findOne(
    PolicyChange,
    { organisation: viewer.organisationId, status: 'pending' },
    { populate: ['proposedBy'] },
  );
  if (!change) return null;
  const manager = viewer.profile.permissions.includes(TEAM_MANAGEMENT);
  const proposer = change.proposedBy.$;
  const own = proposer.id === viewer.userId;
  return {
    id: change.id,
    proposedBy: { id: proposer.id, name: personName(proposer) },
    proposedAt: change.createdAt.toISOString(),
    policies: readPolicies({ policies: change.proposedPolicies }),
    basePolicies: readPolicies({ policies: change.basePolicies }),
    weakens: change.weakens,
    canApprove: manager && !own,
    canCancel: manager && own,
  };
}

async function policiesFor(em: EntityManager, viewer: Viewer): Promise<PoliciesResponse> {
  const { organisation, policies, team } = await loadOrganisationPolicies(em, viewer.organisationId);
  const canEdit = viewer.profile.permissions.includes(TEAM_MANAGEMENT);
  return {
    policies,
    baseCurrency: organisation.baseCurrency,
    effective: {
      supplierVerification: supplierVerificationMode(policies, team),
      verifiers: team.verifiers.length,
      approvers: team.approvers.length,
    },
    canEdit,
    pendingChange: await pendingChangeFor(em, viewer),
    weakeningNeedsApproval: team.managers.some((id) => id !== viewer.userId),
  };
}

export const policiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/team/policies',
    {
      config: { access: 'approved' },
      schema: {
        tags: ['team'],
        summary:
          "The organisation's policies, what they mean for its team today, and the change waiting for a second Team Manager",
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
        summary:
          "Change the organisation's policies (Team Management): 200 when applied, 202 when it weakens a control and waits for a second Team Manager",
        body: updatePoliciesBodySchema,
        response: { 200: updatePoliciesResponseSchema, 202: updatePoliciesResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await runCommand(request, (tx, actor) => updatePolicies(tx, actor, request.body));
      const answer = await policiesFor(request.em.fork(), requireViewer(request));
      const outcome =
        result.outcome === 'proposed' ? 'proposed' : result.outcome === 'unchanged' ? 'unchanged' : 'applied';
      return reply.status(outcome === 'proposed' ? 202 : 200).send({ ...answer, outcome });
    },
  );

  app.post(
    '/api/team/policies/changes/:changeId/approve',
    {
      config: { access: 'approved' },
      schema: {
        tags: ['team'],
        summary:
          'Approve a pending policy change (Team Management, not its proposer); 409 when the policies changed since it was proposed',
        params: policyChangeParamsSchema,
        response: { 200: policiesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const result = await runCommand(request, (tx, actor) =>
        approvePolicyChange(tx, actor, request.params.changeId),
      );
      const answer = await policiesFor(request.em.fork(), requireViewer(request));
      // The change went stale (and is recorded as such): nothing was applied.
      if (result.outcome === 'stale')
        throw new AppError(
          409,
          POLICY_CHANGE_STALE,
          'The policies changed after this change was proposed, so it can no longer be approved. Its proposer may propose it again.',
        );
      return answer;
    },
  );

  app.post(
    '/api/team/policies/changes/:changeId/reject',
    {
      config: { access: 'approved' },
      schema: {
        tags: ['team'],
        summary:
          'Reject a pending policy change, with an optional reason (Team Management, not its proposer)',
        params: policyChangeParamsSchema,
        body: rejectPolicyChangeBodySchema,
        response: { 200: policiesResponseSchema, ...errors },
      },
    },
    async (request) => {
      await runCommand(request, (tx, actor) =>
        rejectPolicyChange(tx, actor, request.params.changeId, request.body.reason || null),
      );
      return policiesFor(request.em.fork(), requireViewer(request));
    },
  );

  app.post(
    '/api/team/policies/changes/:changeId/cancel',
    {
      config: { access: 'approved' },
      schema: {
        tags: ['team'],
        summary: 'Cancel a pending policy change (its proposer)',
        params: policyChangeParamsSchema,
        response: { 200: policiesResponseSchema, ...errors },
      },
    },
    async (request) => {
      await runCommand(request, (tx, actor) => cancelPolicyChange(tx, actor, request.params.changeId));
      return policiesFor(request.em.fork(), requireViewer(request));
    },
  );
};
