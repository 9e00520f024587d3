// The parameters of a text the server stored as a message key (a notification, an activity, a timeline
// entry), formatted for the reader by their names: `<x>Minor` with `<x>Currency` (or `currency`) is money,
// `<x>Percent` a percentage, `<x>Date` a day (YYYY-MM-DD), `<x>Code` a code said in words
// (`messageCodes.<x>.<code>`, e.g. a failure's reason), `<x>CodeList` comma-separated codes said as a list of
// words in the reader's language (risk rules), `<x>Weakenings` a policy change's weakenings (JSON of contract
// PolicyWeakening[], amounts in `currency`) said one by one, each given to the text as `<x>`; any other
// parameter as it is.
import type { PolicyWeakening } from '@tradehub/contract/constants';
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
  /** A code in words; a code this build's catalogue lacks stays as it is (never an empty text). */
  const word = (stem: string, code: string) => t(`messageCodes.${stem}.${code}`, { defaultValue: code });
  const out: Record<string, string | number> = { ...params };
  for (const [name, value] of Object.entries(params)) {
    if (name.endsWith('Minor') && typeof value === 'number') {
      const stem = name.slice(0, -'Minor'.length);
      const currency = params[`${stem}Currency`] ?? params.currency;
      if (typeof currency === 'string')
        out[stem] = format.money(value, currency, stem.endsWith('Delta') ? { signDisplay: 'always' } : {});
    } else if (name.endsWith('Percent') && typeof value === 'number') {
      const stem = name.slice(0, -'Percent'.length);
      const signed = stem.endsWith('Move');
      out[stem] = `${format.number(value, {
        minimumFractionDigits: signed ? 1 : 0,
        maximumFractionDigits: 2,
        signDisplay: signed ? 'always' : 'auto',
      })}%`;
    } else if (name.endsWith('Date') && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/u.test(value)) {
      out[name.slice(0, -'Date'.length)] = format.date(`${value}T00:00:00.000Z`, { timeZone: 'UTC' });
    } else if (name.endsWith('CodeList') && typeof value === 'string') {
      const stem = name.slice(0, -'CodeList'.length);
      const words = value
        .split(',')
        .filter(Boolean)
        .map((code) => word(stem, code));
      out[stem] = new Intl.ListFormat(format.locale, { type: 'conjunction' }).format(words);
    } else if (name.endsWith('Weakenings') && typeof value === 'string') {
      const stem = name.slice(0, -'Weakenings'.length);
      const currency = params.currency;
      const weakenings = parseWeakenings(value);
      if (weakenings && typeof currency === 'string')
        out[stem] = weakenings
          .map((weakening) => weakeningText(weakening, currency, t, format.money))
          .join('; ');
    } else if (name.endsWith('Code') && typeof value === 'string') {
      const stem = name.slice(0, -'Code'.length);
      out[stem] = word(stem, value);
    }
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
