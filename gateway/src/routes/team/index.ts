// Team: the organisation's members and their permissions, and invitations by e-mail. Changing the team
// needs Team Management; the organisation always keeps at least one member who has it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  enqueueJob,
  LockMode,
  Membership,
  normaliseEmail,
  normalisePermissions,
  Organisation,
  TeamInvite,
  UserProfile,
  type AuditChanges,
  type EntityManager,
  type Loaded,
} from '@tradehub/db';
import { DomainEvents } from '@tradehub/db/domain';
import { TEAM_INVITE_JOB_OPTIONS } from '@tradehub/db/queues';
import { z } from 'zod';
import { recordAudit } from '../../audit/record-audit.js';
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
import { AppError, notFound } from '../../errors/app-error.js';
import { requireViewer } from '../../plugins/auth.js';
import {
  effectiveInviteStatus,
  hashInviteToken,
  INVITE_TTL_MS,
  newInviteToken,
} from '../../team/invite-token.js';
import { dropEmptyPersonalOrganisation } from '../../team/personal-organisation.js';
import {
  LAST_TEAM_MANAGER_MESSAGE,
  OWN_ACCESS_CHANGE_MESSAGE,
  requirePermission,
  TEAM_MANAGEMENT,
  TEAM_MANAGEMENT_MESSAGE,
} from '../../team/permissions.js';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  410: apiErrorSchema,
  503: apiErrorSchema,
};
const MEMBER_NOT_FOUND = 'Team member not found';
const INVITE_NOT_FOUND = 'This invitation does not exist.';

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

/** Serialises team changes of one organisation (the last-Team-Management rule reads, then writes). */
const lockOrganisation = (tx: EntityManager, organisationId: string) =>
  tx.findOneOrFail(Organisation, { id: organisationId }, { lockMode: LockMode.PESSIMISTIC_WRITE });

async function otherTeamManagers(tx: EntityManager, organisationId: string, exceptMembershipId: string) {
  return tx.count(Membership, {
    organisation: organisationId,
    id: { $ne: exceptMembershipId },
    permissions: { $overlap: [TEAM_MANAGEMENT] },
  });
}

const lastTeamManager = () => new AppError(409, 'last_team_manager', LAST_TEAM_MANAGER_MESSAGE);

/**
 * Nobody changes their own role or permissions, not even a Team Manager (who could otherwise hand
 * themselves Payment Approval and defeat four-eyes): another Team Manager must. Own phone and location
 * stay editable, and sending the unchanged role or permissions along is not a change.
 */
function changesAccess(member: Membership, body: { role?: string; permissions?: readonly string[] }) {
  const sorted = (permissions: readonly string[]) => [...new Set(permissions)].sort().join('|');
  return (
    (body.role !== undefined && body.role !== member.role) ||
    (body.permissions !== undefined && sorted(body.permissions) !== sorted(member.permissions))
  );
}
const ownAccessChange = () => new AppError(403, 'forbidden', OWN_ACCESS_CHANGE_MESSAGE);

