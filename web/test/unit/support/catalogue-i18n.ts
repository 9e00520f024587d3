// An i18next instance over the web's three catalogues, for unit tests of texts built outside React, and the
// formatters a component would get for a language (useFormat).
import i18next from 'i18next';
import { messages } from '../../../src/i18n/resources';

export { formattersFor as formatFor } from '../../../src/i18n/formatters';
export type Language = 'en' | 'es' | 'zh';

/** An initialised instance; `changeLanguage` before each text to read it in that language. */
export async function catalogueI18n() {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en',
    resources: {
      en: { translation: messages.en },
      es: { translation: messages.es },
      zh: { translation: messages.zh },
    },
    interpolation: { escapeValue: false },
  });
  return i18n;
}
