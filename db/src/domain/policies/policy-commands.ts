// Team → Policies: a member with Team Management changes the organisation's policies. A change that only
// keeps or strengthens the controls applies at once; one that weakens a control (contract policyWeakenings:
// fewer approvers for some amount, a risk rule moved towards off, a single reviewer for suppliers, a higher or
// no daily limit) waits as a pending PolicyChange until a second Team Manager approves it, where the
// organisation has one (with a single Team Manager it applies at once, and the audit row says so). Every step
// is audited, pushed to the organisation (`policies:changed`), and announced to every Team Manager and payment
// approver in the same transaction.
import {
  policyWeakenings,
  rooms,
  samePolicies,
  type OrganisationPolicies,
  type PolicyChangeOutcome,
  type AuditSecondApproval,
  type PolicyWeakening,
} from '@tradehub/contract';
import {
  PolicyChange,
  UserProfile,
  type AuditChanges,
  type EntityManager,
  type Organisation,
} from '../../index.js';
import type { OutboxMessage } from '../../outbox/outbox-message.js';
import { pushSocket } from '../../outbox/writer.js';
import { DomainError, domainForbidden, domainNotFound } from '../errors.js';
import { lockOrganisation } from '../accounts/organisation-lock.js';
import { requirePermission, type SeatActor } from '../actor.js';
import type { CommandEvents } from '../command-effects.js';
import { TEAM_MANAGEMENT } from '@tradehub/contract';
import { loadPolicyTeam, readPolicies } from './organisation-policies.js';
import { PolicyEffects } from './policy-effects.js';
import { SECOND_MANAGER_MEMORY_DAYS, tookTeamManagementFromOthersRecently } from './recent-team-managers.js';
import {
  changedPolicyCodes,
  describePolicyChange,
  describeWeakenings,
  weakeningParams,
} from './policy-change-text.js';

export const POLICIES_PERMISSION_MESSAGE =
  "Changing the organisation's policies needs the Team Management permission.";
export const POLICY_CHANGE_PERMISSION_MESSAGE =
  'Deciding on a policy change needs the Team Management permission.';
export const POLICY_CHANGE_NOT_FOUND = 'This policy change does not exist.';
export const POLICY_CHANGE_PENDING = 'policy_change_pending';
export const POLICY_CHANGE_NOT_PENDING = 'policy_change_not_pending';
export const POLICY_CHANGE_STALE = 'policy_change_stale';
export const SECOND_MANAGER_RECENTLY_REMOVED = 'second_manager_recently_removed';
/** The audit note of a weakening applied at once because nobody else could approve it. */
export const SINGLE_TEAM_MANAGER: AuditSecondApproval = { kind: 'no_other_team_manager' };

/** What a policies command did, besides its events. */
export interface PoliciesChange {
  /** The policies as they are now (unchanged while a change is pending). */
  policies: OrganisationPolicies;
  outcome: 'unchanged' | PolicyChangeOutcome;
  /** The change proposed, approved, rejected, cancelled or gone stale (null when none was involved). */
  change: PolicyChange | null;
  events: CommandEvents;
}

const noEvents = (): CommandEvents => ({ audit: [], activities: [], notifications: [], outbox: [] });

/** Each top-level policy that changed, before and after (as the audit log shows them). */
function policyChanges(before: OrganisationPolicies, after: OrganisationPolicies): AuditChanges {
  const changes: AuditChanges = {};
  for (const key of Object.keys(after) as (keyof OrganisationPolicies)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key]))
      changes[key] = { before: before[key], after: after[key] };
  }
  return changes;
}

/**
 * The audit row's changes, with the organisation's base currency (unchanged) when an amount changed: the
 * audit log then says the bands and the daily limit as money.
 */
const withBaseCurrency = (changes: AuditChanges, baseCurrency: string): AuditChanges =>
  changes.approvalTiers || changes.dailyUnapprovedLimitMinor
    ? { ...changes, currency: { before: baseCurrency, after: baseCurrency } }
    : changes;

