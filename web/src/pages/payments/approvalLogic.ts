// Pure decisions about a payment's approvals under the organisation's policies (Team → Policies): what to say
// when the organisation lacks the people to approve it, and the progress of the approvals given so far (the
// band an amount falls in is the contract's rule, `@tradehub/contract/rules/approval-bands`). Unit-tested in node.

/**
 * What a person stuck on approvals is told (`payments.missingApprovers.*`), given how many approvals the
 * payment needs in all and how many more members with Payment Approval the organisation lacks:
 * - 'second': it needs one approver and nobody besides the maker may approve;
 * - 'another': it needs two and only one more person may approve;
 * - 'two': it needs two and nobody besides the maker may approve.
 */
export type MissingApproversKey = 'second' | 'another' | 'two';

export function missingApproversKey(
  approversMissing: number,
  approvalsRequired: number,
): MissingApproversKey | undefined {
  if (approversMissing <= 0) return undefined;
  if (approversMissing >= 2) return 'two';
  return approvalsRequired >= 2 ? 'another' : 'second';
}

export interface ApprovalProgress {
  given: number;
  required: number;
  names: string[];
}

/**
 * '1 of 2 approvals' and who gave them, for a payment that needs (or needed) approval; undefined when it
 * never needed any. Older payments that needed approval before the bands record 0 required: they need one.
 */
export function approvalProgress(payment: {
  approvalStatus: string;
  approvalsRequired: number;
  approvals: readonly { name: string }[];
}): ApprovalProgress | undefined {
  if (payment.approvalStatus === 'not_required') return undefined;
  const required = Math.max(payment.approvalsRequired, payment.approvals.length, 1);
  return {
    given: payment.approvals.length,
    required,
    names: payment.approvals.map((approval) => approval.name),
  };
}
