// Invitations by e-mail: inviting (with the invitation e-mail job in the same unit of work), revoking, and
// accepting, which seats the invited person with the invitation's role and permissions. Each writes its
// change with its audit row (and activity) once; the gateway's team routes call these.
import { randomUUID } from 'node:crypto';
import type { Language } from '@tradehub/contract';
import {
  LockMode,
  Membership,
  normaliseEmail,
  normalisePermissions,
  TeamInvite,
  UserProfile,
  type EntityManager,
} from '../../index.js';
import { enqueueJob } from '../../outbox/writer.js';
import { pushTeamChanged } from './team-changed.js';
import { TEAM_INVITE_JOB_OPTIONS } from '../../queues/queues.js';
import { DomainError, domainForbidden, domainNotFound } from '../errors.js';
import { effectiveInviteStatus, hashInviteToken, INVITE_TTL_MS, inviteToken } from './invite-token.js';
import { lockOrganisation } from '../accounts/organisation-lock.js';
import { dropEmptyPersonalOrganisation } from './personal-organisation.js';
import { INVITE_PERMISSION_MESSAGE, requireGrantable, TEAM_MANAGEMENT_MESSAGE } from './team-permissions.js';
import { TEAM_MANAGEMENT } from '@tradehub/contract';
import { requirePermission } from '../actor.js';
import { TeamEffects, type TeamEvents } from './team-effects.js';
import type { SeatActor } from '../actor.js';

export const INVITE_NOT_FOUND = 'This invitation does not exist.';

const inviteEffects = (em: EntityManager, organisationId: string, invite: TeamInvite, actorId: string) =>
  new TeamEffects(
    em,
    {
      organisationId,
      entityType: 'team_invite',
      entityId: invite.id,
      activityType: 'verification',
      ownerId: invite.createdBy.id,
    },
    actorId,
  );

export interface NewInvite {
  email: string;
  role: string;
  permissions: readonly unknown[];
  /** The language of the invitation's e-mail; the inviter's own when not given. */
  language?: Language;
}

/** An invitation's answer: the invite as written and the link's token (derived again by the mail's worker). */
export interface InviteChange {
  invite: TeamInvite;
  token: string;
  events: TeamEvents;
}

/**
 * Invites a person by e-mail (Team Management), valid for a week, with permissions the inviter holds
 * (requireGrantable). A new invitation replaces an earlier
 * pending one to the same address; a member of the team is not invited again. The invitation e-mail is an
 * outbox job of this unit of work carrying the invitation's id alone: the link's token is derived from
 * SESSION_SECRET (`linkSecret`) and the id, here to store its hash and in the worker to write the link, so
 * no usable token sits in the outbox row, the queued job or its failure record (auth/link-tokens.ts).
 */
export async function inviteTeamMember(
  em: EntityManager,
  actor: SeatActor,
  input: NewInvite,
  { linkSecret }: { linkSecret: string },
): Promise<InviteChange> {
  requirePermission(actor, TEAM_MANAGEMENT, INVITE_PERMISSION_MESSAGE);
  const { organisationId } = actor;
  const email = normaliseEmail(input.email);
  const permissions = normalisePermissions(input.permissions);
  requireGrantable(actor, permissions);
  await lockOrganisation(em, organisationId);
  if ((await em.count(Membership, { organisation: organisationId, user: { email } })) > 0)
    throw new DomainError(
      'conflict',
      'already_member',
      'This person is already a member of your team.',
      'email',
    );
  const earlier = await em.find(TeamInvite, { organisation: organisationId, email, status: 'pending' });
  for (const old of earlier) old.status = 'revoked';
  const id = randomUUID();
  const token = inviteToken(linkSecret, id);
  const invite = em.create(TeamInvite, {
    id,
    organisation: organisationId,
    createdBy: actor.userId,
    email,
    role: input.role,
    permissions,
    tokenHash: hashInviteToken(token),
    expiresAt: new Date(Date.now() + INVITE_TTL_MS),
    status: 'pending',
    language: input.language ?? null,
  });
  const effects = inviteEffects(em, organisationId, invite, actor.userId)
    .audit('team.invite_created', {
      email: { before: null, after: email },
      role: { before: null, after: invite.role },
      permissions: { before: null, after: [...invite.permissions] },
      ...(invite.language ? { language: { before: null, after: invite.language } } : {}),
    })
    .activity({
      title: 'Team member invited',
      description: `${actor.displayName} invited ${email} to join the team as ${invite.role}.`,
      messageKey: 'teamMemberInvited',
      params: { by: actor.displayName, email, role: invite.role },
      status: 'pending',
    });
  const mail = enqueueJob(em, {
    aggregate: ['team-invite', invite.id],
    queue: 'email',
    name: 'team-invite',
    data: { inviteId: invite.id },
    options: TEAM_INVITE_JOB_OPTIONS,
  });
  return { invite, token, events: effects.done([mail]) };
}

export interface InviteRevocation {
  invite: TeamInvite;
  events: TeamEvents;
}

/**
 * Revokes a pending (or expired) invitation of the actor's organisation (Team Management). Revoking a
 * revoked one changes nothing and causes nothing; an accepted one is refused.
 */
