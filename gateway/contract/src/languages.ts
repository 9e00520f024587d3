// The languages TradeHub speaks: the web's UI languages, a profile's preference, and the language of what the
// server writes (e-mails, reports). One list, used by every package.
export const LANGUAGES = ['en', 'zh', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The locale whose number, currency and date formats go with each language. */
export const LANGUAGE_LOCALES: Record<Language, string> = { en: 'en-US', zh: 'zh-CN', es: 'es-ES' };

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
