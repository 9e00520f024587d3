import type { BillItem } from '../../../api/bills/queries';
import { useSignedInProfile } from '../../../auth/profileContext';

/** Why the viewer may not do something with bills: the hint shown beside the disabled buttons. */
export type BillHint = 'readOnly' | 'cancelPermission';

/** What the viewer may do with bills, and why not. */
export function useBillPermissions() {
  const profile = useSignedInProfile();
  const writeHint: BillHint | undefined = profile.readOnly ? 'readOnly' : undefined;
  return {
    canWrite: !profile.readOnly,
    writeHint,
    /** Cancelling another member's bill needs Payment Approval (the gateway's 403 otherwise). */
    cancelHint: (bill: BillItem): BillHint | undefined =>
      profile.readOnly
        ? 'readOnly'
        : bill.createdBy.id !== profile.id && !profile.permissions.includes('Payment Approval')
          ? 'cancelPermission'
          : undefined,
  };
}
