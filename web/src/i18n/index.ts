// i18next set-up: the language comes from localStorage (the user's last choice), then the browser,
// then English; a change of language is remembered in localStorage by the detector.
import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { appLanguages, defaultLanguage } from './languages';
import { enBoot } from './resources/en-boot';

export const languageStorageKey = 'tradehub.language';

/**
 * Chinese and Spanish are chunks of their own, fetched when detected or chosen. Of English only what the
 * first screen needs ships in the first bundle (en-boot.ts); the rest comes with the first layout
 * (fullEnglish.ts).
 */
function loadMessages(language: string) {
  if (language === 'zh') return import('./resources/zh');
  if (language === 'es') return import('./resources/es');
  return import('./resources/en');
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
    resources: { en: { translation: enBoot } },
    // English's boot strings above (the rest through loadFullEnglish), the others through loadMessages.
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
