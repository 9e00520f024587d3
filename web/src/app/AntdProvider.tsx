import { App as AntdApp, ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import type { ColorScheme } from '@tradehub/contract';
import { useEffect, useMemo, useState, type ReactNode, type RefObject } from 'react';
import { useProfileContext } from '../auth/profileContext';
import { useElementHeight } from '../hooks/useElementHeight';
import { usePrefersReducedMotion } from '../hooks/usePrefersReducedMotion';
import { useAppLanguage } from '../i18n/useAppLanguage';
import type { AppLanguage } from '../i18n/languages';
import { fallbackAntdLocale, loadAntdLocale, loadedAntdLocale } from './antdLocale';
import { setColorScheme, useResolvedColorScheme } from './colorScheme';
import { antdTheme } from './theme';
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

/**
 * The signed-in person's Appearance choice applies once their profile is here (and is remembered for the
 * next load); signed out, the device's setting. While the profile loads, the remembered choice stays.
 */
function useProfileColorScheme(): void {
  const { state } = useProfileContext();
  let chosen: ColorScheme | undefined;
  if (state.status === 'signedIn') chosen = state.profile.colorScheme;
  else if (state.status === 'signedOut') chosen = 'system';
  useEffect(() => {
    if (chosen) setColorScheme(chosen);
  }, [chosen]);
}

interface AntdProviderProps {
  children: ReactNode;
  /**
   * A sticky header at the top of the window: toasts and messages open below it (its height followed as it
   * changes), so they never cover its controls, the bell or the user menu. Without it, antd's own offsets.
   */
  popupsBelow?: RefObject<HTMLElement | null>;
}

const stillWave = { disabled: true };

/** The gap between the header's lower edge and the first toast or message, in CSS pixels. */
const popupGap = 12;

export function AntdProvider({ children, popupsBelow }: AntdProviderProps) {
  const locale = useAntdLocale(useAppLanguage());
  useProfileColorScheme();
  const scheme = useResolvedColorScheme();
  const reducedMotion = usePrefersReducedMotion();
  // Measured here, so a new height re-renders this provider alone: its children are the same elements.
  const headerHeight = useElementHeight(popupsBelow);
  const popupTop = useMemo(
    () => (headerHeight === undefined ? undefined : { top: headerHeight + popupGap }),
    [headerHeight],
  );
  return (
    <ConfigProvider
      locale={locale}
      theme={antdTheme(scheme, reducedMotion)}
      // The ripple a click leaves on a button is motion too.
      wave={reducedMotion ? stillWave : undefined}
    >
      {/* Gives message and modal calls (App.useApp) the theme and locale; no extra element. */}
      <AntdApp component={false} notification={popupTop} message={popupTop}>
        {children}
      </AntdApp>
    </ConfigProvider>
  );
}
