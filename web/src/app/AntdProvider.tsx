import { App as AntdApp, ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import { useEffect, useState, type ReactNode } from 'react';
import { useAppLanguage } from '../i18n/useAppLanguage';
import type { AppLanguage } from '../i18n/languages';
import { fallbackAntdLocale, loadAntdLocale, loadedAntdLocale } from './antdLocale';
import { tradeHubTheme } from './theme';
import '../components/common.css';

function useAntdLocale(language: AppLanguage): Locale {
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
  return loadedAntdLocale(language) ?? latest ?? fallbackAntdLocale;
}

export function AntdProvider({ children }: { children: ReactNode }) {
  const locale = useAntdLocale(useAppLanguage());
  return (
    <ConfigProvider locale={locale} theme={tradeHubTheme}>
      {/* Gives message and modal calls (App.useApp) the theme and locale; no extra element. */}
      <AntdApp component={false}>{children}</AntdApp>
    </ConfigProvider>
  );
}
