export { launch, type LaunchOptions } from './launcher.js';
export {
  DEFAULT_REDIS_URL,
  REDIS_MISSING_MESSAGE,
  RedisUnavailableError,
  resolveRedis,
} from './redis-resolver.js';
export { resolveSessionSecret } from './session-secret.js';
