import type { Locale } from 'antd/es/locale';
import type { AppLanguage } from '../i18n/languages';

// antd's own texts (pagination, empty tables, pickers) per UI language, each in its own chunk.
const loaders: Record<AppLanguage, () => Promise<{ default: Locale }>> = {
  en: () => import('antd/es/locale/en_US'),
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