const organisationEffects = (em: EntityManager, actor: SeatActor) =>
  new PolicyEffects(
    em,
    {
      organisationId: actor.organisationId,
      entityType: 'organisation',
      entityId: actor.organisationId,
      activityType: 'verification',
      ownerId: actor.userId,
    },
    actor.userId,
  );

const changeEffects = (em: EntityManager, actor: SeatActor, change: PolicyChange) =>
  new PolicyEffects(
    em,
    {
      organisationId: actor.organisationId,
      entityType: 'policy_change',
      entityId: change.id,
      activityType: 'verification',
      ownerId: change.proposedBy.id,
    },
    actor.userId,
  );

const pushPoliciesChanged = (
  em: EntityManager,
  organisationId: string,
  outcome: PolicyChangeOutcome,
  change: PolicyChange | null,
): OutboxMessage =>
  pushSocket(em, {
    aggregate: ['organisation', organisationId],
    rooms: [rooms.organisation(organisationId)],
    event: 'policies:changed',
    args: [{ outcome, pendingChangeId: outcome === 'proposed' && change ? change.id : null }],
  });

/**
 * Every Team Manager and payment approver of the organisation hears of each policy step (issue 24): a control
 * switched off is something the people it protects should know about. The actor is not told of their own act.
 */
async function announce(
  em: EntityManager,
  effects: PolicyEffects,
  actor: SeatActor,
  notice: Parameters<PolicyEffects['notify']>[0],
): Promise<void> {
  const team = await loadPolicyTeam(em, actor.organisationId);
  const recipients = new Set([...team.managers, ...team.approvers]);
  recipients.delete(actor.userId);
  for (const userId of recipients) effects.notify({ userId, ...notice });
}

/** The pending change of the organisation, if any (under the organisation's lock, taken by the caller). */
const findPending = (em: EntityManager, organisationId: string) =>
  em.findOne(PolicyChange, { organisation: organisationId, status: 'pending' }, { populate: ['proposedBy'] });

/**
 * The policies changed while a change was pending: it was proposed against policies that are no longer the
 * organisation's, and approving its full set would silently undo what changed meanwhile. It goes stale; its
 * proposer is told, and may propose it again.
 */
async function markStale(
  em: EntityManager,
  actor: SeatActor,
  change: PolicyChange,
  why: string,
): Promise<CommandEvents> {
  change.status = 'stale';
  change.reason = why;
  const effects = changeEffects(em, actor, change).audit('organisation.policy_change_stale', {
    status: { before: 'pending', after: 'stale' },
    reason: { before: null, after: why },
  });
  if (change.proposedBy.id !== actor.userId)
    effects.notify({
      type: 'info',
      title: 'Policy change no longer pending',
      message: `Your proposed policy change can no longer be approved: ${why} Propose it again if it is still wanted.`,
      messageKey: 'policyChangeStale',
      params: {},
    });
  return effects.done();
}

const mergeEvents = (...all: CommandEvents[]): CommandEvents => ({
  audit: all.flatMap((events) => events.audit),
  activities: all.flatMap((events) => events.activities),
  notifications: all.flatMap((events) => events.notifications),
  outbox: all.flatMap((events) => events.outbox),
});

