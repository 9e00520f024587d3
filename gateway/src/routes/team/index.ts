// Team: the organisation's members and their permissions, and invitations by e-mail. The rules (Team
// Management, the organisation always keeping a member who has it, audit rows, the invitation e-mail) are
// the domain's team commands (db/src/domain/team); these routes declare access and schemas, call one
// command per write, and revoke on every gateway what a change took away.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Membership, TeamInvite, type Loaded } from '@tradehub/db';
import {
  acceptInvite,
  effectiveInviteStatus,
  hashInviteToken,
  INVITE_NOT_FOUND,
  inviteTeamMember,
  removeTeamMember,
  revokeInvite,
  updateTeamMember,
  type TeamActor,
} from '@tradehub/db/domain';
import { z } from 'zod';
import { loadViewer, type Viewer } from '../../auth/viewer.js';
import {
  acceptInviteBodySchema,
  apiErrorSchema,
  createInviteBodySchema,
  inviteParamsSchema,
  invitePreviewSchema,
  memberParamsSchema,
  profileResponseSchema,
  teamInviteSchema,
  teamMemberSchema,
  teamResponseSchema,
  updateMemberBodySchema,
  type TeamInviteItem,
  type TeamMember,
} from '@tradehub/contract';
import { notFound } from '../../errors/app-error.js';
import { requireViewer } from '../../plugins/auth.js';
import { policiesRoutes } from './policies.js';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  410: apiErrorSchema,
  503: apiErrorSchema,
};

function toMember(membership: Loaded<Membership, 'user'>, viewer: Viewer): TeamMember {
  const user = membership.user.$;
  return {
    id: membership.id,
    userId: user.id,
    name: user.fullName ?? user.businessName,
    role: membership.role,
    email: user.email,
    phone: membership.phone ?? null,
    location: membership.location ?? null,
    avatarUrl: user.avatarUrl ?? null,
    permissions: [...membership.permissions],
    isYou: user.id === viewer.userId,
  };
}

function toInvite(invite: TeamInvite): TeamInviteItem {
  return {
    id: invite.id,
    email: invite.email,
    role: invite.role,
    permissions: [...invite.permissions],
    status: effectiveInviteStatus(invite),
    expiresAt: invite.expiresAt.toISOString(),
    createdAt: invite.createdAt.toISOString(),
  };
}

/** The viewer as the team commands know an actor (their seat's permissions, as cached for this request). */
const teamActorOf = (viewer: Viewer): TeamActor => ({
  userId: viewer.userId,
  organisationId: viewer.organisationId,
  displayName: viewer.displayName,
  permissions: viewer.profile.permissions,
});

export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
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
      return {
        members: members.map((member) => toMember(member, viewer)),
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
        summary: 'Add Team Member: e-mails an invitation link valid for 7 days (Team Management)',
        body: createInviteBodySchema,
        response: { 201: z.object({ invite: teamInviteSchema }), ...errors },
      },
    },
    async (request, reply) => {
      const actor = teamActorOf(requireViewer(request));
      const { invite } = await request.em
        .fork()
        .transactional((tx) => inviteTeamMember(tx, actor, request.body));
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
      const actor = teamActorOf(requireViewer(request));
      await request.em.fork().transactional((tx) => revokeInvite(tx, actor, request.params.inviteId));
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
      await request.em.fork().transactional((tx) => acceptInvite(tx, userId, request.body.token));
      app.revocation.forgetViewer(userId);
      const fresh = await loadViewer(request.em.fork(), userId);
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
      const { member: changed, permissionsChanged } = await request.em
        .fork()
        .transactional((tx) =>
          updateTeamMember(tx, teamActorOf(viewer), request.params.memberId, request.body),
        );
      const userId = changed.user.id;
      // New rights take effect at once on every gateway; their sockets reconnect with them.
      if (permissionsChanged) app.revocation.kickSockets(userId);
      else app.revocation.forgetViewer(userId);
      const member = await request.em
        .fork()
        .findOneOrFail(Membership, { id: changed.id }, { populate: ['user'] });
      return { member: toMember(member, viewer) };
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
      const { userId } = await request.em
        .fork()
        .transactional((tx) => removeTeamMember(tx, teamActorOf(viewer), request.params.memberId));
      // Out of the organisation's room at once, on every gateway; every instance forgets the seat.
      app.revocation.kickSockets(userId, { leaveOrganisation: viewer.organisationId });
      return reply.status(204).send(null);
    },
  );
};
