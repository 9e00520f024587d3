// The team's members: changing a member's role, contact details and permissions, and removing a member
// (Team Management). The organisation always keeps at least one member with Team Management, and nobody
// changes their own access. Each writes its change with its audit row once; the gateway's team routes
// call these and then revoke what the change took away (sessions, sockets, cached viewers).
import { FORMER_OWNER_ROLE, OWNER_ROLE } from '@tradehub/contract';
import {
  holdsTeamManagement,
  losesTeamManagement,
  removesLastTeamManager,
  TEAM_MANAGEMENT,
} from '@tradehub/contract';
import {
  Membership,
  normalisePermissions,
  type AuditChanges,
  type Organisation,
  type EntityManager,
} from '../../index.js';
import { DomainError, domainForbidden, domainNotFound } from '../errors.js';
import { endProposalsOf } from '../policies/proposals-of-leaver.js';
import { personName } from '../accounts/person-name.js';
import { revokeInvitesOf } from './invite-commands.js';
import { endSeatRateAlerts } from '../fx/rate-alert-commands.js';
import { lockOrganisation } from '../accounts/organisation-lock.js';
import { pushTeamChanged } from './team-changed.js';
import {
  LAST_TEAM_MANAGER_MESSAGE,
  ONLY_OWNER_TRANSFERS_MESSAGE,
  OWNER_KEEPS_TEAM_MANAGEMENT_MESSAGE,
  OWNER_NOT_REMOVABLE_MESSAGE,
  OWN_ACCESS_CHANGE_MESSAGE,
  requireGrantable,
  TEAM_MANAGEMENT_MESSAGE,
} from './team-permissions.js';
import { requirePermission } from '../actor.js';
import { TeamEffects, type TeamEvents } from './team-effects.js';
import type { SeatActor } from '../actor.js';

export const MEMBER_NOT_FOUND = 'Team member not found';

const lastTeamManager = () => new DomainError('conflict', 'last_team_manager', LAST_TEAM_MANAGER_MESSAGE);

/** How many members of the organisation other than `exceptMembershipId` have Team Management. */
const otherTeamManagers = (em: EntityManager, organisationId: string, exceptMembershipId: string) =>
  em.count(Membership, {
    organisation: organisationId,
    id: { $ne: exceptMembershipId },
    permissions: { $overlap: [TEAM_MANAGEMENT] },
  });

const memberEffects = (em: EntityManager, actor: SeatActor, member: Membership) =>
  new TeamEffects(
    em,
    {
      organisationId: actor.organisationId,
      entityType: 'membership',
      entityId: member.id,
      activityType: 'verification',
      ownerId: member.user.id,
    },
    actor.userId,
  );

/** What may change about a member; an empty phone or location clears it. */
export interface MemberUpdate {
  role?: string;
  phone?: string | null;
  location?: string | null;
  permissions?: readonly unknown[];
}

export interface MemberChange {
  member: Membership;
  /** Their rights changed: whoever serves them must drop what they were granted (sockets included). */
  permissionsChanged: boolean;
  events: TeamEvents;
}

/**
 * Nobody changes their own role or permissions, not even a Team Manager (who could otherwise hand
 * themselves Payment Approval and defeat four-eyes): another Team Manager must. Own phone and location
 * stay editable, and sending the unchanged role or permissions along is not a change.
 */
function changesAccess(member: Membership, update: MemberUpdate) {
  const sorted = (permissions: readonly unknown[]) => [...new Set(permissions.map(String))].sort().join('|');
  return (
    (update.role !== undefined && update.role !== member.role) ||
    (update.permissions !== undefined && sorted(update.permissions) !== sorted(member.permissions))
  );
}

const editable = (member: Membership) => ({
  role: member.role,
  phone: member.phone ?? null,
  location: member.location ?? null,
  permissions: [...member.permissions],
});

