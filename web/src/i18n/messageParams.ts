// The parameters of a text the server stored as a message key, formatted for the reader: the contract's rules
// (gateway/contract/src/i18n/message-params.ts: money, percentages, dates, codes in words) with the web's
// formatters and `t`, and one the web alone renders: `<x>Weakenings`, a policy change's weakenings (JSON of
// contract PolicyWeakening[], amounts in `currency`) said one by one, given to the text as `<x>`.
import type { PolicyWeakening } from '@tradehub/contract/constants';
import { formatMessageParams as formatParams } from '@tradehub/contract/message-params';
import type { TFunction } from 'i18next';
import type { useFormat } from './useFormat';
import { weakeningText } from './weakeningText';

export type Format = ReturnType<typeof useFormat>;

/** The parameters formatted for the reader, by the naming rules above. */
export function formatMessageParams(
  params: Readonly<Record<string, string | number>>,
  format: Format,
  t: TFunction,
): Record<string, string | number> {
  const out = formatParams(params, format, (key, options) => t(key, options));
  const currency = params.currency;
  for (const [name, value] of Object.entries(params)) {
    if (!name.endsWith('Weakenings') || typeof value !== 'string' || typeof currency !== 'string') continue;
    const weakenings = parseWeakenings(value);
    if (weakenings)
      out[name.slice(0, -'Weakenings'.length)] = weakenings
        .map((weakening) => weakeningText(weakening, currency, t, format.money))
        .join('; ');
  }
  return out;
}

/** The stored weakenings, or undefined when the text is not a list (the message then shows it as it is). */
function parseWeakenings(json: string): PolicyWeakening[] | undefined {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? (parsed as PolicyWeakening[]) : undefined;
  } catch {
    return undefined;
  }
}
