// Team: the organisation's members and their permissions, and invitations by e-mail. The rules (Team
// Management, the organisation always keeping a member who has it, audit rows, the invitation e-mail) are
// the domain's team commands (db/src/domain/team); these routes declare access and schemas, call one
// command per write, and revoke on every gateway what a change took away.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Membership, Organisation, TeamInvite, type Loaded } from '@tradehub/db';
import {
  acceptInvite,
  effectiveInviteStatus,
  hashInviteToken,
  INVITE_NOT_FOUND,
  inviteTeamMember,
  personName,
  removeTeamMember,
  revokeInvite,
  transferOwnership,
  updateTeamMember,
} from '@tradehub/db/domain';
import { z } from 'zod';
import { loadViewer, type Viewer } from '../../auth/viewer.js';
import {
  acceptInviteBodySchema,
  createInviteBodySchema,
  inviteParamsSchema,
  invitePreviewSchema,
  memberParamsSchema,
  profileResponseSchema,
  teamInviteSchema,
  teamMemberSchema,
  teamResponseSchema,
  transferOwnershipBodySchema,
  updateMemberBodySchema,
  type TeamInviteItem,
  type TeamMember,
} from '@tradehub/contract';
import { readSessionToken } from '../../auth/session-cookie.js';
import type { SessionStore } from '../../auth/session-store.js';
import type { InviteRateLimits } from '../../auth/rate-limits.js';
import { notFound } from '../../errors/app-error.js';
import { requireActor, requireViewer } from '../../plugins/auth.js';
import { policiesRoutes } from './policies.js';
import { errorResponses } from '../error-responses.js';
import { runCommand } from '../run-command.js';

const errors = errorResponses(400, 401, 403, 404, 409, 410, 503);

function toMember(
  membership: Loaded<Membership, 'user'>,
  viewer: Viewer,
  ownerId: string | null,
): TeamMember {
  const user = membership.user.$;
  return {
    id: membership.id,
    userId: user.id,
    name: personName(user),
    role: membership.role,
    email: user.email,
    phone: membership.phone ?? null,
    location: membership.location ?? null,
    avatarUrl: user.avatarUrl ?? null,
    permissions: [...membership.permissions],
    isYou: user.id === viewer.userId,
    isOwner: user.id === ownerId,
  };
}

function toInvite(invite: TeamInvite): TeamInviteItem {
  return {
    id: invite.id,
    email: invite.email,
    role: invite.role,
    permissions: [...invite.permissions],
    status: effectiveInviteStatus(invite),
    language: invite.language ?? null,
    expiresAt: invite.expiresAt.toISOString(),
    createdAt: invite.createdAt.toISOString(),
  };
}

/** Who owns the viewer's organisation (for the members' Owner badge). */
const ownerOf = async (em: Parameters<typeof loadViewer>[0], organisationId: string) =>
  (await em.findOne(Organisation, { id: organisationId }, { fields: ['owner'] }))?.owner?.id ?? null;

export interface TeamRoutesOptions {
  sessions: SessionStore;
  /** SESSION_SECRET: an invitation link's token is derived from it (db domain auth/link-tokens.ts). */
  sessionSecret: string;
  /** Invitations per organisation and per person inviting (INVITE_RATE_LIMITS). */
  inviteLimits: InviteRateLimits;
}

