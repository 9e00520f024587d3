import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PaymentQuote } from '../../api/payments/queries';
import { InviteColleagueHint } from '../../components/InviteColleagueHint';
import { useFormat } from '../../i18n/useFormat';
import { bandFor, type ApprovalBand } from '@tradehub/contract/rules/approval-bands';
import { missingApproversKey } from './approvalLogic';
import { approvalReasonTexts } from './approvalReasonTexts';
import { notedReasonKey } from './paymentLogic';

/**
 * The quote's approval part: how many approvals the policies ask for and why, the risk rules only noted
 * (nobody else can approve yet), and, when the organisation lacks the approvers, who to invite.
 */
export function QuoteApproval({
  quote,
  bands,
}: {
  quote: PaymentQuote;
  /** The organisation's approval bands (Team → Policies), to name the band the amount falls in. */
  bands: readonly ApprovalBand[] | undefined;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const band = bands ? bandFor(bands, quote.baseAmountMinor) : undefined;
  const threshold = band ? format.money(band.fromMinor, quote.baseCurrency) : '—';
  const missing = missingApproversKey(quote.approversMissing, quote.approvalsRequired);
  return (
    <>
      {quote.approvalRequired ? (
        <Alert
          type="warning"
          showIcon
          data-testid="quote-approval"
          data-approvals={quote.approvalsRequired}
          title={t('payments.form.quote.approvalsNeeded', { count: Math.max(1, quote.approvalsRequired) })}
          description={
            <ul className="th-payments__reasons">
              {approvalReasonTexts(
                {
                  reasons: quote.approvalReasons,
                  basis: quote.approvalBasis,
                  baseCurrency: quote.baseCurrency,
                  threshold,
                },
                t,
                format.money,
              ).map(({ reason, text }) => (
                <li key={reason} data-testid="quote-approval-reason" data-reason={reason}>
                  {text}
                </li>
              ))}
            </ul>
          }
        />
      ) : (
        <Alert
          type="success"
          showIcon
          data-testid="quote-no-approval"
          title={t('payments.form.quote.noApproval')}
        />
      )}
      {quote.notedReasons.length > 0 && (
        <Alert
          type="info"
          showIcon
          className="th-payments__noted"
          data-testid="quote-noted"
          title={
            <ul className="th-payments__reasons">
              {quote.notedReasons.map((reason) => (
                <li key={reason} data-testid="quote-noted-reason" data-reason={reason}>
                  {t(`payments.notedReasons.${notedReasonKey(reason)}`)}
                </li>
              ))}
            </ul>
          }
        />
      )}
      {missing && (
        <InviteColleagueHint
          i18nKey={`payments.missingApprovers.${missing}`}
          testId="quote-approvers-missing"
        />
      )}
    </>
  );
}
