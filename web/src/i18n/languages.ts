// The UI languages. Each language is offered under its own name (an autonym), the same in every UI
// language, so a reader who does not understand the current one can still find theirs.
export const appLanguages = ['en', 'zh', 'es'] as const;
export type AppLanguage = (typeof appLanguages)[number];

export const defaultLanguage: AppLanguage = 'en';

export const languageAutonyms: Record<AppLanguage, string> = {
  en: 'English',
  zh: '中文',
  es: 'Español',
};

export function isAppLanguage(value: unknown): value is AppLanguage {
  return typeof value === 'string' && (appLanguages as readonly string[]).includes(value);
}

/** The UI language for any language tag: 'zh-CN' → 'zh', 'es-419' → 'es', anything else → 'en'. */
export function toAppLanguage(tag: string | undefined): AppLanguage {
  const primary = tag?.split('-')[0]?.toLowerCase();
  return isAppLanguage(primary) ? primary : defaultLanguage;
}