/** Writes the policies with their audit row, activity, announcement and push. */
async function applyPolicies(
  em: EntityManager,
  actor: SeatActor,
  organisation: Organisation,
  next: OrganisationPolicies,
  how: {
    outcome: 'applied' | 'approved';
    note: AuditChanges;
    change: PolicyChange | null;
    by: string;
    /** Who proposed the change, and who approved it when a second Team Manager did (the notification's names). */
    proposer: string;
    approvedBy?: string;
  },
): Promise<CommandEvents> {
  const before = readPolicies(organisation);
  const changes = policyChanges(before, next);
  organisation.policies = next;
  const summary = describePolicyChange(before, next);
  const policiesCodeList = changedPolicyCodes(before, next);
  const effects = organisationEffects(em, actor)
    .audit(
      'organisation.policies_updated',
      withBaseCurrency({ ...changes, ...how.note }, organisation.baseCurrency),
    )
    .activity({
      title: 'Policies changed',
      description: `${how.by} changed the organisation's ${Object.keys(changes).join(', ')} policy.`,
      ...(how.approvedBy
        ? {
            messageKey: 'policiesChangedApproved',
            params: { by: how.proposer, approver: how.approvedBy, policiesCodeList },
          }
        : { messageKey: 'policiesChanged', params: { by: how.proposer, policiesCodeList } }),
      status: 'completed',
    });
  await announce(em, effects, actor, {
    type: 'info',
    title: 'Policies changed',
    message: `${how.by} changed the organisation's policies: ${summary}.`,
    ...(how.approvedBy
      ? {
          messageKey: 'policiesChangedApproved',
          params: { by: how.proposer, approver: how.approvedBy, policiesCodeList },
        }
      : { messageKey: 'policiesChanged', params: { by: how.proposer, policiesCodeList } }),
  });
  return effects.done([pushPoliciesChanged(em, actor.organisationId, how.outcome, how.change)]);
}

/**
 * Changes the organisation's policies (Team Management). A change that keeps or strengthens every control
 * applies at once. One that weakens a control is proposed for a second Team Manager when the organisation has
 * another (`outcome: 'proposed'`), and applies at once otherwise, audited as such. Only one change is pending
 * at a time: a second weakening proposal is refused (409) until the first is approved, rejected or cancelled,
 * so what the approver approves is exactly what they were shown. A change applied while one is pending makes
 * that one stale.
 */
export async function updatePolicies(
  em: EntityManager,
  actor: SeatActor,
  next: OrganisationPolicies,
): Promise<PoliciesChange> {
  requirePermission(actor, TEAM_MANAGEMENT, POLICIES_PERMISSION_MESSAGE);
  const organisation = await lockOrganisation(em, actor.organisationId);
  const before = readPolicies(organisation);
  if (samePolicies(before, next))
    return { policies: before, outcome: 'unchanged', change: null, events: noEvents() };
  const weakens = policyWeakenings(before, next);
  const pending = await findPending(em, actor.organisationId);

  if (weakens.length === 0) {
    const stale = pending
      ? await markStale(em, actor, pending, 'the policies were changed after it was proposed.')
      : noEvents();
    const applied = await applyPolicies(em, actor, organisation, next, {
      outcome: 'applied',
      note: {},
      change: null,
      by: actor.displayName,
      proposer: actor.displayName,
    });
    return { policies: next, outcome: 'applied', change: pending, events: mergeEvents(stale, applied) };
  }

  const team = await loadPolicyTeam(em, actor.organisationId);
  const otherManagers = team.managers.filter((id) => id !== actor.userId);
  if (
    otherManagers.length === 0 &&
    (await tookTeamManagementFromOthersRecently(em, actor.organisationId, actor.userId))
  )
    throw new DomainError(
      'conflict',
      SECOND_MANAGER_RECENTLY_REMOVED,
      `You took Team Management from the only other member who could approve this change in the last ${SECOND_MANAGER_MEMORY_DAYS} days: a change that weakens a control needs a second Team Manager until then.`,
      undefined,
      { params: { days: SECOND_MANAGER_MEMORY_DAYS } },
    );
  if (otherManagers.length === 0) {
    const stale = pending
      ? await markStale(em, actor, pending, 'the policies were changed after it was proposed.')
      : noEvents();
    const applied = await applyPolicies(em, actor, organisation, next, {
      outcome: 'applied',
      note: {
        weakens: { before: null, after: weakens },
        secondApproval: { before: null, after: SINGLE_TEAM_MANAGER },
      },
      change: null,
      by: actor.displayName,
      proposer: actor.displayName,
    });
    return { policies: next, outcome: 'applied', change: pending, events: mergeEvents(stale, applied) };
  }

  if (pending) {
    const when = pending.createdAt.toISOString().slice(0, 16).replace('T', ' ');
    throw new DomainError(
      'conflict',
      POLICY_CHANGE_PENDING,
      `A policy change proposed by ${pending.proposedBy.$.fullName ?? pending.proposedBy.$.businessName} on ${when} UTC is waiting for a second Team Manager: it must be approved, rejected or cancelled before another change that weakens a control is proposed.`,
    );
  }
  const change = em.create(PolicyChange, {
    organisation: actor.organisationId,
    proposedBy: actor.userId,
    basePolicies: before,
    proposedPolicies: next,
    weakens,
    status: 'pending',
  });
  const weakText = describeWeakenings(weakens, organisation.baseCurrency);
  const weakParams = weakeningParams(weakens, organisation.baseCurrency);
  const effects = changeEffects(em, actor, change)
    .audit(
      'organisation.policy_change_proposed',
      withBaseCurrency(
        { ...policyChanges(before, next), weakens: { before: null, after: weakens } },
        organisation.baseCurrency,
      ),
    )
    .activity({
      title: 'Policy change proposed',
      description: `${actor.displayName} proposed a policy change that weakens ${weakText}; it needs a second Team Manager.`,
      messageKey: 'policyChangeProposed',
      params: { by: actor.displayName, ...weakParams },
      status: 'pending',
    });
  await announce(em, effects, actor, {
    type: 'alert',
    title: 'Policy change awaiting approval',
    message: `${actor.displayName} proposed a policy change that weakens ${weakText}. Another Team Manager must approve it before it applies.`,
    messageKey: 'policyChangeProposed',
    params: { by: actor.displayName, ...weakParams },
  });
  return {
    policies: before,
    outcome: 'proposed',
    change,
    events: effects.done([pushPoliciesChanged(em, actor.organisationId, 'proposed', change)]),
  };
}

