import { REQUIRED_DOCUMENT_TYPES, type SupplierStatus } from '@tradehub/contract';
import { roundTo, safeRatio } from '../arithmetic/rounding.js';

/** Payments counted for the payment success rate: the trailing window of the longest dashboard range. */
export const PAYMENT_SUCCESS_WINDOW_DAYS = 90;
/** The snapshot column is numeric(7,2): a response time beyond it (11 years) is shown as this much. */
const MAX_HOURS = 99_999.99;
const HOUR_MS = 60 * 60 * 1000;

export interface RiskMetricsInput {
  suppliers: readonly {
    status: SupplierStatus;
    createdAt: Date;
    verificationDate: Date | null;
    /** How many of the legal document types have a valid, unexpired document (0–3). */
    validLegalDocumentTypes: number;
  }[];
  /** Payments of the trailing PAYMENT_SUCCESS_WINDOW_DAYS, counted by status. */
  completedPayments: number;
  failedPayments: number;
}

export interface RiskMetricFigures {
  supplierVerificationRate: number;
  paymentSuccessRate: number;
  averageResponseTimeHours: number;
  complianceScore: number;
}

/**
 * The four headline metrics of spec section 3, each 0 when there is nothing to measure:
 * - supplier_verification_rate = verified suppliers / all suppliers × 100
 * - payment_success_rate = completed / (completed + failed) × 100 (pending payments are undecided)
 * - average_response_time = mean hours from a supplier's creation to its verification_date, over the
 *   suppliers that have one
 * - compliance_score = checks passed / checks made × 100, four checks per supplier: it is verified, and it
 *   holds a valid, unexpired document, license and certification
 * All rounded to 2 decimals.
 */
export function riskMetricFigures(input: RiskMetricsInput): RiskMetricFigures {
  const { suppliers, completedPayments, failedPayments } = input;
  const verified = suppliers.filter((supplier) => supplier.status === 'verified').length;
  const decided = suppliers.filter((supplier) => supplier.verificationDate !== null);
  const responseHours = decided.map((supplier) =>
    Math.max(0, (supplier.verificationDate!.getTime() - supplier.createdAt.getTime()) / HOUR_MS),
  );
  const checksPerSupplier = 1 + REQUIRED_DOCUMENT_TYPES.length;
  const checksPassed = suppliers.reduce(
    (sum, supplier) =>
      sum +
      (supplier.status === 'verified' ? 1 : 0) +
      Math.min(REQUIRED_DOCUMENT_TYPES.length, Math.max(0, supplier.validLegalDocumentTypes)),
    0,
  );
  return {
    supplierVerificationRate: roundTo(safeRatio(verified, suppliers.length) * 100, 2),
    paymentSuccessRate: roundTo(safeRatio(completedPayments, completedPayments + failedPayments) * 100, 2),
    averageResponseTimeHours: Math.min(
      MAX_HOURS,
      roundTo(
        safeRatio(
          responseHours.reduce((sum, hours) => sum + hours, 0),
          responseHours.length,
        ),
        2,
      ),
    ),
    complianceScore: roundTo(safeRatio(checksPassed, suppliers.length * checksPerSupplier) * 100, 2),
  };
}
