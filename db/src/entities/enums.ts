// Every closed set of values the entities store, as a const array (for validation and check constraints)
// plus its string-literal union type, so the gateway, workers and web reuse the very same values.

export const ACCOUNT_STATUSES = ['pending', 'rejected', 'demo', 'approved'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const SUPPLIER_STATUSES = ['verified', 'pending', 'rejected'] as const;
export type SupplierStatus = (typeof SUPPLIER_STATUSES)[number];

/** Capitalised risk levels: a supplier's risk score and a currency exposure's risk level. */
export const RISK_SCORES = ['Low', 'Medium', 'High'] as const;
export type RiskScore = (typeof RISK_SCORES)[number];

/** Lower-case risk levels, as the spec writes them for a supplier's key people. */
export const PERSON_RISK_LEVELS = ['low', 'medium', 'high'] as const;
export type PersonRiskLevel = (typeof PERSON_RISK_LEVELS)[number];

export const RISK_TRENDS = ['up', 'down', 'stable'] as const;
export type RiskTrend = (typeof RISK_TRENDS)[number];

export const SUPPLIER_DOCUMENT_TYPES = [
  'document',
  'license',
  'certification',
  'financial_statement',
] as const;
export type SupplierDocumentType = (typeof SUPPLIER_DOCUMENT_TYPES)[number];

export const SUPPLIER_DOCUMENT_STATUSES = ['valid', 'expired', 'pending_review'] as const;
export type SupplierDocumentStatus = (typeof SUPPLIER_DOCUMENT_STATUSES)[number];

export const PAYMENT_STATUSES = ['completed', 'pending', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_TYPES = ['payment', 'request'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** How a payment travels (the spec's transaction "method"); not to be confused with a PaymentMethod row. */
export const TRANSFER_METHODS = ['Bank Transfer', 'Wire Transfer', 'ACH'] as const;
export type TransferMethod = (typeof TRANSFER_METHODS)[number];

export const ACTIVITY_TYPES = ['verification', 'transaction', 'alert'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

export const ACTIVITY_STATUSES = ['completed', 'pending', 'failed'] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

export const NOTIFICATION_TYPES = ['alert', 'success', 'info'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const PAYMENT_METHOD_KINDS = ['bank_account', 'credit_card', 'digital_wallet'] as const;
export type PaymentMethodKind = (typeof PAYMENT_METHOD_KINDS)[number];

export const REPORT_STATUSES = ['queued', 'running', 'completed', 'failed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** Who wrote a message in the AI assistant's conversation. */
export const CHAT_ROLES = ['user', 'assistant'] as const;
export type ChatRole = (typeof CHAT_ROLES)[number];

/** A question is pending until the workers answer it; failed when the provider did not (it stays shown). */
export const CHAT_MESSAGE_STATUSES = ['pending', 'answered', 'failed'] as const;
export type ChatMessageStatus = (typeof CHAT_MESSAGE_STATUSES)[number];

/** A payable is a supplier's invoice or a purchase order the organisation issued. */
export const BILL_KINDS = ['invoice', 'purchase_order'] as const;
export type BillKind = (typeof BILL_KINDS)[number];

/**
 * A bill's life: open (nothing paid or scheduled), scheduled (in payments not yet settled), partly paid,
 * paid (settled in full), cancelled (nothing more to pay; it leaves the exposure).
 */
export const BILL_STATUSES = ['open', 'scheduled', 'partly_paid', 'paid', 'cancelled'] as const;
export type BillStatus = (typeof BILL_STATUSES)[number];

/** The margin guard's state of a bill: within its tolerance, or beyond it (alerted once per crossing). */
export const BILL_MARGIN_STATES = ['within', 'beyond'] as const;
export type BillMarginState = (typeof BILL_MARGIN_STATES)[number];
