// i18next set-up: the language comes from localStorage (the user's last choice), then the browser,
// then English; a change of language is remembered in localStorage by the detector.
import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { appLanguages, defaultLanguage } from './languages';
import { messages } from './resources';

export const languageStorageKey = 'tradehub.language';

i18n.on('languageChanged', () => {
  document.documentElement.lang = i18n.resolvedLanguage ?? defaultLanguage;
});

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources: {
      en: { translation: messages.en },
      zh: { translation: messages.zh },
      es: { translation: messages.es },
    },
    supportedLngs: [...appLanguages],
    // 'zh-CN', 'es-419' and 'en-GB' count as zh, es and en.
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    fallbackLng: defaultLanguage,
    detection: {
      order: ['localStorage', 'navigator'],
      lookupLocalStorage: languageStorageKey,
      caches: ['localStorage'],
      convertDetectedLanguage: (tag) => tag.split('-')[0]?.toLowerCase() ?? tag,
    },
    interpolation: { escapeValue: false }, // React escapes what it renders.
    // The strings are bundled, so the first render already has them.
    initAsync: false,
  });

export default i18n;
