import type { ComponentType } from 'react';
import { useParams, type LazyRouteFunction, type RouteObject } from 'react-router';
// The app's i18next instance (set up in i18n/index.ts, which main.tsx loads first).
import i18n from 'i18next';
import { toAppLanguage } from '../../i18n/languages';
import { loadFullEnglish } from '../../i18n/fullEnglish';
import { loadAntdLocale } from '../antdLocale';
import type { ScreenProps } from './screenProps';

type Lazy = LazyRouteFunction<RouteObject>;

/** A screen's chunk, given its path's parameters as props (screens written before the route table). */
export function screen(load: () => Promise<{ default: ComponentType<ScreenProps> }>): Lazy {
  return async () => {
    const { default: Screen } = await load();
    function RoutedScreen() {
      const { supplierId, token, reference } = useParams();
      return <Screen params={{ supplierId, token, reference }} />;
    }
    return { Component: RoutedScreen };
  };
}

/**
 * A layout's chunk together with antd's texts for the current language, so the first render is already in
 * that language (should the locale fail to load, antd's English will do), and the rest of the English
 * strings (the first bundle holds only the boot screen's).
 */
export function layout(load: () => Promise<{ default: ComponentType }>): Lazy {
  return async () => {
    const [module] = await Promise.all([
      load(),
      loadAntdLocale(toAppLanguage(i18n.resolvedLanguage)).catch(() => undefined),
      loadFullEnglish(),
    ]);
    return { Component: module.default };
  };
}

/** The error shown in place of a page (inside its layout) whose chunk failed to download or that threw. */
export const pageErrors: Lazy = async () => {
  const { PageRouteError } = await import('../../layouts/PageRouteError');
  return { ErrorBoundary: PageRouteError };
};
