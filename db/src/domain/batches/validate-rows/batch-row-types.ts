// What a batch file's validation takes and gives back, and the draft each row is while it is checked.
import type {
  ApprovalBasis,
  ApprovalReason,
  BatchRow,
  BatchRowError,
  BatchRowParsed,
  BatchRowValues,
} from '@tradehub/contract';
import type { Supplier } from '../../../index.js';
import type { PaidNow } from '../../policies/recent-payments.js';

export interface BatchRowInput {
  /** As a spreadsheet numbers it: the header is row 1. */
  row: number;
  values: BatchRowValues;
}

/** A valid row, ready to become a payment. */
export interface ValidBatchRow extends BatchRowParsed {
  row: number;
  fxRate: number | null;
  /** Unique across organisations: the organisation and the row's content. */
  idempotencyKey: string;
  /**
   * The earlier payment of this same content that failed (declined, or its batch rejected): nothing was paid,
   * so the row may be paid again, and creating it releases that payment's key (createPaymentBatch).
   */
  retriesFailedPaymentId?: string;
}

export interface BatchRowsAssessment {
  rows: BatchRow[];
  valid: ValidBatchRow[];
  totals: { currency: string; amountMinor: number }[];
  baseCurrency: string;
  baseTotalMinor: number;
  approvalsRequired: number;
  approvalReasons: ApprovalReason[];
  /** The maker's recent payments it was judged with, when they ask for approval. */
  approvalBasis: ApprovalBasis | null;
  approversMissing: number;
  /**
   * What the total's band and the rows' risk rules alone ask: createPaymentBatch adds what the maker's recent
   * payments ask under the maker's lock (policies/recent-payments), as they are when the batch is written.
   */
  beforeRecent: { approvalsRequired: number; approvalReasons: ApprovalReason[] };
  /** The valid rows as the recent payments rule counts them. */
  paidNow: PaidNow[];
}

/** What the validation reads of a supplier. */
export type BatchSupplier = Pick<
  Supplier,
  | 'id'
  | 'name'
  | 'status'
  | 'rejectionReason'
  | 'screenedAt'
  | 'screeningStatus'
  | 'bankDetailsChangedAt'
  | 'bankIban'
  | 'bankSwift'
  | 'countryCode'
>;

/**
 * A row while it is checked: its errors so far, the supplier it names, and what it would pay while it is
 * still valid (each later check that refuses the row drops `parsed`).
 */
export interface BatchRowDraft {
  input: BatchRowInput;
  errors: BatchRowError[];
  supplier?: BatchSupplier;
  parsed?: Omit<ValidBatchRow, 'idempotencyKey' | 'row'>;
}
