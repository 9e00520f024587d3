export { ConfigError, loadConfig, requireSharedSettings, type RuntimeConfig } from './runtime-config.js';
export { exitOnUnhandledErrors, type FatalLogger } from './unhandled-errors.js';
export {
  AUTH_RATE_LIMIT_ACTIONS,
  DEFAULT_AUTH_RATE_LIMITS,
  formatAuthRateLimits,
  parseAuthRateLimits,
  type AuthRateLimit,
  type AuthRateLimitAction,
  type AuthRateLimitSettings,
  type RateLimitWindow,
} from './auth-rate-limits.js';
