// Client-side checks of the auth dialog, mirroring what the gateway enforces (it answers with the
// same catalogue texts), so most mistakes are caught before a round trip. Pure: each check answers
// the key of the message to show under `auth.validation` in the resource files, or undefined.
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@tradehub/contract/constants';

export type AuthFormMode = 'signIn' | 'signUp';

export type ValidationIssue =
  | 'emailRequired'
  | 'invalidEmail'
  | 'passwordRequired'
  | 'weakPassword'
  | 'passwordTooLong'
  | 'businessNameRequired';

export interface AuthFormValues {
  email: string;
  password: string;
  businessName?: string;
}

export type AuthFormIssues = Partial<Record<keyof AuthFormValues, ValidationIssue>>;

// One "@", something before it, a dotted domain after it, no spaces: what the gateway accepts too.
const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/u;
const maxEmailLength = 320;
const maxBusinessNameLength = 200;

export function checkEmail(email: string): ValidationIssue | undefined {
  const trimmed = email.trim();
  if (trimmed === '') return 'emailRequired';
  if (trimmed.length > maxEmailLength || !emailPattern.test(trimmed)) return 'invalidEmail';
  return undefined;
}

/** Signing in only needs a password; the length rule applies when one is chosen. */
export function checkPassword(password: string, mode: AuthFormMode): ValidationIssue | undefined {
  if (password === '') return 'passwordRequired';
  if (password.length > MAX_PASSWORD_LENGTH) return 'passwordTooLong';
  if (mode === 'signUp' && password.length < MIN_PASSWORD_LENGTH) return 'weakPassword';
  return undefined;
}

export function checkBusinessName(businessName: string): ValidationIssue | undefined {
  const trimmed = businessName.trim();
  if (trimmed === '' || trimmed.length > maxBusinessNameLength) return 'businessNameRequired';
  return undefined;
}

/** Every issue of a filled-in form; an empty object means it may be sent. */
export function validateAuthForm(mode: AuthFormMode, values: AuthFormValues): AuthFormIssues {
  const issues: AuthFormIssues = {};
  const email = checkEmail(values.email);
  if (email) issues.email = email;
  const password = checkPassword(values.password, mode);
  if (password) issues.password = password;
  if (mode === 'signUp') {
    const businessName = checkBusinessName(values.businessName ?? '');
    if (businessName) issues.businessName = businessName;
  }
  return issues;
}
