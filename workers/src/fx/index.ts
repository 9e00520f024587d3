export { FX_ANCHOR_RATES, FX_BASE, FX_CURRENCIES, type FxCurrency } from './currencies.js';
export { createFxProvider } from './create-provider.js';
export { startFxFeed, type FxFeed, type FxFeedOptions, type FxTickHook } from './feed.js';
export type { FxProvider, FxProviderName, FxQuote } from './provider.js';
export {
  createExposureRevaluator,
  type ExposureSources,
  type RevaluationStats,
} from './live-exposure-revaluator.js';
export { ExposureCache, type RevaluationCounts } from './live-exposure-cache.js';
