// Administrators review businesses: approving an organisation opens payments, FX management and team to
// whoever works in it; rejecting it shows them 'Account Access Denied' with the reason, at once and without
// signing them out. Joining an approved organisation gives access to that organisation only, so a review
// is never undone by an invitation.
import { rooms } from '@tradehub/contract';
import { LockMode, Membership, Organisation, UserProfile, type EntityManager } from '../../index.js';
import { enqueueJob, pushSocket } from '../../outbox/writer.js';
import { CommandEffects, type CommandEvents } from '../command-effects.js';
import { DomainError, domainNotFound } from '../errors.js';
import { revokeAdministrator } from './account-commands.js';

export type ReviewDecision = 'approved' | 'rejected';

export interface OrganisationReview {
  organisation: Organisation;
  /** Everyone who works in it: the gateway drops their cached standing and, on rejection, their org room. */
  memberIds: string[];
  events: CommandEvents;
}

class ReviewEffects extends CommandEffects {
  done(ownRows: CommandEvents['outbox']): CommandEvents {
    return this.finish(ownRows);
  }
}

const DECISION_TEXT: Record<ReviewDecision, { title: string; message: (reason: string | null) => string }> = {
  approved: {
    title: 'Account approved',
    message: () => 'Your account has been approved: payments, FX management and team are now open.',
  },
  rejected: {
    title: 'Account not approved',
    message: (reason) => `Your account could not be approved.${reason ? ` Reason: ${reason}` : ''}`,
  },
};

/**
 * An administrator approves or rejects a business. Audited with the status before and after; every member
 * is notified and their open pages change state (`profile:changed`); the Owner is e-mailed. Rejecting a
 * business also ends its Owner's administrator rights. Nobody reviews a business they belong to, and the
 * shared demo workspace is not reviewed.
 */
export async function reviewOrganisation(
  em: EntityManager,
  adminId: string,
  organisationId: string,
  decision: ReviewDecision,
  reason: string | null,
): Promise<OrganisationReview> {
  const organisation = await em.findOne(
    Organisation,
    { id: organisationId },
    { lockMode: LockMode.PESSIMISTIC_WRITE },
  );
  if (!organisation) throw domainNotFound('No organisation with this id.');
  if (organisation.status === 'demo')
    throw new DomainError('conflict', 'demo_workspace', 'The demo workspace is not reviewed.');
  const seats = await em.find(
    Membership,
    { organisation: organisationId },
    { orderBy: { createdAt: 'asc' } },
  );
  const memberIds = seats.map((seat) => seat.user.id);
  if (memberIds.includes(adminId))
    throw new DomainError(
      'forbidden',
      'own_organisation',
      'You cannot review an organisation you belong to: another administrator must.',
      'organisationId',
    );

  const before = { status: organisation.status, rejectionReason: organisation.rejectionReason ?? null };
  organisation.status = decision;
  organisation.rejectionReason = decision === 'rejected' ? reason : null;
  organisation.reviewedAt = new Date();
  const ownerId = organisation.owner?.id ?? memberIds[0] ?? null;

  const effects = new ReviewEffects(
    em,
    {
      organisationId,
      entityType: 'organisation',
      entityId: organisationId,
      activityType: 'verification',
      ownerId: ownerId ?? adminId,
    },
    adminId,
  );
  effects.audit(`organisation.${decision}`, {
    status: { before: before.status, after: organisation.status },
    ...(before.rejectionReason !== organisation.rejectionReason
      ? { rejectionReason: { before: before.rejectionReason, after: organisation.rejectionReason ?? null } }
      : {}),
  });
  const text = DECISION_TEXT[decision];
  for (const userId of memberIds)
    effects.notify({
      userId,
      type: decision === 'approved' ? 'success' : 'alert',
      title: text.title,
      message: text.message(reason),
      ...(decision === 'approved'
        ? { messageKey: 'accountApproved', params: {} }
        : reason
          ? { messageKey: 'accountRejectedWithReason', params: { reason } }
          : { messageKey: 'accountRejected', params: {} }),
    });

  if (decision === 'rejected' && ownerId) {
    const owner = await em.findOne(UserProfile, { id: ownerId });
    if (owner) revokeAdministrator(em, owner, 'their business was rejected');
  }

  // With the change (the outbox): the members' open pages change state without a reload, and the Owner is
  // mailed the decision.
  const rows = memberIds.map((userId) =>
    pushSocket(em, {
      aggregate: ['organisation', organisationId],
      rooms: [rooms.user(userId)],
      event: 'profile:changed',
      args: [{ organisationId, status: organisation.status }],
    }),
  );
  if (ownerId)
    rows.push(
      enqueueJob(em, {
        aggregate: ['organisation', organisationId],
        queue: 'email',
        name: 'account-decision',
        data: { userId: ownerId, organisationId, decision },
      }),
    );
  return { organisation, memberIds, events: effects.done(rows) };
}
