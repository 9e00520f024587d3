import 'i18next';
import type { Messages } from './resources';

// Typed translation keys: t('nav.dashbord') is a compile error.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
  }
}