/**
 * Edits a member of the actor's organisation (Team Management): role, phone, location, permissions.
 * Refused for one's own access, for a permission the actor does not hold themselves (requireGrantable), and
 * when it would take the last Team Management away. Audited with the
 * fields that changed (nothing is written when nothing changed).
 */
export async function updateTeamMember(
  em: EntityManager,
  actor: SeatActor,
  memberId: string,
  update: MemberUpdate,
): Promise<MemberChange> {
  requirePermission(actor, TEAM_MANAGEMENT, TEAM_MANAGEMENT_MESSAGE);
  const organisation = await lockOrganisation(em, actor.organisationId);
  const member = await em.findOne(Membership, { id: memberId, organisation: actor.organisationId });
  if (!member) throw domainNotFound(MEMBER_NOT_FOUND);
  if (member.user.id === actor.userId && changesAccess(member, update))
    throw domainForbidden(OWN_ACCESS_CHANGE_MESSAGE);
  const before = editable(member);
  const isOwner = organisation.owner?.id === member.user.id;
  if (update.role !== undefined) member.role = update.role;
  if (update.phone !== undefined) member.phone = update.phone || null;
  if (update.location !== undefined) member.location = update.location || null;
  if (update.permissions !== undefined) {
    const next = normalisePermissions(update.permissions);
    requireGrantable(actor, next, before.permissions);
    member.permissions = next;
    const seat = { before: before.permissions, after: member.permissions };
    const losesIt = losesTeamManagement(seat);
    if (losesIt && isOwner)
      throw new DomainError('forbidden', 'owner_keeps_team_management', OWNER_KEEPS_TEAM_MANAGEMENT_MESSAGE);
    if (losesIt && removesLastTeamManager(seat, await otherTeamManagers(em, actor.organisationId, member.id)))
      throw lastTeamManager();
    if (losesIt)
      await revokeInvitesOf(
        em,
        actor.userId,
        actor.organisationId,
        member.user.id,
        'inviter_lost_team_management',
      );
    if (losesIt) await endProposalsOf(em, actor, member.user.id, 'proposer_lost_team_management');
  }
  const after = editable(member);
  const changes: AuditChanges = {};
  for (const field of ['role', 'phone', 'location'] as const) {
    if (before[field] !== after[field]) changes[field] = { before: before[field], after: after[field] };
  }
  if (before.permissions.join('|') !== after.permissions.join('|'))
    changes.permissions = { before: before.permissions, after: after.permissions };
  const effects = memberEffects(em, actor, member);
  if (Object.keys(changes).length > 0) effects.audit('team.member_updated', changes);
  return {
    member,
    permissionsChanged: changes.permissions !== undefined,
    events: effects.done([pushTeamChanged(em, actor.organisationId)]),
  };
}

export interface MemberRemoval {
  /** The removed seat (removed from the unit of work). */
  member: Membership;
  /** Whose seat it was: the gateway takes them out of the organisation's room at once. */
  userId: string;
  events: TeamEvents;
}

/**
 * Removes a member from the actor's organisation (Team Management), unless they are its last Team Manager.
 * What they set from that seat ends with it, in this transaction: their rate alerts are deleted.
 */
