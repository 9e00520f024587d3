import type { Locale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import type { AppLanguage } from '../i18n/languages';

/**
 * English ships with antd itself and is always at hand: ConfigProvider wraps its children in an extra
 * provider only when given a locale, so going from none to one would remount the whole page.
 */
export const fallbackAntdLocale: Locale = enUS;

// antd's own texts (pagination, empty tables, pickers) per UI language; the others in their own chunks.
const loaders: Record<AppLanguage, () => Promise<{ default: Locale }>> = {
  en: () => Promise.resolve({ default: enUS }),
  zh: () => import('antd/es/locale/zh_CN'),
  es: () => import('antd/es/locale/es_ES'),
};

const loaded = new Map<AppLanguage, Locale>();
const loading = new Map<AppLanguage, Promise<Locale>>();

export function loadAntdLocale(language: AppLanguage): Promise<Locale> {
  let promise = loading.get(language);
  if (!promise) {
    promise = loaders[language]().then(
      (module) => {
        loaded.set(language, module.default);
        return module.default;
      },
      (error: unknown) => {
        loading.delete(language); // let a later call try again
        throw error;
      },
    );
    loading.set(language, promise);
  }
  return promise;
}

/** The locale if it has already arrived, so a render does not have to wait for it. */
export function loadedAntdLocale(language: AppLanguage): Locale | undefined {
  return loaded.get(language);
}
