// The parameters of a text the server stored as a message key (a notification, an activity, a timeline
// entry), formatted for the reader by their names: `<x>Minor` with `<x>Currency` (or `currency`) is money,
// `<x>Percent` a percentage, `<x>Date` a day (YYYY-MM-DD), `<x>Code` a code said in words
// (`messageCodes.<x>.<code>`, e.g. a failure's reason), `<x>CodeList` comma-separated codes said as a list of
// words in the reader's language (risk rules), each given to the text as `<x>`; any other parameter as it is.
// One rule for the browser (web/src/i18n/messageParams.ts) and the workers (the risk report's alerts).

/** The formatters of the reader's locale the rules need (the web's useFormat, the workers' report format). */
export interface MessageFormatters {
  locale: string;
  money(amountMinor: number, currency: string, options?: { signDisplay?: 'always' | 'auto' }): string;
  number(value: number, options?: Intl.NumberFormatOptions): string;
  date(value: string, options?: { timeZone?: string }): string;
}

/** A translation function (i18next's `t`, narrowed to what the rules call). */
export type MessageTranslate = (key: string, options: { defaultValue: string }) => string;

/** The parameters formatted for the reader, by the naming rules above. */
export function formatMessageParams(
  params: Readonly<Record<string, string | number>>,
  format: MessageFormatters,
  t: MessageTranslate,
): Record<string, string | number> {
  /** A code in words; without a word for it, the text stored beside the code (`<x>`), else the code itself. */
  const word = (stem: string, code: string) => {
    const stored = params[stem];
    return t(`messageCodes.${stem}.${code}`, { defaultValue: typeof stored === 'string' ? stored : code });
  };
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
    } else if (name.endsWith('Code') && typeof value === 'string') {
      const stem = name.slice(0, -'Code'.length);
      out[stem] = word(stem, value);
    }
  }
  return out;
}