export async function revokeInvite(
  em: EntityManager,
  actor: SeatActor,
  inviteId: string,
): Promise<InviteRevocation> {
  requirePermission(actor, TEAM_MANAGEMENT, TEAM_MANAGEMENT_MESSAGE);
  const invite = await em.findOne(
    TeamInvite,
    { id: inviteId, organisation: actor.organisationId },
    { lockMode: LockMode.PESSIMISTIC_WRITE },
  );
  if (!invite) throw domainNotFound(INVITE_NOT_FOUND);
  if (invite.status === 'revoked')
    return { invite, events: { audit: [], activities: [], notifications: [], outbox: [] } };
  if (invite.status === 'accepted')
    throw new DomainError('conflict', 'invite_accepted', 'This invitation has already been accepted.');
  invite.status = 'revoked';
  const events = inviteEffects(em, actor.organisationId, invite, actor.userId)
    .audit('team.invite_revoked', { status: { before: 'pending', after: 'revoked' } })
    .done();
  return { invite, events };
}

export interface InviteAcceptance {
  invite: TeamInvite;
  membership: Membership;
  user: UserProfile;
  /** The person's empty personal organisation, deleted with their seat in it (see personal-organisation). */
  droppedOrganisationId: string | null;
  events: TeamEvents;
}

/**
 * The signed-in person accepts the invitation sent to their address: they join its organisation with its
 * role and permissions, and work in it from now on. Joining gives access to that organisation only: the
 * person's own business keeps its own review (pending, approved or rejected) whatever the team's is. An
 * invitation whose inviter has since left the team or lost Team Management is no longer valid. The person's
 * empty, never-reviewed business from sign-up is deleted (see personal-organisation).
 */
export async function acceptInvite(
  em: EntityManager,
  userId: string,
  token: string,
): Promise<InviteAcceptance> {
  const invite = await em.findOne(
    TeamInvite,
    { tokenHash: hashInviteToken(token) },
    { lockMode: LockMode.PESSIMISTIC_WRITE },
  );
  if (!invite) throw domainNotFound(INVITE_NOT_FOUND);
  const user = await em.findOneOrFail(UserProfile, { id: userId });
  if (user.email !== invite.email)
    throw domainForbidden('This invitation was sent to another e-mail address.');
  const status = effectiveInviteStatus(invite);
  if (status === 'revoked')
    throw new DomainError('gone', 'invite_revoked', 'This invitation has been revoked.');
  if (status === 'expired')
    throw new DomainError('gone', 'invite_expired', 'This invitation has expired. Ask for a new one.');
  if (status === 'accepted')
    throw new DomainError('gone', 'invite_used', 'This invitation has already been used.');
  const organisationId = invite.organisation.id;
  await lockOrganisation(em, organisationId);
  const inviterSeat = await em.findOne(Membership, {
    organisation: organisationId,
    user: invite.createdBy.id,
  });
  // The inviter must still be able to send it: Team Management, and every permission it grants (one taken
  // from them since cannot reach the team through an invitation that was already out).
  if (
    !inviterSeat?.permissions.includes(TEAM_MANAGEMENT) ||
    invite.permissions.some((permission) => !inviterSeat.permissions.includes(permission))
  )
    throw new DomainError('gone', 'invite_revoked', 'This invitation has been revoked.');
  if ((await em.count(Membership, { organisation: organisationId, user: userId })) > 0)
    throw new DomainError('conflict', 'already_member', 'You are already a member of this organisation.');

  const droppedOrganisationId = await dropEmptyPersonalOrganisation(em, userId, organisationId);
  const membership = em.create(Membership, {
    organisation: organisationId,
    user: userId,
    role: invite.role,
    permissions: [...invite.permissions],
    createdBy: invite.createdBy.id,
  });
  user.activeOrganisationId = organisationId;
  invite.status = 'accepted';
  invite.acceptedBy = em.getReference(UserProfile, userId, { wrapped: true });
  const events = inviteEffects(em, organisationId, invite, userId)
    .audit('team.invite_accepted', {
      status: { before: 'pending', after: 'accepted' },
      member: { before: null, after: user.email },
      ...(droppedOrganisationId
        ? { personalOrganisationDeleted: { before: droppedOrganisationId, after: null } }
        : {}),
    })
    .done([pushTeamChanged(em, organisationId)]);
  return { invite, membership, user, droppedOrganisationId, events };
}

/**
 * Pending invitations end with their inviter's right to invite: when the inviter leaves the team or loses
 * Team Management, whatever they sent and was not yet accepted is revoked, audited, in the same unit of
 * work. Returns the revoked invitations.
 */
export async function revokeInvitesOf(
  em: EntityManager,
  actorId: string,
  organisationId: string,
  inviterId: string,
  reason: 'inviter_removed' | 'inviter_lost_team_management',
): Promise<TeamInvite[]> {
  const pending = await em.find(TeamInvite, {
    organisation: organisationId,
    createdBy: inviterId,
    status: 'pending',
  });
  for (const invite of pending) {
    invite.status = 'revoked';
    inviteEffects(em, organisationId, invite, actorId)
      .audit('team.invite_revoked', {
        status: { before: 'pending', after: 'revoked' },
        reason: { before: null, after: reason },
      })
      .done();
  }
  return pending;
}
