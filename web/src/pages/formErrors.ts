import type { FormInstance } from 'antd';
import type { TFunction } from 'i18next';
import { ApiRequestError } from '../api/client';
import { apiErrorMessage } from '../i18n/apiErrorMessage';

/**
 * Shows an API failure on the offending form field when the gateway names one that the form has;
 * otherwise answers the text to show above the form.
 */
export function showApiError(
  form: FormInstance,
  error: unknown,
  t: TFunction,
  fields: readonly string[],
): string | undefined {
  const message = apiErrorMessage(error, t);
  if (error instanceof ApiRequestError && error.field && fields.includes(error.field)) {
    form.setFields([{ name: error.field, errors: [message] }]);
    return undefined;
  }
  return message;
}
