import type { PaymentItem } from '../../api/types';
import { useSignedInProfile } from '../../auth/profileContext';

export type ApproveHint = 'hintReadOnly' | 'hintPermission' | 'hintOwn' | undefined;

/** Why the viewer may not approve a payment (undefined when they may, or when no hint applies). */
export function useApproveHint(): (payment: PaymentItem) => ApproveHint {
  const profile = useSignedInProfile();
  return (payment) => {
    if (payment.canApprove) return undefined;
    if (profile.readOnly) return 'hintReadOnly';
    if (!profile.permissions.includes('Payment Approval')) return 'hintPermission';
    if (payment.createdBy.id === profile.id) return 'hintOwn';
    return undefined;
  };
}