export async function removeTeamMember(
  em: EntityManager,
  actor: SeatActor,
  memberId: string,
): Promise<MemberRemoval> {
  requirePermission(actor, TEAM_MANAGEMENT, TEAM_MANAGEMENT_MESSAGE);
  const organisation = await lockOrganisation(em, actor.organisationId);
  const member = await em.findOne(
    Membership,
    { id: memberId, organisation: actor.organisationId },
    { populate: ['user'] },
  );
  if (!member) throw domainNotFound(MEMBER_NOT_FOUND);
  if (organisation.owner?.id === member.user.id)
    throw new DomainError('forbidden', 'owner_not_removable', OWNER_NOT_REMOVABLE_MESSAGE);
  if (
    holdsTeamManagement(member.permissions) &&
    removesLastTeamManager(
      { before: member.permissions, after: null },
      await otherTeamManagers(em, actor.organisationId, member.id),
    )
  )
    throw lastTeamManager();
  await revokeInvitesOf(em, actor.userId, actor.organisationId, member.user.id, 'inviter_removed');
  await endProposalsOf(em, actor, member.user.id, 'proposer_removed');
  const events = memberEffects(em, actor, member)
    .audit('team.member_removed', {
      member: { before: member.user.$.email, after: null },
      role: { before: member.role, after: null },
      permissions: { before: [...member.permissions], after: null },
    })
    .done([pushTeamChanged(em, actor.organisationId)]);
  const userId = member.user.id;
  await endSeatRateAlerts(em, member.id);
  em.remove(member);
  return { member, userId, events };
}

export interface OwnershipTransfer {
  organisation: Organisation;
  /** The new Owner's seat. */
  member: Membership;
  /** The former Owner's seat. */
  formerOwner: Membership;
  events: TeamEvents;
}

// The role the new Owner's seat takes, and the former Owner's when it was named so: contract BUILT_IN_ROLES,
// said in the reader's language.

/**
 * The Owner hands the organisation to another member: the only way ownership moves. The new Owner gets Team
 * Management if they lacked it (an Owner always keeps it) and the role 'Owner'; the former Owner stays a
 * member with their permissions, and a role of 'Owner' becomes 'Team Manager'. Audited.
 */
export async function transferOwnership(
  em: EntityManager,
  actor: SeatActor,
  memberId: string,
): Promise<OwnershipTransfer> {
  const organisation = await lockOrganisation(em, actor.organisationId);
  if (organisation.owner?.id !== actor.userId)
    throw new DomainError('forbidden', 'not_owner', ONLY_OWNER_TRANSFERS_MESSAGE);
  const member = await em.findOne(
    Membership,
    { id: memberId, organisation: actor.organisationId },
    { populate: ['user'] },
  );
  if (!member) throw domainNotFound(MEMBER_NOT_FOUND);
  if (member.user.id === actor.userId)
    throw new DomainError('invalid', 'invalid_input', 'You already own this organisation.', 'memberId');
  const formerOwner = await em.findOneOrFail(Membership, {
    organisation: actor.organisationId,
    user: actor.userId,
  });
  const before = { member: editable(member), formerOwner: editable(formerOwner) };
  organisation.owner = member.user;
  member.role = OWNER_ROLE;
  member.permissions = normalisePermissions([...member.permissions, TEAM_MANAGEMENT]);
  if (formerOwner.role === OWNER_ROLE) formerOwner.role = FORMER_OWNER_ROLE;
  const events = memberEffects(em, actor, member)
    .audit('team.ownership_transferred', {
      owner: { before: actor.userId, after: member.user.id },
      role: { before: before.member.role, after: member.role },
      ...(before.member.permissions.join('|') !== member.permissions.join('|')
        ? { permissions: { before: before.member.permissions, after: [...member.permissions] } }
        : {}),
      ...(before.formerOwner.role !== formerOwner.role
        ? { formerOwnerRole: { before: before.formerOwner.role, after: formerOwner.role } }
        : {}),
    })
    .activity({
      title: 'Ownership transferred',
      description: `${actor.displayName} handed ownership of the organisation to ${personName(member.user.$)}.`,
      messageKey: 'ownershipTransferred',
      params: { by: actor.displayName, member: personName(member.user.$) },
      status: 'completed',
    })
    .notify({
      userId: member.user.id,
      type: 'info',
      title: 'You are now the Owner',
      message: `${actor.displayName} made you the Owner of ${organisation.name}.`,
      messageKey: 'ownershipTransferred',
      params: { by: actor.displayName, organisation: organisation.name },
    })
    .done([pushTeamChanged(em, actor.organisationId)]);
  return { organisation, member, formerOwner, events };
}
