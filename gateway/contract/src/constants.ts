// Plain constants of the wire contract, free of zod so the web bundle can import them as values
// (`@tradehub/contract/constants`).

export * from './developers-constants.js';

export const PERMISSION_NAMES = [
  'Supplier Management',
  'Payment Approval',
  'Team Management',
  'Financial Reports',
  'FX Management',
  'Risk Assessment',
  'Compliance Management',
  'Audit Logs',
] as const;
export type PermissionName = (typeof PERMISSION_NAMES)[number];

/**
 * The permissions that review suppliers: either one verifies or rejects a supplier and dismisses its
 * screening hits (not the member who added it: four-eyes), and is alerted when a required document expires.
 */
export const SUPPLIER_REVIEW_PERMISSIONS = [
  'Supplier Management',
  'Risk Assessment',
] as const satisfies readonly PermissionName[];

/** The spec's error catalogue (section 8): the gateway answers with these messages, verbatim. */
export const AUTH_MESSAGES = {
  emailInUse: 'An account with this email already exists.',
  weakPassword: 'Password should be at least 6 characters.',
  invalidEmail: 'Please enter a valid email address.',
  userNotFound: 'No account found with this email address.',
  wrongPassword: 'Incorrect password.',
  emailNotVerified: 'Please verify your email before signing in',
  resendFailed: 'Failed to resend verification email. Please try again.',
  resendSucceeded: 'Verification email sent! Please check your inbox.',
  businessNameRequired: 'Business name is required.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  signInRequired: 'Please sign in to continue.',
  demoReadOnly: 'The demo workspace is read-only. Create a free account to make changes.',
  passwordSignInDisabled:
    'This workspace signs in through its identity provider (Auth0): e-mail and password sign-in is turned off.',
  resetLinkSent: 'If an account exists for this address, we have sent a link to reset its password.',
  resetLinkInvalid: 'This password reset link is invalid, expired or already used. Please ask for a new one.',
  passwordReset: 'Password changed. Sign in with your new password.',
  identityAlreadyLinked:
    'This e-mail address is already linked to another sign-in. Sign in the way you signed in before, or ask support to move the account.',
} as const;

/** Stable error codes of the auth endpoints (the web maps them to its own copy when it needs to). */
export const AUTH_ERROR_CODES = {
  emailInUse: 'email_in_use',
  weakPassword: 'weak_password',
  invalidEmail: 'invalid_email',
  userNotFound: 'user_not_found',
  wrongPassword: 'wrong_password',
  emailNotVerified: 'email_not_verified',
  rateLimited: 'rate_limited',
  unauthenticated: 'unauthenticated',
  forbidden: 'forbidden',
  demoReadOnly: 'demo_read_only',
  passwordSignInDisabled: 'password_sign_in_disabled',
  resetLinkInvalid: 'reset_link_invalid',
  identityAlreadyLinked: 'identity_already_linked',
} as const;

export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 256;

/** Where the e-mail link lands after /api/auth/verify-email: the web reads `?emailVerification=`. */
export const EMAIL_VERIFICATION_OUTCOMES = ['verified', 'expired', 'invalid'] as const;
export type EmailVerificationOutcome = (typeof EMAIL_VERIFICATION_OUTCOMES)[number];

/** The AI assistant's rules (spec sections 5, 8 and 9), shared by gateway, workers and web. */
export const AI_LIMITS = {
  /** Free tier: questions per person per UTC calendar day; premium organisations are unlimited. */
  freeQuestionsPerDay: 5,
  /** Each message sent to the provider is cut to this many characters. */
  providerMessageChars: 500,
  /** What the input accepts (the provider only ever sees the first 500 characters of it). */
  inputMaxChars: 2000,
} as const;

/** The assistant's texts, verbatim from the spec's catalogue where it has one. */
export const AI_MESSAGES = {
  dailyLimit: 'You have reached your daily limit. Please upgrade to continue using the AI assistant.',
  failed: 'Failed to generate response. Please try again.',
  notConfigured: 'The AI assistant is not configured on this server.',
  emptyMessage: 'Please type a question first.',
} as const;

/** Stable error codes of the assistant's endpoints. */
export const AI_ERROR_CODES = {
  dailyLimit: 'ai_daily_limit',
  failed: 'ai_failed',
  notConfigured: 'ai_not_configured',
} as const;

/**
 * Stable error codes of the limits on organisations not yet approved (pending or rejected: approval lifts
 * them), of the per-organisation invitation limit, and of a supplier whose sanctions screening has not landed.
 * Each such error carries `params` (the limit, what is used, seconds to wait) for the web to say it in the
 * reader's language.
 */
export const QUOTA_ERROR_CODES = {
  /** 403: the organisation holds as many suppliers as an unreviewed account may add. */
  suppliers: 'supplier_quota_reached',
  /** 403: the document would take the organisation's stored documents past its bytes. */
  documentBytes: 'document_quota_reached',
  /** 429 with Retry-After: as many sanctions screenings in the last hour as an unreviewed account may run. */
  screenings: 'screening_quota_reached',
  /** 429 with Retry-After: as many invitations in the window as the organisation (or the person) may send. */
  invites: 'invite_rate_limited',
} as const;

/** 409: the supplier is being screened against the sanctions lists; it can be verified and paid once screened. */
export const SCREENING_PENDING_CODE = 'screening_pending';

export * from './policy-constants.js';
export * from './policy-weakening.js';
export * from './payment-batch-constants.js';
export * from './fx-hedge-link.js';
export * from './exposure-inputs-version.js';
export * from './audit-actions.js';
export * from './audit-values.js';
export * from './team-roles.js';
