import type { TFunction } from 'i18next';
import { ApiRequestError, clientErrorCodes } from '../api/client';

/**
 * The text to show for a failed API call: our own translated text for failures seen in the browser,
 * the gateway's message for the errors it reports.
 */
export function apiErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiRequestError) {
    switch (error.code) {
      case clientErrorCodes.network:
        return t('apiErrors.network');
      case clientErrorCodes.invalidResponse:
        return t('apiErrors.invalidResponse');
      case clientErrorCodes.http:
        return t('apiErrors.http', { status: error.status });
      case clientErrorCodes.accessToken:
        return t('apiErrors.accessToken');
      default:
        return error.message;
    }
  }
  return t('app.loadFailedFallback');
}

/** The text under 'Unable to Load Application': the API's message, an error's own, or a generic one. */
export function loadErrorDetail(error: unknown, t: TFunction): string {
  if (error instanceof ApiRequestError) return apiErrorMessage(error, t);
  if (error instanceof Error && error.message) return error.message;
  return t('app.loadFailedFallback');
}
