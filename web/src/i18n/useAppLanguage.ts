import { useTranslation } from 'react-i18next';
import { toAppLanguage, type AppLanguage } from './languages';

/** The UI language in use ('en', 'zh' or 'es'); components re-render when it changes. */
export function useAppLanguage(): AppLanguage {
  const { i18n } = useTranslation();
  return toAppLanguage(i18n.resolvedLanguage);
}
