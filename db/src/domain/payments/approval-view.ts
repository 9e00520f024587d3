// What a payment's approval looks like to one member: whether they may approve it now, and whether the
// organisation lacks the people to ever approve it (the UI then says who to invite instead of a dead end).
import { PAYMENT_APPROVAL } from '../policies/organisation-policies.js';

export interface ApprovalFacts {
  approvalStatus: string;
  approvalsRequired: number;
  approvals: readonly { userId: string }[];
  createdById: string;
}

/** Approvals still to come on a payment awaiting approval (rows from before the policies needed one). */
const approvalsOutstanding = (facts: ApprovalFacts) =>
  facts.approvalStatus === 'awaiting' ? Math.max(1, facts.approvalsRequired) - facts.approvals.length : 0;

/** Awaiting approval, the viewer holds Payment Approval, did not make it and has not approved it yet. */
export function mayApprovePayment(
  facts: ApprovalFacts,
  viewer: { userId: string; permissions: readonly string[] },
): boolean {
  return (
    approvalsOutstanding(facts) > 0 &&
    facts.createdById !== viewer.userId &&
    viewer.permissions.includes(PAYMENT_APPROVAL) &&
    !facts.approvals.some((approval) => approval.userId === viewer.userId)
  );
}

/**
 * How many more members with Payment Approval the organisation needs before the payment can be approved:
 * its maker and those who approved it already do not count (0 when it is not awaiting approval).
 */
export function approversMissing(facts: ApprovalFacts, approverIds: readonly string[]): number {
  const outstanding = approvalsOutstanding(facts);
  if (outstanding <= 0) return 0;
  const eligible = approverIds.filter(
    (id) => id !== facts.createdById && !facts.approvals.some((approval) => approval.userId === id),
  ).length;
  return Math.max(0, outstanding - eligible);
}
