import type { PublicConfig } from '@tradehub/contract';
import { createContext, useContext } from 'react';
import { api } from '../../api/client';

export const AppConfigContext = createContext<PublicConfig | null>(null);

/** This deployment's public settings (GET /api/config), read once at start. */
export function useAppConfig(): PublicConfig {
  const config = useContext(AppConfigContext);
  if (!config) throw new Error('useAppConfig must be used inside <AppConfigContext>');
  return config;
}

let request: Promise<PublicConfig> | undefined;

/** GET /api/config, asked once per page load (started by main.tsx before React renders). */
export function loadAppConfig(): Promise<PublicConfig> {
  request ??= api.get('/api/config');
  return request;
}
