// A failed submit's text for above the form: undefined when there is no failure, or when the gateway named a
// field the form has (that error shows on the field: see showApiError in formErrors.ts). Derived from a
// mutation's error as the form renders, so no error state of its own is kept.
import type { TFunction } from 'i18next';
import { ApiRequestError } from '../api/client';
import { apiErrorMessage } from '../i18n/apiErrorMessage';

export function isFieldError(error: unknown, fields: readonly string[]): boolean {
  return error instanceof ApiRequestError && error.field !== undefined && fields.includes(error.field);
}

export function formLevelError(error: unknown, fields: readonly string[], t: TFunction): string | undefined {
  if (error === null || error === undefined || isFieldError(error, fields)) return undefined;
  return apiErrorMessage(error, t);
}
