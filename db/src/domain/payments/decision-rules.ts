// Who may decide on a payment or a batch awaiting approval, the same for both: a member with 'Payment
// Approval' who did not make it, while it awaits approval, and, to approve, one who has not approved it yet
// (two approvals are two different people).
import { DomainError, domainForbidden } from '../errors.js';
import { PAYMENT_APPROVAL } from '../policies/organisation-policies.js';
import type { SeatActor } from '../actor.js';

export const PAYMENT_NOT_AWAITING_APPROVAL = 'payment_not_awaiting_approval';
export const BATCH_NOT_AWAITING_APPROVAL = 'batch_not_awaiting_approval';
export const ALREADY_APPROVED_BY_YOU = 'already_approved_by_you';

const WORDS = {
  payment: { made: 'You created this payment', notAwaiting: PAYMENT_NOT_AWAITING_APPROVAL },
  batch: { made: 'You uploaded this batch', notAwaiting: BATCH_NOT_AWAITING_APPROVAL },
} as const;

export function assertMayDecide(
  actor: Pick<SeatActor, 'userId' | 'permissions'>,
  decided: {
    kind: keyof typeof WORDS;
    createdById: string;
    /** Its state, written as a status ('not_required', 'processing'…): anything but awaiting is refused. */
    status: string;
    awaiting: boolean;
    approvals: readonly { userId: string }[];
  },
  decision: 'approved' | 'rejected',
): void {
  const { kind } = decided;
  const words = WORDS[kind];
  if (!actor.permissions.includes(PAYMENT_APPROVAL))
    throw domainForbidden("Approving payments needs the 'Payment Approval' permission.");
  if (decided.createdById === actor.userId)
    throw domainForbidden(`${words.made}: another member must approve it.`);
  if (!decided.awaiting)
    throw new DomainError(
      'conflict',
      words.notAwaiting,
      `This ${kind} is not awaiting approval (it is ${decided.status.replace('_', ' ')}).`,
    );
  if (decision === 'approved' && decided.approvals.some((approval) => approval.userId === actor.userId))
    throw new DomainError(
      'forbidden',
      ALREADY_APPROVED_BY_YOU,
      `You have already approved this ${kind}: its second approval must come from a different member.`,
    );
}
