import './app/global.css';
import './i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadAppConfig } from './app/config/appConfig';
import { prefetchProfile } from './auth/profilePrefetch';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Both answers decide the first screen: ask for them before React has rendered anything.
void loadAppConfig().catch(() => undefined);
prefetchProfile();

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
