/** A bill's status from what its payments settled and scheduled (a cancelled bill stays cancelled). */
export function billStatusOf(bill: {
  amountMinor: number;
  paidMinor: number;
  scheduledMinor: number;
  cancelledAt?: Date | null;
}): BillStatus {
  if (bill.cancelledAt) return 'cancelled';
  if (bill.paidMinor >= bill.amountMinor) return 'paid';
  if (bill.paidMinor > 0) return 'partly_paid';
  if (bill.scheduledMinor > 0) return 'scheduled';
  return 'open';
}

/** What no payment covers yet: the part of the bill that is exposure by its due date. */
export const billOpenMinor = (bill: { amountMinor: number; paidMinor: number; scheduledMinor: number }) =>
  Math.max(0, bill.amountMinor - bill.paidMinor - bill.scheduledMinor);
import type { BillStatus } from '@tradehub/contract';
