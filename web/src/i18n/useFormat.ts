import { useMemo } from 'react';
import { formattersFor } from './formatters';
import { useAppLanguage } from './useAppLanguage';

/** The formatters of ./format bound to the current UI language's locale. */
export function useFormat() {
  const language = useAppLanguage();
  return useMemo(() => formattersFor(language), [language]);
}
