// Review of businesses (the spec does not say who approves accounts; administrators do, and review is of an
// organisation). The rules are the domain's (db/src/domain/accounts reviewOrganisation); these routes list,
// call it, and then change the members' standing on every gateway at once.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Membership, Organisation, UserProfile, type EntityManager } from '@tradehub/db';
import { reviewOrganisation, type ReviewDecision } from '@tradehub/db/domain';
import {
  rejectOrganisationBodySchema,
  reviewOrganisationResponseSchema,
  reviewOrganisationsQuerySchema,
  reviewOrganisationsResponseSchema,
  reviewParamsSchema,
  type ReviewOrganisation,
} from '@tradehub/contract';
import { errorResponses } from '../error-responses.js';
import { runCommand } from '../run-command.js';

const errors = errorResponses(400, 401, 403, 404, 409);
/** The oldest awaiting review first; enough for the review screen of a young product. */
const LIST_LIMIT = 500;

async function toReviewOrganisations(
  em: EntityManager,
  organisations: Organisation[],
): Promise<ReviewOrganisation[]> {
  const ids = organisations.map((organisation) => organisation.id);
  const ownerIds = organisations.flatMap((organisation) =>
    organisation.owner ? [organisation.owner.id] : [],
  );
  const owners = ownerIds.length > 0 ? await em.find(UserProfile, { id: { $in: ownerIds } }) : [];
  const ownerById = new Map(owners.map((owner) => [owner.id, owner]));
  const seats =
    ids.length > 0
      ? await em.find(Membership, { organisation: { $in: ids } }, { fields: ['organisation'] })
      : [];
  const members = new Map<string, number>();
  for (const seat of seats) members.set(seat.organisation.id, (members.get(seat.organisation.id) ?? 0) + 1);
  return organisations.map((organisation) => {
    const owner = organisation.owner ? ownerById.get(organisation.owner.id) : undefined;
    return {
      id: organisation.id,
      email: owner?.email ?? '',
      businessName: organisation.name,
      status: organisation.status,
      emailVerified: owner?.emailVerified ?? false,
      rejectionReason: organisation.rejectionReason ?? null,
      memberCount: members.get(organisation.id) ?? 0,
      createdAt: organisation.createdAt.toISOString(),
    };
  });
}

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/reviews',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Businesses awaiting review (pending) or refused (rejected), oldest first',
        querystring: reviewOrganisationsQuerySchema,
        response: { 200: reviewOrganisationsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const statuses = request.query.status ? [request.query.status] : (['pending', 'rejected'] as const);
      const organisations = await request.em.find(
        Organisation,
        { status: { $in: [...statuses] } },
        { orderBy: { createdAt: 'asc', id: 'asc' }, limit: LIST_LIMIT },
      );
      return { organisations: await toReviewOrganisations(request.em, organisations) };
    },
  );

  async function decide(
    request: FastifyRequest,
    organisationId: string,
    decision: ReviewDecision,
    reason: string | null,
  ) {
    const { organisation, memberIds } = await runCommand(request, (tx, actor) =>
      reviewOrganisation(tx, actor.userId, organisationId, decision, reason),
    );
    // After the commit, on every gateway: the members' cached standing goes. A rejection takes their
    // sockets out of the organisation's room at once, without ending their sessions: their open pages
    // show 'Account Access Denied' with the reason (the `profile:changed` push); an approval lets them in
    // as their pages reconnect with the new standing.
    for (const userId of memberIds) {
      if (decision === 'rejected') app.revocation.leaveOrganisation(userId, organisationId);
      else app.revocation.forgetViewer(userId);
    }
    const [item] = await toReviewOrganisations(request.em.fork(), [organisation]);
    return { organisation: item! };
  }

  app.post(
    '/api/admin/reviews/:organisationId/approve',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Approve a business: full access for whoever works in it',
        params: reviewParamsSchema,
        response: { 200: reviewOrganisationResponseSchema, ...errors },
      },
    },
    async (request) => decide(request, request.params.organisationId, 'approved', null),
  );

  app.post(
    '/api/admin/reviews/:organisationId/reject',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Reject a business, with the reason shown to its members',
        params: reviewParamsSchema,
        body: rejectOrganisationBodySchema,
        response: { 200: reviewOrganisationResponseSchema, ...errors },
      },
    },
    async (request) => decide(request, request.params.organisationId, 'rejected', request.body.reason),
  );
};
