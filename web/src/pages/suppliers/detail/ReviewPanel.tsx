import { Alert, App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRejectSupplier, useVerifySupplier, type SupplierDetail } from '../../../api/suppliers/queries';
import { useSignedInProfile } from '../../../auth/profileContext';
import { ExplainedDisabledButton } from '../../../components/ExplainedDisabledButton';
import { InviteColleagueHint } from '../../../components/InviteColleagueHint';
import { apiErrorMessage } from '../../../i18n/apiErrorMessage';
import { ReasonDialog } from '../ReasonDialog';
import { reviewHint, reviewsOwnSupplier } from '../supplierLogic';

/** Verify / Reject (with a reason) for a reviewer, or why they are not offered. */
export function ReviewPanel({ supplier }: { supplier: SupplierDetail }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const profile = useSignedInProfile();
  const [rejecting, setRejecting] = useState(false);
  const verification = useVerifySupplier(supplier.id);
  const rejection = useRejectSupplier(supplier.id);
  const hint = reviewHint(supplier, profile);
  const showError = (error: Error) => void message.error(apiErrorMessage(error, t));

  const verify = () =>
    verification.mutate(undefined, {
      onSuccess: () => void message.success(t('supplierDetail.review.verified', { name: supplier.name })),
      onError: showError,
    });
  // Rejected (the dialog stays open) when the gateway refuses; the message says why.
  const reject = async (reason: string) => {
    await rejection.mutateAsync(reason, { onError: showError });
    void message.success(t('supplierDetail.review.rejected', { name: supplier.name }));
    setRejecting(false);
  };

  // Four-eyes with nobody besides whoever added it able to verify: who to invite, not a dead end.
  const needsReviewer = supplier.needsAnotherReviewer && (
    <InviteColleagueHint
      i18nKey="supplierDetail.review.needsAnotherReviewer"
      testId="review-needs-reviewer"
    />
  );
  const mode = supplier.status === 'pending' && (
    <p className="th-supplier-review__mode" data-testid="review-mode" data-mode={supplier.reviewMode}>
      {t(`supplierDetail.review.mode.${supplier.reviewMode}`)}
    </p>
  );

  if (hint && hint !== 'readOnly') {
    return (
      <div className="th-supplier-review">
        {mode}
        <Alert
          type="info"
          showIcon
          title={t(`supplierDetail.review.hints.${hint}`)}
          data-testid="review-hint"
          data-hint={hint}
        />
        {needsReviewer}
      </div>
    );
  }
  // The gateway refuses to verify (409 sanctions_hit_open) while a screening hit is open, and (409
  // screening_pending) until the workers' screening has landed; rejecting stays.
  const sanctionsBlocked = supplier.screeningStatus === 'hit';
  const screeningPending = supplier.screeningStatus === 'pending';
  // Read-only viewers still reach both buttons from the keyboard, and each says why it does nothing.
  const readOnlyReason = t('supplierDetail.review.hints.readOnly');
  const buttons =
    hint === 'readOnly' ? (
      <div className="th-supplier-review__buttons">
        <ExplainedDisabledButton type="primary" reason={readOnlyReason} data-testid="supplier-verify">
          {t('supplierDetail.review.verify')}
        </ExplainedDisabledButton>
        <ExplainedDisabledButton danger reason={readOnlyReason} data-testid="supplier-reject">
          {t('supplierDetail.review.reject')}
        </ExplainedDisabledButton>
      </div>
    ) : (
      <div className="th-supplier-review__buttons">
        <Button
          type="primary"
          loading={verification.isPending}
          disabled={sanctionsBlocked || screeningPending}
          onClick={verify}
          data-testid="supplier-verify"
        >
          {t('supplierDetail.review.verify')}
        </Button>
        <Button danger onClick={() => setRejecting(true)} data-testid="supplier-reject">
          {t('supplierDetail.review.reject')}
        </Button>
      </div>
    );
  return (
    <div className="th-supplier-review">
      {mode}
      {reviewsOwnSupplier(supplier, profile) && (
        <Alert
          type="info"
          showIcon
          title={t('supplierDetail.review.singleReviewer')}
          data-testid="review-single-reviewer"
        />
      )}
      {sanctionsBlocked && (
        <Alert
          type="warning"
          showIcon
          title={t('supplierDetail.review.sanctionsBlocked')}
          data-testid="verify-sanctions-blocked"
        />
      )}
      {screeningPending && (
        <Alert
          type="info"
          showIcon
          title={t('supplierDetail.review.screeningPending')}
          data-testid="verify-screening-pending"
        />
      )}
      {buttons}
      {needsReviewer}
      <ReasonDialog
        open={rejecting}
        title={t('supplierDetail.review.rejectTitle', { name: supplier.name })}
        label={t('supplierDetail.review.rejectReason')}
        okText={t('supplierDetail.review.rejectConfirm')}
        requiredMessage={t('supplierDetail.review.reasonRequired')}
        testId="reject-supplier-dialog"
        pending={rejection.isPending}
        onCancel={() => setRejecting(false)}
        onSubmit={reject}
      />
    </div>
  );
}
