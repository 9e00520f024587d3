// "The supplier can be paid": the one rule every payment path asks (a payment, its quote, each row of a
// batch file), worded by the caller about its own subject.
import type { Supplier } from '../../index.js';
import { DomainError } from '../errors.js';

/** Why a supplier cannot be paid (its verification), with what a message names; null when it can be. */
export interface SupplierPaymentRefusal {
  code: 'supplier_pending' | 'supplier_rejected';
  params: { name: string; reason?: string };
  /** The refusal worded about `subject` ("This supplier", or the supplier's name). */
  message(subject: string): string;
}

/** Verified suppliers only: a pending or rejected one cannot be paid (the reason said). */
export function supplierPaymentRefusal(
  supplier: Pick<Supplier, 'name' | 'status' | 'rejectionReason'>,
): SupplierPaymentRefusal | null {
  if (supplier.status === 'pending')
    return {
      code: 'supplier_pending',
      params: { name: supplier.name },
      message: (subject) => `${subject} is pending verification and cannot be paid yet.`,
    };
  if (supplier.status === 'rejected') {
    const reason = supplier.rejectionReason ?? 'no reason was given';
    return {
      code: 'supplier_rejected',
      params: { name: supplier.name, reason: supplier.rejectionReason ?? '' },
      message: (subject) => `${subject} was rejected: ${reason}.`,
    };
  }
  return null;
}

/** A 400 on `supplierId` unless the supplier can be paid (supplierPaymentRefusal). */
export function assertPayable(supplier: Pick<Supplier, 'name' | 'status' | 'rejectionReason'>): void {
  const refusal = supplierPaymentRefusal(supplier);
  if (refusal)
    throw new DomainError('invalid', 'invalid_input', refusal.message('This supplier'), 'supplierId');
}
