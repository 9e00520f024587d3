import { ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import { useEffect, useState, type ReactNode } from 'react';
import { useAppLanguage } from '../i18n/useAppLanguage';
import type { AppLanguage } from '../i18n/languages';
import { loadAntdLocale, loadedAntdLocale } from './antdLocale';
import { tradeHubTheme } from './theme';

function useAntdLocale(language: AppLanguage): Locale | undefined {
  const [latest, setLatest] = useState<Locale | undefined>(() => loadedAntdLocale(language));
  useEffect(() => {
    let current = true;
    loadAntdLocale(language).then(
      (locale) => {
        if (current) setLatest(locale);
      },
      (error: unknown) => console.warn(`antd locale for ${language} failed to load`, error),
    );
    return () => {
      current = false;
    };
  }, [language]);
  // Until a newly chosen language's locale arrives, antd keeps the previous one.
  return loadedAntdLocale(language) ?? latest;
}

export function AntdProvider({ children }: { children: ReactNode }) {
  const locale = useAntdLocale(useAppLanguage());
  return (
    <ConfigProvider locale={locale} theme={tradeHubTheme}>
      {children}
    </ConfigProvider>
  );
}
