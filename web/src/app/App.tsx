import { lazy, Suspense, use } from 'react';
import { RouterProvider } from 'react-router';
import { discardPrefetchedProfile } from '../auth/profilePrefetch';
import { ProfileProvider } from '../auth/ProfileProvider';
import { BootErrorBoundary } from './BootErrorBoundary';
import { BootScreen } from './BootScreen';
import { AppConfigContext, loadAppConfig } from './config/appConfig';
import { getRouter } from './router';

// Only deployments that delegate sign-in to Auth0 download its SDK.
const Auth0Root = lazy(() => import('../auth/auth0/Auth0Root'));

function AppRouter() {
  return <RouterProvider router={getRouter()} />;
}

function ConfiguredApp() {
  // The same promise on every render (asked for once by main.tsx), as `use` requires.
  const config = use(loadAppConfig());
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

/** Reads the deployment's settings, picks the sign-in mode, then hands over to the router. */
export function App() {
  return (
    <BootErrorBoundary>
      <Suspense fallback={<BootScreen />}>
        <ConfiguredApp />
      </Suspense>
    </BootErrorBoundary>
  );
}
