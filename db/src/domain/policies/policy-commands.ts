// Team → Policies: a member with Team Management changes the organisation's policies. Every change is in
// the audit log with each policy's value before and after; members with the Team page open refetch.
import { rooms, type OrganisationPolicies } from '@tradehub/contract';
import type { AuditChanges, EntityManager } from '../../index.js';
import { pushSocket } from '../../outbox/writer.js';
import { lockOrganisation } from '../team/organisation-lock.js';
import { requireTeamPermission, TeamEffects, type TeamActor, type TeamEvents } from '../team/team-effects.js';
import { TEAM_MANAGEMENT } from '../team/team-permissions.js';
import { readPolicies } from './organisation-policies.js';

export const POLICIES_PERMISSION_MESSAGE =
  "Changing the organisation's policies needs the Team Management permission.";

/** Each top-level policy that changed, before and after (as the audit log shows them). */
function policyChanges(before: OrganisationPolicies, after: OrganisationPolicies): AuditChanges {
  const changes: AuditChanges = {};
  for (const key of Object.keys(after) as (keyof OrganisationPolicies)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key]))
      changes[key] = { before: before[key], after: after[key] };
  }
  return changes;
}

export async function updatePolicies(
  em: EntityManager,
  actor: TeamActor,
  next: OrganisationPolicies,
): Promise<{ policies: OrganisationPolicies; events: TeamEvents }> {
  requireTeamPermission(actor, TEAM_MANAGEMENT, POLICIES_PERMISSION_MESSAGE);
  const organisation = await lockOrganisation(em, actor.organisationId);
  const before = readPolicies(organisation);
  const changes = policyChanges(before, next);
  if (Object.keys(changes).length === 0)
    return { policies: before, events: { audit: [], activities: [], notifications: [], outbox: [] } };
  organisation.policies = next;
  const events = new TeamEffects(
    em,
    {
      organisationId: actor.organisationId,
      entityType: 'organisation',
      entityId: actor.organisationId,
      activityType: 'verification',
      ownerId: actor.userId,
    },
    actor.userId,
  )
    .audit('organisation.policies_updated', changes)
    .activity({
      title: 'Policies changed',
      description: `${actor.displayName} changed the organisation's ${Object.keys(changes).join(', ')} policy.`,
      status: 'completed',
    })
    .done([
      pushSocket(em, {
        aggregate: ['organisation', actor.organisationId],
        rooms: [rooms.organisation(actor.organisationId)],
        event: 'policies:changed',
        args: [],
      }),
    ]);
  return { policies: next, events };
}
