// Plain constants of the wire contract, free of zod so the web bundle can import them as values
// (`@tradehub/gateway/contract/constants`).

export const ACCOUNT_STATUSES = ['pending', 'rejected', 'demo', 'approved'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

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
} as const;

export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 256;

/** Where the e-mail link lands after /api/auth/verify-email: the web reads `?emailVerification=`. */
export const EMAIL_VERIFICATION_OUTCOMES = ['verified', 'expired', 'invalid'] as const;
export type EmailVerificationOutcome = (typeof EMAIL_VERIFICATION_OUTCOMES)[number];