export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
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
      const viewer = requireViewer(request);
      requirePermission(
        viewer,
        TEAM_MANAGEMENT,
        'Inviting team members needs the Team Management permission.',
      );
      const email = normaliseEmail(request.body.email);
      const token = newInviteToken();
      const invite = await request.em.fork().transactional(async (tx) => {
        await lockOrganisation(tx, viewer.organisationId);
        const existing = await tx.count(Membership, {
          organisation: viewer.organisationId,
          user: { email },
        });
        if (existing > 0)
          throw new AppError(409, 'already_member', 'This person is already a member of your team.', 'email');
        // A new invitation replaces an earlier pending one to the same address.
        const earlier = await tx.find(TeamInvite, {
          organisation: viewer.organisationId,
          email,
          status: 'pending',
        });
        for (const old of earlier) old.status = 'revoked';
        const created = tx.create(TeamInvite, {
          organisation: viewer.organisationId,
          createdBy: viewer.userId,
          email,
          role: request.body.role,
          permissions: normalisePermissions(request.body.permissions),
          tokenHash: hashInviteToken(token),
          expiresAt: new Date(Date.now() + INVITE_TTL_MS),
          status: 'pending',
        });
        await tx.flush();
        recordAudit(tx, {
          organisationId: viewer.organisationId,
          actorId: viewer.userId,
          action: 'team.invite_created',
          entityType: 'team_invite',
          entityId: created.id,
          changes: {
            email: { before: null, after: email },
            role: { before: null, after: created.role },
            permissions: { before: null, after: [...created.permissions] },
          },
        });
        new DomainEvents(tx).recordActivity({
          organisationId: viewer.organisationId,
          createdById: viewer.userId,
          type: 'verification',
          title: 'Team member invited',
          description: `${viewer.displayName} invited ${email} to join the team as ${created.role}.`,
          status: 'pending',
          relatedId: created.id,
        });
        // The invitation e-mail goes with the invite (the outbox); its token only travels to build the
        // link, so the relay blanks it in the outbox row once the job is queued.
        enqueueJob(tx, {
          aggregate: ['team-invite', created.id],
          queue: 'email',
          name: 'team-invite',
          data: { inviteId: created.id, token },
          options: TEAM_INVITE_JOB_OPTIONS,
          sensitive: true,
        });
        return created;
      });
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
      const viewer = requireViewer(request);
      requirePermission(viewer, TEAM_MANAGEMENT, TEAM_MANAGEMENT_MESSAGE);
      await request.em.fork().transactional(async (tx) => {
        const invite = await tx.findOne(
          TeamInvite,
          { id: request.params.inviteId, organisation: viewer.organisationId },
          { lockMode: LockMode.PESSIMISTIC_WRITE },
        );
        if (!invite) throw notFound(INVITE_NOT_FOUND);
        if (invite.status === 'revoked') return;
        if (invite.status === 'accepted')
          throw new AppError(409, 'invite_accepted', 'This invitation has already been accepted.');
        invite.status = 'revoked';
        recordAudit(tx, {
          organisationId: viewer.organisationId,
          actorId: viewer.userId,
          action: 'team.invite_revoked',
          entityType: 'team_invite',
          entityId: invite.id,
          changes: { status: { before: 'pending', after: 'revoked' } },
        });
      });
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
      await request.em.fork().transactional(async (tx) => {
        const invite = await tx.findOne(
          TeamInvite,
          { tokenHash: hashInviteToken(request.body.token) },
          { lockMode: LockMode.PESSIMISTIC_WRITE },
        );
        if (!invite) throw notFound(INVITE_NOT_FOUND);
        const user = await tx.findOneOrFail(UserProfile, { id: userId });
        if (user.email !== invite.email)
          throw new AppError(403, 'forbidden', 'This invitation was sent to another e-mail address.');
        const status = effectiveInviteStatus(invite);
        if (status === 'revoked')
          throw new AppError(410, 'invite_revoked', 'This invitation has been revoked.');
        if (status === 'expired')
          throw new AppError(410, 'invite_expired', 'This invitation has expired. Ask for a new one.');
        if (status === 'accepted')
          throw new AppError(410, 'invite_used', 'This invitation has already been used.');
        const organisationId = invite.organisation.id;
        await lockOrganisation(tx, organisationId);
        if ((await tx.count(Membership, { organisation: organisationId, user: userId })) > 0)
          throw new AppError(409, 'already_member', 'You are already a member of this organisation.');

        const dropped = await dropEmptyPersonalOrganisation(tx, userId, organisationId);
        tx.create(Membership, {
          organisation: organisationId,
          user: userId,
          role: invite.role,
          permissions: [...invite.permissions],
          createdBy: invite.createdBy.id,
        });
        const before = { status: user.status, demoMode: user.demoMode };
        const inviter = await tx.findOneOrFail(UserProfile, { id: invite.createdBy.id });
        // Invited into an approved business: the business was vetted, so its member is too.
        if (inviter.status === 'approved' && user.status !== 'approved') {
          user.status = 'approved';
          user.demoMode = false;
          user.rejectionReason = null;
        }
        invite.status = 'accepted';
        invite.acceptedBy = tx.getReference(UserProfile, userId, { wrapped: true });
        recordAudit(tx, {
          organisationId,
          actorId: userId,
          action: 'team.invite_accepted',
          entityType: 'team_invite',
          entityId: invite.id,
          changes: {
            status: { before: 'pending', after: 'accepted' },
            member: { before: null, after: user.email },
            ...(before.status !== user.status
              ? { accountStatus: { before: before.status, after: user.status } }
              : {}),
            ...(dropped ? { personalOrganisationDeleted: { before: dropped, after: null } } : {}),
          },
        });
      });
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
      requirePermission(viewer, TEAM_MANAGEMENT, TEAM_MANAGEMENT_MESSAGE);
      const body = request.body;
      const { memberId, userId, permissionsChanged } = await request.em.fork().transactional(async (tx) => {
        await lockOrganisation(tx, viewer.organisationId);
        const member = await tx.findOne(Membership, {
          id: request.params.memberId,
          organisation: viewer.organisationId,
        });
        if (!member) throw notFound(MEMBER_NOT_FOUND);
        if (member.user.id === viewer.userId && changesAccess(member, body)) throw ownAccessChange();
        const before = {
          role: member.role,
          phone: member.phone ?? null,
          location: member.location ?? null,
          permissions: [...member.permissions],
        };
        if (body.role !== undefined) member.role = body.role;
        if (body.phone !== undefined) member.phone = body.phone || null;
        if (body.location !== undefined) member.location = body.location || null;
        if (body.permissions !== undefined) {
          member.permissions = normalisePermissions(body.permissions);
          if (
            before.permissions.includes(TEAM_MANAGEMENT) &&
            !member.permissions.includes(TEAM_MANAGEMENT) &&
            (await otherTeamManagers(tx, viewer.organisationId, member.id)) === 0
          )
            throw lastTeamManager();
        }
        const after = {
          role: member.role,
          phone: member.phone ?? null,
          location: member.location ?? null,
          permissions: [...member.permissions],
        };
        const changes: AuditChanges = {};
        for (const field of ['role', 'phone', 'location'] as const) {
          if (before[field] !== after[field]) changes[field] = { before: before[field], after: after[field] };
        }
        if (before.permissions.join('|') !== after.permissions.join('|')) {
          changes.permissions = { before: before.permissions, after: after.permissions };
        }
        if (Object.keys(changes).length > 0)
          recordAudit(tx, {
            organisationId: viewer.organisationId,
            actorId: viewer.userId,
            action: 'team.member_updated',
            entityType: 'membership',
            entityId: member.id,
            changes,
          });
        return { memberId: member.id, userId: member.user.id, permissionsChanged: !!changes.permissions };
      });
      // New rights take effect at once on every gateway; their sockets reconnect with them.
      if (permissionsChanged) app.revocation.kickSockets(userId);
      else app.revocation.forgetViewer(userId);
      const member = await request.em
        .fork()
        .findOneOrFail(Membership, { id: memberId }, { populate: ['user'] });
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
      requirePermission(viewer, TEAM_MANAGEMENT, TEAM_MANAGEMENT_MESSAGE);
      const userId = await request.em.fork().transactional(async (tx) => {
        await lockOrganisation(tx, viewer.organisationId);
        const member = await tx.findOne(
          Membership,
          { id: request.params.memberId, organisation: viewer.organisationId },
          { populate: ['user'] },
        );
        if (!member) throw notFound(MEMBER_NOT_FOUND);
        if (
          member.permissions.includes(TEAM_MANAGEMENT) &&
          (await otherTeamManagers(tx, viewer.organisationId, member.id)) === 0
        )
          throw lastTeamManager();
        recordAudit(tx, {
          organisationId: viewer.organisationId,
          actorId: viewer.userId,
          action: 'team.member_removed',
          entityType: 'membership',
          entityId: member.id,
          changes: {
            member: { before: member.user.$.email, after: null },
            role: { before: member.role, after: null },
            permissions: { before: [...member.permissions], after: null },
          },
        });
        const removedUserId = member.user.id;
        tx.remove(member);
        return removedUserId;
      });
      // Out of the organisation's room at once, on every gateway; every instance forgets the seat.
      app.revocation.kickSockets(userId, { leaveOrganisation: viewer.organisationId });
      return reply.status(204).send(null);
    },
  );
};
