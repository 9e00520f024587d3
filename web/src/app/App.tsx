import type { PublicConfig } from '@tradehub/contract';
import { lazy, Suspense } from 'react';
import { RouterProvider } from 'react-router';
import { discardPrefetchedProfile } from '../auth/profilePrefetch';
import { ProfileProvider } from '../auth/ProfileProvider';
import { BootErrorBoundary } from './BootErrorBoundary';
import { BootScreen } from './BootScreen';
import { AppConfigContext } from './config/appConfig';
import { getRouter } from './router';

// Only deployments that delegate sign-in to Auth0 download its SDK.
const Auth0Root = lazy(() => import('../auth/auth0/Auth0Root'));

function AppRouter() {
  return <RouterProvider router={getRouter()} />;
}

function ConfiguredApp({ config }: { config: PublicConfig }) {
  const { auth } = config;
  if (auth.mode === 'auth0') discardPrefetchedProfile();
  return (
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
