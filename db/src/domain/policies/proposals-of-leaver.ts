// A pending policy change lives only as long as its proposer's right to propose it: when they leave the team
// or lose Team Management, what they proposed and nobody approved yet ends with it (as their pending
// invitations do), so nobody approves a change its author could no longer make.
import { rooms } from '@tradehub/contract';
import { PolicyChange, type EntityManager } from '../../index.js';
import { pushSocket } from '../../outbox/writer.js';
import type { SeatActor } from '../actor.js';
import { PolicyEffects } from './policy-effects.js';

export async function endProposalsOf(
  em: EntityManager,
  actor: Pick<SeatActor, 'userId' | 'organisationId'>,
  proposerId: string,
  reason: 'proposer_removed' | 'proposer_lost_team_management',
): Promise<PolicyChange[]> {
  const pending = await em.find(PolicyChange, {
    organisation: actor.organisationId,
    proposedBy: proposerId,
    status: 'pending',
  });
  for (const change of pending) {
    change.status = 'stale';
    change.reason =
      reason === 'proposer_removed'
        ? 'its proposer left the team.'
        : 'its proposer no longer has Team Management.';
    new PolicyEffects(
      em,
      {
        organisationId: actor.organisationId,
        entityType: 'policy_change',
        entityId: change.id,
        activityType: 'verification',
        ownerId: proposerId,
      },
      actor.userId,
    )
      .audit('organisation.policy_change_stale', {
        status: { before: 'pending', after: 'stale' },
        reason: { before: null, after: reason },
      })
      .done([
        pushSocket(em, {
          aggregate: ['organisation', actor.organisationId],
          rooms: [rooms.organisation(actor.organisationId)],
          event: 'policies:changed',
          args: [{ outcome: 'stale', pendingChangeId: null }],
        }),
      ]);
  }
  return pending;
}
