import type { RuntimeConfig } from '@tradehub/db/config';
import { createFrankfurterProvider } from './frankfurter-provider.js';
import type { FxProvider } from './provider.js';
import { createSimulatedProvider } from './simulated-provider.js';

/** The provider FX_PROVIDER names (config validation already requires FX_PROVIDER_URL for frankfurter). */
export function createFxProvider(fx: RuntimeConfig['fx'], { seed }: { seed?: number } = {}): FxProvider {
  switch (fx.provider) {
    case 'simulated':
      return createSimulatedProvider({ tickMs: fx.tickMs, seed });
    case 'frankfurter':
      if (!fx.providerUrl) throw new Error('FX_PROVIDER_URL is required when FX_PROVIDER is frankfurter');
      return createFrankfurterProvider({ url: fx.providerUrl, tickMs: fx.tickMs });
  }
}
