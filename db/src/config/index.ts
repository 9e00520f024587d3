export {
  ConfigError,
  loadConfig,
  redisClusterNodes,
  redisClusterUrl,
  requireSharedSettings,
  type RedisNode,
  type RuntimeConfig,
} from './runtime-config.js';
export { exitOnUnhandledErrors, type FatalLogger } from './unhandled-errors.js';
export { prettyLogTransport, type PrettyLogTransport } from './log-output.js';
export {
  AUTH_RATE_LIMIT_ACTIONS,
  DEFAULT_AUTH_RATE_LIMITS,
  DEFAULT_INVITE_RATE_LIMITS,
  formatAuthRateLimits,
  formatInviteRateLimits,
  parseAuthRateLimits,
  parseInviteRateLimits,
  type InviteRateLimits,
  type AuthRateLimit,
  type AuthRateLimitAction,
  type AuthRateLimitSettings,
  type RateLimitWindow,
} from './auth-rate-limits.js';
