import { createBrowserRouter, Navigate } from 'react-router';
import i18n from '../i18n';
import { toAppLanguage } from '../i18n/languages';
import { loadAntdLocale } from './antdLocale';
import { AppErrorScreen } from './AppErrorScreen';
import { BootScreen } from './BootScreen';

// The first bundle holds React, the router, i18n and the plain boot and error screens. The shell (antd)
// and every page are route-level chunks; the router loads the matched ones in parallel before the first render,
// showing the boot screen meanwhile.
export const router = createBrowserRouter([
  {
    id: 'root',
    path: '/',
    HydrateFallback: BootScreen,
    ErrorBoundary: AppErrorScreen,
    lazy: async () => {
      // The antd locale is fetched with the shell, so the first render is already in the right language;
      // should it fail, antd's built-in English will do.
      const [{ AppLayout }] = await Promise.all([
        import('./AppLayout'),
        loadAntdLocale(toAppLanguage(i18n.resolvedLanguage)).catch(() => undefined),
      ]);
      return { Component: AppLayout };
    },
    children: [
      {
        // A render error inside a page keeps the shell (navigation, language) around it.
        ErrorBoundary: AppErrorScreen,
        children: [
          {
            index: true,
            lazy: async () => {
              const { DemoOverviewPage } = await import('../pages/dashboard/DemoOverviewPage');
              return { Component: DemoOverviewPage };
            },
          },
          { path: '*', element: <Navigate to="/" replace /> },
        ],
      },
    ],
  },
]);
