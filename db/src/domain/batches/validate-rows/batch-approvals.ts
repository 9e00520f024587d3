// The batch's approvers: the band of its base-currency total, raised by the risk rules any of its rows'
// suppliers matches (one query for who was paid before) and by the maker's recent payments (assessApproval:
// the band its rows to one supplier reach together with the maker's other payments to that supplier in the
// last 24 hours, and the daily limit without approval).
import type { PaymentRiskRule } from '@tradehub/contract';
import type { EntityManager, Organisation } from '../../../index.js';
import { loadPolicyTeam, readPolicies } from '../../policies/organisation-policies.js';
import { assessApproval, riskRulesOf } from '../../policies/payment-approval.js';
import { loadMakerRecentPayments, recentJudgement, type PaidNow } from '../../policies/recent-payments.js';
import type { BatchRowsAssessment, BatchSupplier, ValidBatchRow } from './batch-row-types.js';

/** Which of these suppliers the organisation has completed a payment to. */
async function paidBeforeOf(em: EntityManager, organisationId: string, supplierIds: readonly string[]) {
  const paidBefore = new Set<string>();
  if (!supplierIds.length) return paidBefore;
  const completed = await em
    .getConnection()
    .execute<{ supplier_id: string }[]>(
      `select distinct supplier_id from payment where organisation_id = ? and status = 'completed' and supplier_id in (${supplierIds.map(() => '?').join(', ')})`,
      [organisationId, ...supplierIds],
      'all',
      em.getTransactionContext(),
    );
  for (const payment of completed) paidBefore.add(payment.supplier_id);
  return paidBefore;
}

export async function assessBatchApprovals(
  em: EntityManager,
  input: {
    organisation: Organisation;
    makerId: string;
    valid: readonly ValidBatchRow[];
    baseTotalMinor: number;
    suppliersById: ReadonlyMap<string, BatchSupplier>;
    now: Date;
  },
): Promise<
  Pick<
    BatchRowsAssessment,
    | 'approvalsRequired'
    | 'approvalReasons'
    | 'approvalBasis'
    | 'approversMissing'
    | 'beforeRecent'
    | 'paidNow'
  >
> {
  const { organisation, makerId, valid, suppliersById, now } = input;
  const validSupplierIds = [...new Set(valid.map((row) => row.supplierId))];
  const paidBefore = await paidBeforeOf(em, organisation.id, validSupplierIds);
  const matched = new Set<PaymentRiskRule>();
  for (const supplierId of validSupplierIds)
    for (const rule of riskRulesOf(suppliersById.get(supplierId)!, paidBefore.has(supplierId), now))
      matched.add(rule);
  const policies = readPolicies(organisation);
  const team = await loadPolicyTeam(em, organisation.id);
  const bandsAndRules = { policies, baseAmountMinor: input.baseTotalMinor, matchedRules: [...matched], team };
  const beforeRecent = assessApproval({ ...bandsAndRules, makerId });
  const paidNow: PaidNow[] = valid.map((row) => ({
    supplierId: row.supplierId,
    supplierName: suppliersById.get(row.supplierId)!.name,
    baseAmountMinor: row.baseAmountMinor,
  }));
  const recent = await loadMakerRecentPayments(em, { organisationId: organisation.id, makerId, now });
  const assessment = assessApproval({
    ...bandsAndRules,
    makerId,
    recent: recentJudgement(policies, recent, paidNow),
  });
  return {
    approvalsRequired: assessment.approvalsRequired,
    approvalReasons: assessment.approvalReasons,
    approvalBasis: assessment.approvalBasis,
    approversMissing: assessment.approversMissing,
    beforeRecent: {
      approvalsRequired: beforeRecent.approvalsRequired,
      approvalReasons: beforeRecent.approvalReasons,
    },
    paidNow,
  };
}
