// The rest of English, added to the boot strings the first bundle holds (resources/en-boot.ts). A module of
// its own, on the i18next instance that i18n/index.ts configures, so route modules can ask for it without
// setting up i18next (which needs a document) when a test imports them.
import i18n from 'i18next';

let fullEnglish: Promise<void> | undefined;

/**
 * All of English, added to what the boot strings started: awaited by every layout's route before it
 * renders (app/routes/screenRoute.tsx), whatever the language, since English is every language's fallback
 * and the one a person may switch to. Asked once; a failed download is asked again by the next layout.
 */
export function loadFullEnglish(): Promise<void> {
  fullEnglish ??= import('./resources/en').then(
    ({ default: en }) => {
      i18n.addResourceBundle('en', 'translation', en, true, true);
    },
    (error: unknown) => {
      fullEnglish = undefined;
      throw error;
    },
  );
  return fullEnglish;
}
