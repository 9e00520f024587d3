// Every closed set of values the product stores or sends, once: a const array (for zod, the entities'
// check constraints and the web's selects) and its string-literal union type. Plain TypeScript without zod,
// so the browser imports it on its own (`@tradehub/contract/enums`); db's entities declare their enum
// columns from these very arrays, so the order of each array is the order of its column's check constraint.

// Accounts and suppliers

/** An organisation's review by the administrators (demo: the read-only demo workspace). */
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

/**
 * The legal documents a complete supplier file holds one valid, unexpired copy of each of: the risk score
 * counts them, and one expiring sends a verified supplier back to review.
 */
export const REQUIRED_DOCUMENT_TYPES = [
  'document',
  'license',
  'certification',
] as const satisfies readonly SupplierDocumentType[];
export type RequiredDocumentType = (typeof REQUIRED_DOCUMENT_TYPES)[number];

export const SUPPLIER_DOCUMENT_STATUSES = ['valid', 'expired', 'pending_review'] as const;
export type SupplierDocumentStatus = (typeof SUPPLIER_DOCUMENT_STATUSES)[number];

/**
 * A supplier's latest sanctions screening: clear, hit (open matches) or dismissed (all reviewed); pending
 * while a screening is queued for the workers; not_screened for rows older than screening.
 */
export const SCREENING_STATUSES = ['not_screened', 'pending', 'clear', 'hit', 'dismissed'] as const;
export type ScreeningStatus = (typeof SCREENING_STATUSES)[number];

/** The sanctions lists the workers import and screen against. */
export const SANCTIONS_LISTS = ['ofac', 'un'] as const;
export type SanctionsList = (typeof SANCTIONS_LISTS)[number];

/** Whom a screening hit names: the supplier itself or one of its key people. */
export const SCREENING_SUBJECT_TYPES = ['supplier', 'key_person'] as const;
export type ScreeningSubjectType = (typeof SCREENING_SUBJECT_TYPES)[number];

export const SCREENING_HIT_STATUSES = ['open', 'dismissed'] as const;
export type ScreeningHitStatus = (typeof SCREENING_HIT_STATUSES)[number];

// Team invitations

/** An invitation as stored: pending until accepted or revoked. */
export const TEAM_INVITE_STATUSES = ['pending', 'accepted', 'revoked'] as const;
export type TeamInviteStatus = (typeof TEAM_INVITE_STATUSES)[number];

/** An invitation as shown: a pending one past its expiry is expired. */
export const SHOWN_INVITE_STATUSES = [...TEAM_INVITE_STATUSES, 'expired'] as const;
export type ShownInviteStatus = (typeof SHOWN_INVITE_STATUSES)[number];

// Payments

export const PAYMENT_STATUSES = ['completed', 'pending', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_TYPES = ['payment', 'request'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/**
 * How a payment travels (the spec's transaction "method"). Not PAYMENT_METHOD_KINDS: those are the kinds of
 * a connected payment method (a PaymentMethod row).
 */
export const TRANSFER_METHODS = ['Bank Transfer', 'Wire Transfer', 'ACH'] as const;
export type TransferMethod = (typeof TRANSFER_METHODS)[number];

/** Settlement goes ahead once a payment's approval is not_required or approved. */
export const APPROVAL_STATUSES = ['not_required', 'awaiting', 'approved', 'rejected'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** The kinds of a connected payment method (Settings → Payment methods); not how a payment travels. */
export const PAYMENT_METHOD_KINDS = ['bank_account', 'credit_card', 'digital_wallet'] as const;
export type PaymentMethodKind = (typeof PAYMENT_METHOD_KINDS)[number];

export const PAYMENT_REQUEST_STATUSES = ['open', 'paid', 'cancelled'] as const;
export type PaymentRequestStatus = (typeof PAYMENT_REQUEST_STATUSES)[number];

// Bills

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

// FX trades

export const FX_TRADE_KINDS = ['spot', 'forward'] as const;
export type FxTradeKind = (typeof FX_TRADE_KINDS)[number];

export const FX_TRADE_SIDES = ['buy', 'sell'] as const;
export type FxTradeSide = (typeof FX_TRADE_SIDES)[number];

export const FX_TRADE_STATUSES = ['booked', 'settled'] as const;
export type FxTradeStatus = (typeof FX_TRADE_STATUSES)[number];

// Policies

/** A change to Team → Policies that weakens a control, waiting for a second Team Manager, and its end. */
export const POLICY_CHANGE_STATUSES = ['pending', 'approved', 'rejected', 'cancelled', 'stale'] as const;
export type PolicyChangeStatus = (typeof POLICY_CHANGE_STATUSES)[number];

// Rate alerts

/** Above or below a rate, or a change of so many percent since it was set. */
export const RATE_ALERT_KINDS = ['above', 'below', 'change'] as const;
export type RateAlertKind = (typeof RATE_ALERT_KINDS)[number];

/** Armed until its condition is met, then fired (once). */
export const RATE_ALERT_STATUSES = ['armed', 'fired'] as const;
export type RateAlertStatus = (typeof RATE_ALERT_STATUSES)[number];

// Activities, notifications, reports and the assistant

export const ACTIVITY_TYPES = ['verification', 'transaction', 'alert'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

export const ACTIVITY_STATUSES = ['completed', 'pending', 'failed'] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

export const NOTIFICATION_TYPES = ['alert', 'success', 'info'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const REPORT_STATUSES = ['queued', 'running', 'completed', 'failed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** Who wrote a message in the AI assistant's conversation. */
export const CHAT_ROLES = ['user', 'assistant'] as const;
export type ChatRole = (typeof CHAT_ROLES)[number];

/** A question is pending until the workers answer it; failed when the provider did not (it stays shown). */
export const CHAT_MESSAGE_STATUSES = ['pending', 'answered', 'failed'] as const;
export type ChatMessageStatus = (typeof CHAT_MESSAGE_STATUSES)[number];
