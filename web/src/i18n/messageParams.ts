// The parameters of a text the server stored as a message key, formatted for the reader: the contract's one
// rule (gateway/contract/src/i18n/message-params.ts) with the web's formatters and `t`.
import type { TFunction } from 'i18next';
import { formatMessageParams as formatParams } from '@tradehub/contract/message-params';
import type { useFormat } from './useFormat';

export type Format = ReturnType<typeof useFormat>;

/** The parameters formatted for the reader (the contract's naming rules). */
export function formatMessageParams(
  params: Readonly<Record<string, string | number>>,
  format: Format,
  t: TFunction,
): Record<string, string | number> {
  return formatParams(params, format, (key, options) => t(key, options));
}
