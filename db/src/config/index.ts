export { ConfigError, loadConfig, requireSharedSettings, type RuntimeConfig } from './runtime-config.js';