export const teamRoutes: FastifyPluginAsyncZod<TeamRoutesOptions> = async (
  app,
  { sessions, sessionSecret, inviteLimits },
) => {
  await app.register(policiesRoutes);

  app.get(
    '/api/team',
    {
      config: { access: 'approved' },
      schema: {
        tags: ['team'],
        summary: "The organisation's members and its pending (or expired) invitations",
        response: { 200: teamResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const members = await request.em.find(
        Membership,
        { organisation: viewer.organisationId },
        { populate: ['user'], orderBy: { createdAt: 'asc', id: 'asc' } },
      );
      const invites = await request.em.find(
        TeamInvite,
        { organisation: viewer.organisationId, status: 'pending' },
        { orderBy: { createdAt: 'desc', id: 'desc' } },
      );
      const ownerId = await ownerOf(request.em, viewer.organisationId);
      return {
        members: members.map((member) => toMember(member, viewer, ownerId)),
        invites: invites.map(toInvite),
      };
    },
  );

  app.post(
    '/api/team/invites',
    {
      config: { access: 'approved' },
      schema: {
        tags: ['team'],
        summary:
          'Add Team Member: e-mails an invitation link valid for 7 days (Team Management); limited per organisation and per person (429)',
        body: createInviteBodySchema,
        response: { 201: z.object({ invite: teamInviteSchema }), ...errors, ...errorResponses(429) },
      },
    },
    async (request, reply) => {
      const { organisationId, userId } = requireActor(request);
      const { invite } = await inviteLimits.consume(organisationId, userId, () =>
        runCommand(request, (tx, actor) =>
          inviteTeamMember(tx, actor, request.body, { linkSecret: sessionSecret }),
        ),
      );
      return reply.status(201).send({ invite: toInvite(invite) });
    },
  );

  app.delete(
    '/api/team/invites/:inviteId',
    {
      config: { access: 'approved' },
      schema: {
        tags: ['team'],
        summary: 'Revoke a pending invitation (Team Management)',
        params: inviteParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await runCommand(request, (tx, actor) => revokeInvite(tx, actor, request.params.inviteId));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/team/invites/preview',
    {
      config: { access: 'public' },
      schema: {
        tags: ['team'],
        summary: 'What an invitation link is for, before accepting it',
        querystring: acceptInviteBodySchema,
        response: { 200: invitePreviewSchema, ...errors },
      },
    },
    async (request) => {
      const invite = await request.em.findOne(
        TeamInvite,
        { tokenHash: hashInviteToken(request.query.token) },
        { populate: ['organisation'] },
      );
      if (!invite) throw notFound(INVITE_NOT_FOUND);
      return {
        organisationName: invite.organisation.$.name,
        email: invite.email,
        role: invite.role,
        status: effectiveInviteStatus(invite),
      };
    },
  );

  app.post(
    '/api/team/invites/accept',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['team'],
        summary: "Join the inviting organisation with the invitation's role and permissions",
        body: acceptInviteBodySchema,
        response: { 200: profileResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const userId = viewer.userId;
      const { membership } = await request.em
        .fork()
        .transactional((tx) => acceptInvite(tx, userId, request.body.token));
      // The person works in the team they joined, in this session too.
      const organisationId = membership.organisation.id;
      const token = readSessionToken(request);
      if (token) await sessions.setOrganisation(token, organisationId);
      app.revocation.forgetViewer(userId);
      const fresh = await loadViewer(request.em.fork(), userId, organisationId);
      if (!fresh) throw notFound('Profile not found');
      return { profile: fresh.profile };
    },
  );

  app.patch(
    '/api/team/members/:memberId',
    {
      config: { access: 'approved' },
      schema: {
        tags: ['team'],
        summary: "Edit Profile / Manage Permissions: a member's role, contact details and permissions",
        params: memberParamsSchema,
        body: updateMemberBodySchema,
        response: { 200: z.object({ member: teamMemberSchema }), ...errors },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { member: changed, permissionsChanged } = await runCommand(request, (tx, actor) =>
        updateTeamMember(tx, actor, request.params.memberId, request.body),
      );
      const userId = changed.user.id;
      // New rights take effect at once on every gateway; their sockets reconnect with them.
      if (permissionsChanged) app.revocation.kickSockets(userId);
      else app.revocation.forgetViewer(userId);
      const em = request.em.fork();
      const member = await em.findOneOrFail(Membership, { id: changed.id }, { populate: ['user'] });
      return { member: toMember(member, viewer, await ownerOf(em, viewer.organisationId)) };
    },
  );

  app.delete(
    '/api/team/members/:memberId',
    {
      config: { access: 'approved' },
      schema: {
        tags: ['team'],
        summary: 'Remove a member from the organisation (Team Management)',
        params: memberParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const { userId } = await runCommand(request, (tx, actor) =>
        removeTeamMember(tx, actor, request.params.memberId),
      );
      // Out of the organisation's room at once, on every gateway; every instance forgets the seat.
      app.revocation.kickSockets(userId, { leaveOrganisation: viewer.organisationId });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/team/ownership',
    {
      config: { access: 'approved' },
      schema: {
        tags: ['team'],
        summary: 'The Owner hands the organisation to another member (the only way ownership moves)',
        body: transferOwnershipBodySchema,
        response: { 200: teamResponseSchema.pick({ members: true }), ...errors },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { member, formerOwner } = await runCommand(request, (tx, actor) =>
        transferOwnership(tx, actor, request.body.memberId),
      );
      // Both seats changed (the new Owner may have gained Team Management): every gateway forgets them.
      app.revocation.kickSockets(member.user.id);
      app.revocation.forgetViewer(formerOwner.user.id);
      const em = request.em.fork();
      const members = await em.find(
        Membership,
        { organisation: viewer.organisationId },
        { populate: ['user'], orderBy: { createdAt: 'asc', id: 'asc' } },
      );
      const ownerId = await ownerOf(em, viewer.organisationId);
      return { members: members.map((seat) => toMember(seat, viewer, ownerId)) };
    },
  );
};
