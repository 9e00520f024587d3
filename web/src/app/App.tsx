import type { PublicConfig } from '@tradehub/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { discardBootProfile } from '../api/profile/queries';
import { queryClient } from '../api/queryClient';
import { useProfileContext } from '../auth/profileContext';
import { ProfileProvider } from '../auth/ProfileProvider';
import { loadErrorDetail } from '../i18n/apiErrorMessage';
import { BootErrorBoundary } from './BootErrorBoundary';
import { BootScreen } from './BootScreen';
import { AppConfigContext } from './config/appConfig';
import { LoadErrorScreen } from './LoadErrorScreen';
import { routerFor } from './router';
import { bootDecision } from './routes/access';

// Only deployments that delegate sign-in to Auth0 download its SDK.
const Auth0Root = lazy(() => import('../auth/auth0/Auth0Root'));

/** 'Initializing...' until the profile's first answer, then the route table for that account state. */
function AppRouter() {
  const { t } = useTranslation();
  const { state } = useProfileContext();
  const decision = bootDecision(state);
  if (decision.kind === 'initializing') return <BootScreen />;
  if (decision.kind === 'loadError') return <LoadErrorScreen detail={loadErrorDetail(decision.error, t)} />;
  return <RouterProvider router={routerFor(decision.access)} />;
}

function ConfiguredApp({ config }: { config: PublicConfig }) {
  const { auth } = config;
  // The cookie-based profile read at start is not the one wanted when Auth0 signs people in.
  if (auth.mode === 'auth0') discardBootProfile(queryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AppConfigContext value={config}>
        {auth.mode === 'auth0' ? (
          <Auth0Root settings={auth}>
            <AppRouter />
          </Auth0Root>
        ) : (
          <ProfileProvider>
            <AppRouter />
          </ProfileProvider>
        )}
      </AppConfigContext>
    </QueryClientProvider>
  );
}

/** GET /api/config as it settled: the deployment's settings, or why they could not be read. */
export type AppConfigResult = { config: PublicConfig } | { error: unknown };

function ConfigFailure({ error }: { error: unknown }): never {
  throw error; // shown by BootErrorBoundary, like any other failure before the router exists
}

/**
 * Picks the sign-in mode from the deployment's settings, then hands over to the router. main.tsx renders
 * it once the settings have arrived (see there for why it does not suspend on them).
 */
export function App({ settings }: { settings: AppConfigResult }) {
  return (
    <BootErrorBoundary>
      {'config' in settings ? (
        <Suspense fallback={<BootScreen />}>
          <ConfiguredApp config={settings.config} />
        </Suspense>
      ) : (
        <ConfigFailure error={settings.error} />
      )}
    </BootErrorBoundary>
  );
}