/** The pending change `changeId` of the actor's organisation, under the organisation's lock. */
async function lockedPendingChange(em: EntityManager, actor: SeatActor, changeId: string) {
  const organisation = await lockOrganisation(em, actor.organisationId);
  const change = await em.findOne(
    PolicyChange,
    { id: changeId, organisation: actor.organisationId },
    { populate: ['proposedBy'] },
  );
  if (!change) throw domainNotFound(POLICY_CHANGE_NOT_FOUND);
  if (change.status !== 'pending')
    throw new DomainError(
      'conflict',
      POLICY_CHANGE_NOT_PENDING,
      `This policy change is no longer pending (it is ${change.status}).`,
    );
  return { organisation, change };
}

/**
 * A second Team Manager approves a pending change: its policies apply, unless the organisation's policies
 * changed since it was proposed (then it goes stale, `outcome: 'stale'`, and nothing applies). The proposer
 * never approves their own change.
 */
export async function approvePolicyChange(
  em: EntityManager,
  actor: SeatActor,
  changeId: string,
): Promise<PoliciesChange> {
  requirePermission(actor, TEAM_MANAGEMENT, POLICY_CHANGE_PERMISSION_MESSAGE);
  const { organisation, change } = await lockedPendingChange(em, actor, changeId);
  if (change.proposedBy.id === actor.userId)
    throw domainForbidden('You proposed this policy change: another Team Manager must approve it.');
  const current = readPolicies(organisation);
  if (!samePolicies(current, readPolicies({ policies: change.basePolicies }))) {
    const events = await markStale(em, actor, change, 'the policies were changed after it was proposed.');
    events.outbox.push(pushPoliciesChanged(em, actor.organisationId, 'stale', change));
    return { policies: current, outcome: 'stale', change, events };
  }
  const next = readPolicies({ policies: change.proposedPolicies });
  const proposer = change.proposedBy.$.fullName ?? change.proposedBy.$.businessName;
  change.status = 'approved';
  change.decidedBy = em.getReference(UserProfile, actor.userId, { wrapped: true });
  change.decidedAt = new Date();
  const decided = changeEffects(em, actor, change)
    .audit('organisation.policy_change_approved', {
      status: { before: 'pending', after: 'approved' },
      proposedBy: { before: null, after: proposer },
    })
    .done();
  const applied = await applyPolicies(em, actor, organisation, next, {
    outcome: 'approved',
    note: {
      weakens: { before: null, after: change.weakens },
      secondApproval: {
        before: null,
        after: {
          kind: 'approved',
          proposedBy: { id: change.proposedBy.id, name: proposer },
          approvedBy: { id: actor.userId, name: actor.displayName },
        } satisfies AuditSecondApproval,
      },
    },
    change,
    by: `${proposer} (approved by ${actor.displayName})`,
    proposer,
    approvedBy: actor.displayName,
  });
  return { policies: next, outcome: 'approved', change, events: mergeEvents(decided, applied) };
}

