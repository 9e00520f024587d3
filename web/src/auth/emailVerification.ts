import { EMAIL_VERIFICATION_OUTCOMES, type EmailVerificationOutcome } from '@tradehub/contract/constants';

/** The query parameter the e-mail link's redirect (GET /api/auth/verify-email) lands with. */
export const emailVerificationParam = 'emailVerification';

export function parseEmailVerificationOutcome(value: string | null): EmailVerificationOutcome | undefined {
  return EMAIL_VERIFICATION_OUTCOMES.find((outcome) => outcome === value);
}
