import './app/global.css';
import './i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, type AppConfigResult } from './app/App';
import { BootScreen } from './app/BootScreen';
import { loadAppConfig } from './app/config/appConfig';
import { prefetchProfile } from './auth/profilePrefetch';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Both answers decide the first screen: ask for them before React has rendered anything.
const settings = loadAppConfig().then(
  (config): AppConfigResult => ({ config }),
  (error: unknown): AppConfigResult => ({ error }),
);
prefetchProfile();

// The boot screen now, the app once the deployment's settings are here. Not a Suspense boundary waiting
// on them: React holds back content that resolves inside a boundary whose fallback was just shown (by up
// to 300 ms, to batch reveals), and that would delay every first screen.
const root = createRoot(container);
root.render(
  <StrictMode>
    <BootScreen />
  </StrictMode>,
);
void settings.then((result) =>
  root.render(
    <StrictMode>
      <App settings={result} />
    </StrictMode>,
  ),
);