/** A second Team Manager rejects a pending change, with an optional reason: the policies stay as they are. */
export async function rejectPolicyChange(
  em: EntityManager,
  actor: SeatActor,
  changeId: string,
  reason: string | null,
): Promise<PoliciesChange> {
  requirePermission(actor, TEAM_MANAGEMENT, POLICY_CHANGE_PERMISSION_MESSAGE);
  const { organisation, change } = await lockedPendingChange(em, actor, changeId);
  if (change.proposedBy.id === actor.userId)
    throw domainForbidden('You proposed this policy change: cancel it instead.');
  change.status = 'rejected';
  change.reason = reason;
  change.decidedBy = em.getReference(UserProfile, actor.userId, { wrapped: true });
  change.decidedAt = new Date();
  const weakText = describeWeakenings(change.weakens, organisation.baseCurrency);
  const weakParams = weakeningParams(change.weakens, organisation.baseCurrency);
  const effects = changeEffects(em, actor, change)
    .audit('organisation.policy_change_rejected', {
      status: { before: 'pending', after: 'rejected' },
      reason: { before: null, after: reason },
    })
    .activity({
      title: 'Policy change rejected',
      description: `${actor.displayName} rejected the policy change that would have weakened ${weakText}.`,
      messageKey: 'policyChangeRejected',
      params: { by: actor.displayName, ...weakParams },
      status: 'failed',
    });
  await announce(em, effects, actor, {
    type: 'info',
    title: 'Policy change rejected',
    message: `${actor.displayName} rejected the policy change that would have weakened ${weakText}${reason ? `: ${reason}` : '.'}`,
    ...(reason
      ? {
          messageKey: 'policyChangeRejectedWithReason',
          params: { by: actor.displayName, ...weakParams, reason },
        }
      : { messageKey: 'policyChangeRejected', params: { by: actor.displayName, ...weakParams } }),
  });
  return {
    policies: readPolicies(organisation),
    outcome: 'rejected',
    change,
    events: effects.done([pushPoliciesChanged(em, actor.organisationId, 'rejected', change)]),
  };
}

/** The proposer withdraws their pending change: the policies stay as they are. */
export async function cancelPolicyChange(
  em: EntityManager,
  actor: SeatActor,
  changeId: string,
): Promise<PoliciesChange> {
  requirePermission(actor, TEAM_MANAGEMENT, POLICY_CHANGE_PERMISSION_MESSAGE);
  const { organisation, change } = await lockedPendingChange(em, actor, changeId);
  if (change.proposedBy.id !== actor.userId)
    throw domainForbidden(
      'Only the Team Manager who proposed this policy change can cancel it; you may approve or reject it.',
    );
  change.status = 'cancelled';
  change.decidedBy = em.getReference(UserProfile, actor.userId, { wrapped: true });
  change.decidedAt = new Date();
  const events = changeEffects(em, actor, change)
    .audit('organisation.policy_change_cancelled', { status: { before: 'pending', after: 'cancelled' } })
    .done([pushPoliciesChanged(em, actor.organisationId, 'cancelled', change)]);
  return { policies: readPolicies(organisation), outcome: 'cancelled', change, events };
}

export type { PolicyWeakening };
