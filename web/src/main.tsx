import './app/global.css';
import { i18nReady } from './i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, type AppConfigResult } from './app/App';
import { BootScreen } from './app/BootScreen';
import { startColorScheme } from './app/colorScheme';
import { loadAppConfig } from './app/config/appConfig';
import { prefetchBootProfile } from './api/profile/queries';
import { queryClient } from './api/queryClient';
import { startFirstScreenData } from './app/router';
import { accessOf } from './app/routes/access';

// Light or dark before anything renders: the last choice on this device, else the device's setting.
startColorScheme();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Both answers decide the first screen: ask for them before React has rendered anything.
const settings = loadAppConfig().then(
  (config): AppConfigResult => ({ config }),
  (error: unknown): AppConfigResult => ({ error }),
);
// The first screen's data as soon as the profile says whose screen it is, before React renders the router.
void prefetchBootProfile(queryClient).then((profile) => {
  if (profile) startFirstScreenData(accessOf(profile));
});

// The person's language first (a chunk of its own unless English), so even the boot screen speaks it; a
// language that fails to download leaves the English strings in place. Then the boot screen, and the app
// once the deployment's settings are here. Not a Suspense boundary waiting on them: React holds back
// content that resolves inside a boundary whose fallback was just shown (by up to 300 ms, to batch
// reveals), and that would delay every first screen.
const language = i18nReady.catch(() => undefined);
const root = createRoot(container);
void language.then(() =>
  root.render(
    <StrictMode>
      <BootScreen />
    </StrictMode>,
  ),
);
void Promise.all([settings, language]).then(([result]) =>
  root.render(
    <StrictMode>
      <App settings={result} />
    </StrictMode>,
  ),
);
