import { useTranslation } from 'react-i18next';
import type { PaymentItem } from '@tradehub/contract';
import { InviteColleagueHint } from '../../components/InviteColleagueHint';
import { approvalProgress, missingApproversKey } from './approvalLogic';

/** '1 of 2 approvals, approved by Ana' for a payment that needs approval; nothing for one that does not. */
export function ApprovalProgress({ payment }: { payment: PaymentItem }) {
  const { t } = useTranslation();
  const progress = approvalProgress(payment);
  if (!progress) return null;
  return (
    <span
      className="th-payments__approvals"
      data-testid="payment-approvals"
      data-given={progress.given}
      data-required={progress.required}
    >
      {t('payments.approvals.progress', { given: progress.given, count: progress.required })}
      {progress.names.length > 0 && ` · ${t('payments.approvals.by', { names: progress.names.join(', ') })}`}
    </span>
  );
}

/** Said where a payment waits for approvers the organisation does not have, with the invite form's link. */
export function MissingApproversHint({ payment }: { payment: PaymentItem }) {
  const missing = missingApproversKey(payment.approversMissing, payment.approvalsRequired);
  if (!missing) return null;
  return (
    <InviteColleagueHint
      i18nKey={`payments.missingApprovers.${missing}`}
      testId="payment-approvers-missing"
    />
  );
}
