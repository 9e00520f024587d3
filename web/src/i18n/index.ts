// i18next set-up: the language comes from localStorage (the user's last choice), then the browser,
// then English; a change of language is remembered in localStorage by the detector.
import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { appLanguages, defaultLanguage } from './languages';
import en from './resources/en';

export const languageStorageKey = 'tradehub.language';

/**
 * English ships in the first bundle (it is every language's fallback too); Chinese and Spanish are chunks
 * of their own, fetched when detected or chosen. Together they were ~90 kB of the entry's ~340 kB.
 */
function loadMessages(language: string) {
  if (language === 'zh') return import('./resources/zh');
  if (language === 'es') return import('./resources/es');
  return Promise.resolve({ default: en });
}

i18n.on('languageChanged', () => {
  document.documentElement.lang = i18n.resolvedLanguage ?? defaultLanguage;
});

/** Settles once the detected language's strings are here; main.tsx renders nothing before. */
export const i18nReady: Promise<unknown> = i18n
  .use(LanguageDetector)
  .use(resourcesToBackend(loadMessages))
  .use(initReactI18next)
  .init({
    resources: { en: { translation: en } },
    // English above, the others through loadMessages.
    partialBundledLanguages: true,
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
  });

export default i18n;
