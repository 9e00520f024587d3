import type { PaymentItem } from '@tradehub/contract';
import { useSignedInProfile } from '../../auth/profileContext';

export type ApproveHint =
  'hintReadOnly' | 'hintPermission' | 'hintOwn' | 'hintSanctions' | 'hintScreening' | undefined;

/** Why the viewer may not approve a payment now (undefined when they may, or when no hint applies). */
export function useApproveHint(): (payment: PaymentItem) => ApproveHint {
  const profile = useSignedInProfile();
  return (payment) => {
    // The gateway refuses approval (409 sanctions_hit_open) while the supplier has an open screening hit.
    if (payment.approvalStatus === 'awaiting' && payment.supplier.screeningStatus === 'hit')
      return 'hintSanctions';
    // ... and (409 screening_pending) while the supplier is being screened again, until the result lands.
    if (payment.approvalStatus === 'awaiting' && payment.supplier.screeningStatus === 'pending')
      return 'hintScreening';
    if (payment.canApprove) return undefined;
    if (profile.readOnly) return 'hintReadOnly';
    if (!profile.permissions.includes('Payment Approval')) return 'hintPermission';
    if (payment.createdBy.id === profile.id) return 'hintOwn';
    return undefined;
  };
}
