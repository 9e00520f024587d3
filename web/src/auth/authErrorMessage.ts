import { AUTH_ERROR_CODES } from '@tradehub/contract/constants';
import type { TFunction } from 'i18next';
import { ApiRequestError } from '../api/client';
import { apiErrorMessage } from '../i18n/apiErrorMessage';

type CatalogueKey =
  | 'emailInUse'
  | 'weakPassword'
  | 'invalidEmail'
  | 'userNotFound'
  | 'wrongPassword'
  | 'emailNotVerified'
  | 'tooManyAttempts';

// The gateway answers the spec's catalogue texts in English; mapping its stable codes to our own
// keys shows the same text translated in zh and es.
const catalogueKeyByCode: Record<string, CatalogueKey> = {
  [AUTH_ERROR_CODES.emailInUse]: 'emailInUse',
  [AUTH_ERROR_CODES.weakPassword]: 'weakPassword',
  [AUTH_ERROR_CODES.invalidEmail]: 'invalidEmail',
  [AUTH_ERROR_CODES.userNotFound]: 'userNotFound',
  [AUTH_ERROR_CODES.wrongPassword]: 'wrongPassword',
  [AUTH_ERROR_CODES.emailNotVerified]: 'emailNotVerified',
  [AUTH_ERROR_CODES.rateLimited]: 'tooManyAttempts',
};

/** The text the auth dialog shows for a failed sign-in, sign-up or demo request (spec section 8). */
export function authErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiRequestError) {
    const key = catalogueKeyByCode[error.code];
    return key ? t(`auth.errors.${key}`) : apiErrorMessage(error, t);
  }
  if (error instanceof Error && error.message) return error.message;
  return t('auth.errors.failed');
}

export function isEmailNotVerified(error: unknown): boolean {
  return error instanceof ApiRequestError && error.code === AUTH_ERROR_CODES.emailNotVerified;
}
