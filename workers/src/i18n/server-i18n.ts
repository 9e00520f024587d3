// The server's translator: i18next over the catalogues in the contract (gateway/contract/src/i18n), one
// instance per language, made once and kept. What the server writes for a person (e-mails, reports) goes
// through here, in that person's language, with the language's number and date formats.
import { LANGUAGE_LOCALES, type Language } from '@tradehub/contract';
import { serverMessages } from '@tradehub/contract/server-messages';
import i18next, { type TFunction } from 'i18next';

export interface ServerTranslator {
  language: Language;
  /** The BCP 47 locale for Intl formats ('zh-CN'). */
  locale: string;
  t: TFunction;
}

const translators = new Map<Language, ServerTranslator>();

/** The translator for `language`; a key missing in it falls back to English. */
export function translatorFor(language: Language): ServerTranslator {
  const known = translators.get(language);
  if (known) return known;
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: 'en',
    resources: Object.fromEntries(
      Object.entries(serverMessages).map(([code, messages]) => [code, { translation: messages }]),
    ),
    // Synchronous: the resources are in memory, so `t` works as soon as this returns.
    initAsync: false,
    // Plain text into PDFs, spreadsheets and e-mail text parts; HTML parts escape for themselves.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  const translator = {
    language,
    locale: LANGUAGE_LOCALES[language],
    t: instance.t.bind(instance) as TFunction,
  };
  translators.set(language, translator);
  return translator;
}
